/**
 * How long the simulated AI "thinks" before inserting its text (spec part 1 §4, §9).
 * The pause is part of the product's feel, so the numbers live here rather than in each page.
 */
export const SUMMARY_DELAY_MS = 2000;
export const SKILLS_DELAY_MS = 2000;
export const EXPERIENCE_DESCRIPTION_DELAY_MS = 1500;
