import { z } from "zod";
import { EducationListSchema } from "#core/resume/education-schema.ts";
import { ExperienceListSchema } from "#core/resume/experience-schema.ts";

/*
 * The wizard's form schemas, in one module the steps import on their first check (use-lazy-schema-resolver.ts):
 * imported on its own, it keeps zod off every step's first load.
 */

/** The personal-info step's form (spec part 1 §3, §5). */
export { PersonalInfoFormSchema } from "#core/resume/personal-info-schema.ts";

/** The experience step's form: the list of jobs, at least one (spec part 1 §5). */
export const ExperienceFormSchema = z.object({ experiencias: ExperienceListSchema });

/** The education step's form: the list of courses, at least one (spec part 1 §5). */
export const EducationFormSchema = z.object({ formacoes: EducationListSchema });
