/**
 * What the simulated AI writes with: the phrase tables behind the summary, the experience descriptions and
 * the skill suggestions (~14 KB gzipped, more than a step's own code). Only the AI buttons use them, so they
 * are one chunk, fetched once a step with such a button is idle (use-ai-helper.ts).
 */
export { generateExperienceDescription } from "#core/ai/experience-description.ts";
export { suggestSkills } from "#core/ai/skill-suggestions.ts";
export { generateSummary } from "#core/ai/summary.ts";
