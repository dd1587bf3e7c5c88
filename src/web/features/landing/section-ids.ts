/** The how-it-works section's id: the header and the hero's 'Como funciona' links scroll to it. */
export const HOW_IT_WORKS_ID = "como-funciona";
