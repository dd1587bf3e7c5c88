import { z } from "zod";
import { messages } from "../messages.ts";
import { RESUME_LIMITS } from "./limits.ts";
import { uniqueSkills } from "./skills.ts";

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
