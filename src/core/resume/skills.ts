import { z } from "zod";
import { messages } from "../messages.ts";
import { RESUME_LIMITS } from "./limits.ts";

/**
 * A list of skill tags. Blank and repeated tags (the same words, case and accents aside) are dropped rather
 * than rejected: the tag input already ignores them (spec part 1 §4), and a stray one in stored data must not block a save with a
 * message nobody can act on. What remains is capped (decision 0020); the count is checked first, so an
 * oversized list answers with one message instead of one per skill.
 */
export const SkillListSchema = z
  .array(z.string())
  .transform((list, ctx) => {
    const skills = uniqueSkills(list);
    if (skills.length > RESUME_LIMITS.habilidades) {
      ctx.addIssue({ code: "custom", message: messages.habilidadesMax });
      return z.NEVER;
    }
    for (const [index, skill] of skills.entries()) {
      if (isTooLong(skill)) {
        ctx.addIssue({ code: "custom", message: messages.habilidadeMax, path: [index] });
      }
    }
    return skills;
  })
  .default([]);

/** Counted as zod counts (code points: an emoji is one character), only when the UTF-16 length says it may be over. */
function isTooLong(skill: string): boolean {
  return skill.length > RESUME_LIMITS.habilidade && Array.from(skill).length > RESUME_LIMITS.habilidade;
}

export const SkillsSchema = z.object({
  hardSkills: SkillListSchema,
  softSkills: SkillListSchema,
});

/**
 * What two spellings of one skill have in common: case and accents aside, so 'google ads' repeats
 * 'Google Ads' and 'comunicacao' repeats 'Comunicação'.
 */
export function skillKey(skill: string): string {
  return skill.trim().normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR");
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
