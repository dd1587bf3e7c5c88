import { z } from "zod";
import { messages } from "../messages.ts";
import type { ResumeLanguage } from "../view/languages/resume-language.ts";
import { cappedList, requiredText } from "./capped-list.ts";
import { emptyPeriod, periodFields, withPeriodRule } from "./dated-entry.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { formatPeriod } from "./month.ts";

const SITUACOES = ["concluido", "em_andamento"] as const;
type Situacao = (typeof SITUACOES)[number];

/** Anything other than 'em_andamento' becomes 'concluido' (spec part 1 §4). */
export function normalizeSituacao(value: unknown): Situacao {
  return value === "em_andamento" ? "em_andamento" : "concluido";
}

/** One course; in progress means no end date yet. */
export const EducationSchema = withPeriodRule(
  z.object({
    instituicao: requiredText(messages.instituicaoObrigatoria)
      .min(2, messages.instituicaoObrigatoria)
      .max(MAX.instituicao, messages.instituicaoMax),
    curso: requiredText(messages.cursoObrigatorio)
      .min(2, messages.cursoObrigatorio)
      .max(MAX.curso, messages.cursoMax),
    ...periodFields,
    // A missing status (entries saved before the field existed) is 'concluido' too, not an English error.
    situacao: z.unknown().transform(normalizeSituacao).default("concluido"),
  }),
  (edu) => edu.situacao === "em_andamento",
);
export type Education = z.infer<typeof EducationSchema>;

/** The education step's list: at least one course (spec part 1 §5), at most 20 (decision 0020). */
export const EducationListSchema = z
  .array(EducationSchema)
  .min(1, messages.formacaoMin)
  .max(MAX.formacoes, messages.formacoesMax);

/** A resume's courses: may be empty while a draft is in progress. */
export const EducationsSchema = cappedList(EducationSchema, MAX.formacoes, messages.formacoesMax);

export const emptyEducation: Education = {
  instituicao: "",
  curso: "",
  ...emptyPeriod,
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
