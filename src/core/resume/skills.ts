import { z } from "zod";

export const SkillsSchema = z.object({
  hardSkills: z.array(z.string().trim().min(1)).default([]),
  softSkills: z.array(z.string().trim().min(1)).default([]),
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
