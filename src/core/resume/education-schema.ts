import { z } from "zod";
import { messages } from "../messages.ts";
import { cappedList, requiredText } from "./capped-list.ts";
import { periodFields, withPeriodRule } from "./dated-entry.ts";
import { normalizeSituacao } from "./education.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";

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

/** The education step's list: at least one course (spec part 1 §5), at most 20 (decision 0020). */
export const EducationListSchema = z
  .array(EducationSchema)
  .min(1, messages.formacaoMin)
  .max(MAX.formacoes, messages.formacoesMax);

/** A resume's courses: may be empty while a draft is in progress. */
export const EducationsSchema = cappedList(EducationSchema, MAX.formacoes, messages.formacoesMax);
