import { z } from "zod";
import { messages } from "../messages.ts";
import { cappedList } from "./capped-list.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { formatMonth, isMonthRangeValid } from "./month.ts";

const SITUACOES = ["concluido", "em_andamento"] as const;
type Situacao = (typeof SITUACOES)[number];

/** Anything other than 'em_andamento' becomes 'concluido' (spec part 1 §4). */
export function normalizeSituacao(value: unknown): Situacao {
  return value === "em_andamento" ? "em_andamento" : "concluido";
}

export const EducationSchema = z
  .object({
    instituicao: z
      .string({ error: messages.instituicaoObrigatoria })
      .trim()
      .min(2, messages.instituicaoObrigatoria)
      .max(MAX.instituicao, messages.instituicaoMax),
    curso: z
      .string({ error: messages.cursoObrigatorio })
      .trim()
      .min(2, messages.cursoObrigatorio)
      .max(MAX.curso, messages.cursoMax),
    dataInicio: z
      .string({ error: messages.dataInicioObrigatoria })
      .trim()
      .min(1, messages.dataInicioObrigatoria)
      .max(MAX.data, messages.dataMax),
    dataFim: z.string().trim().max(MAX.data, messages.dataMax).optional().default(""),
    // A missing status (entries saved before the field existed) is 'concluido' too, not an English error.
    situacao: z.unknown().transform(normalizeSituacao).default("concluido"),
  })
  // Checked before the other fields are fixed, so the date mistake shows with the rest of the errors;
  // an end date is ignored while the course is in progress (the field is disabled and cleared below).
  .refine((edu) => edu.situacao === "em_andamento" || isMonthRangeValid(edu.dataInicio, edu.dataFim), {
    message: messages.dataFimAntesInicio,
    path: ["dataFim"],
  })
  // In progress means no end date yet: the field is cleared and disabled.
  .transform((edu) => (edu.situacao === "em_andamento" ? { ...edu, dataFim: "" } : edu));
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
  dataInicio: "",
  dataFim: "",
  situacao: "concluido",
};

/** Display form: 'start - Presente' / 'Em andamento', else 'start - end' / 'Concluído'. */
export function formatEducationPeriod(edu: Pick<Education, "dataInicio" | "dataFim" | "situacao">): {
  periodo: string;
  nivel: "Em andamento" | "Concluído";
} {
  const start = formatMonth(edu.dataInicio);
  if (edu.situacao === "em_andamento") return { periodo: `${start} - Presente`, nivel: "Em andamento" };
  const end = formatMonth(edu.dataFim ?? "");
  return { periodo: end ? `${start} - ${end}` : start, nivel: "Concluído" };
}
