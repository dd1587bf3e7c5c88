import type { z } from "zod";
import type { ResumeLanguage } from "../view/languages/resume-language.ts";
import type { EducationSchema } from "./education-schema.ts";
import { formatPeriod } from "./month.ts";

const SITUACOES = ["concluido", "em_andamento"] as const;
type Situacao = (typeof SITUACOES)[number];

/** Anything other than 'em_andamento' becomes 'concluido' (spec part 1 §4). */
export function normalizeSituacao(value: unknown): Situacao {
  return value === "em_andamento" ? "em_andamento" : "concluido";
}

export type Education = z.infer<typeof EducationSchema>;

export const emptyEducation: Education = {
  instituicao: "",
  curso: "",
  dataInicio: "",
  dataFim: "",
  situacao: "concluido",
};

/** Display form: 'start - Presente' / 'Em andamento', else 'start - end' / 'Concluído', in the resume's language. */
export function formatEducationPeriod(
  edu: Pick<Education, "dataInicio" | "dataFim" | "situacao">,
  language: ResumeLanguage,
): { periodo: string; nivel: string } {
  const nivel = language.courseStatus[edu.situacao];
  if (edu.situacao === "em_andamento") {
    return { periodo: formatPeriod(edu.dataInicio, language.currentCourse, language), nivel };
  }
  return { periodo: formatPeriod(edu.dataInicio, edu.dataFim, language), nivel };
}
