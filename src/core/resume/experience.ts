import type { z } from "zod";
import type { ResumeLanguage } from "../view/languages/resume-language.ts";
import type { ExperienceSchema } from "./experience-schema.ts";
import { formatPeriod } from "./month.ts";

export type Experience = z.infer<typeof ExperienceSchema>;

export const emptyExperience: Experience = {
  empresa: "",
  cargo: "",
  dataInicio: "",
  dataFim: "",
  atual: false,
  descricao: "",
};

/** 'start - Atual' ('Present', 'Actualidad') for a current job, else 'start - end' (spec part 1 §4). */
export function formatExperiencePeriod(
  exp: Pick<Experience, "dataInicio" | "dataFim" | "atual">,
  language: ResumeLanguage,
): string {
  return formatPeriod(exp.dataInicio, exp.atual ? language.currentJob : exp.dataFim, language);
}
