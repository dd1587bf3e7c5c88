import { RESUME_LIMITS } from "#core/resume/limits.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { hasSkill, uniqueSkills } from "#core/resume/skills.ts";

export type SkillGroup = "hardSkills" | "softSkills";
export type SkillSuggestions = Record<SkillGroup, string[]>;

/** The suggestions still worth offering: a skill already in the resume (added or typed) is left out. */
export function offeredSuggestions(
  suggestions: SkillSuggestions,
  data: Pick<ResumeData, SkillGroup>,
): SkillSuggestions {
  return {
    hardSkills: suggestions.hardSkills.filter((skill) => !hasSkill(data.hardSkills, skill)),
    softSkills: suggestions.softSkills.filter((skill) => !hasSkill(data.softSkills, skill)),
  };
}

/** Adds suggested skills to a group, keeping its order, skipping ones already there, up to the list's cap. */
export function withSkills(list: readonly string[], skills: readonly string[]): string[] {
  return uniqueSkills([...list, ...skills]).slice(0, RESUME_LIMITS.habilidades);
}
