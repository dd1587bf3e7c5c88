import { z } from "zod";
import { EducationListSchema } from "#core/resume/education.ts";
import { ExperienceListSchema } from "#core/resume/experience.ts";

/** The experience step's form: the list of jobs, at least one (spec part 1 §5). */
export const ExperienceFormSchema = z.object({ experiencias: ExperienceListSchema });

/** The education step's form: the list of courses, at least one (spec part 1 §5). */
export const EducationFormSchema = z.object({ formacoes: EducationListSchema });
