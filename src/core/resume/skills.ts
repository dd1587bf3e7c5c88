import { RESUME_LIMITS } from "./limits.ts";

/**
 * What two spellings of one skill have in common: case and accents aside, so 'google ads' repeats
 * 'Google Ads' and 'comunicacao' repeats 'Comunicação'.
 */
export function skillKey(skill: string): string {
  return skill.trim().normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every skill trimmed, blank and repeated ones dropped, the first spelling of each kept in order; one pass. */
export function uniqueSkills(list: Iterable<string>): string[] {
  const kept = new Map<string, string>();
  for (const value of list) {
    const skill = value.trim();
    const key = skillKey(skill);
    if (skill && !kept.has(key)) kept.set(key, skill);
  }
  return [...kept.values()];
}

/** Whether the list already holds this skill, however it is spelled. */
export function hasSkill(list: readonly string[], value: string): boolean {
  const key = skillKey(value);
  return list.some((skill) => skillKey(skill) === key);
}

/** Adds a tag unless it is empty, already present (spec part 1 §4; case and accents aside) or the list is full. */
export function addSkill(list: readonly string[], value: string): string[] {
  const skill = value.trim();
  if (!skill || !canAddSkill(list) || hasSkill(list, skill)) return [...list];
  return [...list, skill];
}

/** Whether another tag fits the list (decision 0020). */
export function canAddSkill(list: readonly string[]): boolean {
  return list.length < RESUME_LIMITS.habilidades;
}

export function removeSkill(list: readonly string[], value: string): string[] {
  return list.filter((skill) => skill !== value);
}
