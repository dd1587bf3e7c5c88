import { z } from "zod";

/**
 * A list of skill tags. Blank and exactly repeated tags are dropped rather than rejected: the tag input
 * already ignores them (spec part 1 §4), and a stray one in stored data must not block a save with a
 * message nobody can act on.
 */
export const SkillListSchema = z
  .array(z.string())
  .transform((list) => list.reduce<string[]>((kept, value) => addSkill(kept, value), []))
  .default([]);

export const SkillsSchema = z.object({
  hardSkills: SkillListSchema,
  softSkills: SkillListSchema,
});
export type Skills = z.infer<typeof SkillsSchema>;

/** Adds a tag unless it is empty or already present exactly (spec part 1 §4). */
export function addSkill(list: readonly string[], value: string): string[] {
  const skill = value.trim();
  if (!skill || list.includes(skill)) return [...list];
  return [...list, skill];
}

export function removeSkill(list: readonly string[], value: string): string[] {
  return list.filter((skill) => skill !== value);
}
