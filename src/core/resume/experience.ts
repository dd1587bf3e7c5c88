import { z } from "zod";
import { messages } from "../messages.ts";
import { cappedList } from "./capped-list.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { formatMonth, isMonthRangeValid } from "./month.ts";

/** One job (spec part 1 §3, §5). dataInicio/dataFim are month values 'YYYY-MM'. */
export const ExperienceSchema = z
  .object({
    empresa: z
      .string({ error: messages.empresaObrigatoria })
      .trim()
      .min(2, messages.empresaObrigatoria)
      .max(MAX.empresa, messages.empresaMax),
    cargo: z
      .string({ error: messages.cargoObrigatorio })
      .trim()
      .min(2, messages.cargoObrigatorio)
      .max(MAX.cargo, messages.cargoMax),
    dataInicio: z
      .string({ error: messages.dataInicioObrigatoria })
      .trim()
      .min(1, messages.dataInicioObrigatoria)
      .max(MAX.data, messages.dataMax),
    dataFim: z.string().trim().max(MAX.data, messages.dataMax).optional().default(""),
    atual: z.boolean().default(false),
    descricao: z
      .string({ error: messages.descricaoMin })
      .trim()
      .min(10, messages.descricaoMin)
      .max(MAX.descricao, messages.descricaoMax),
  })
  // Checked before the other fields are fixed, so the date mistake shows with the rest of the errors;
  // a current job's end date is ignored (the field is disabled and cleared below).
  .refine((exp) => exp.atual || isMonthRangeValid(exp.dataInicio, exp.dataFim), {
    message: messages.dataFimAntesInicio,
    path: ["dataFim"],
  })
  // A current job has no end date: clearing it keeps stored data consistent with the disabled field.
  .transform((exp) => (exp.atual ? { ...exp, dataFim: "" } : exp));
export type Experience = z.infer<typeof ExperienceSchema>;

/** The experience step's list: at least one job (spec part 1 §5), at most 30 (decision 0020). */
export const ExperienceListSchema = z
  .array(ExperienceSchema)
  .min(1, messages.experienciaMin)
  .max(MAX.experiencias, messages.experienciasMax);

/** A resume's jobs: may be empty while a draft is in progress. */
export const ExperiencesSchema = cappedList(ExperienceSchema, MAX.experiencias, messages.experienciasMax);

export const emptyExperience: Experience = {
  empresa: "",
  cargo: "",
  dataInicio: "",
  dataFim: "",
  atual: false,
  descricao: "",
};

/** 'start - Atual' for a current job, else 'start - end' (spec part 1 §4). */
export function formatExperiencePeriod(exp: Pick<Experience, "dataInicio" | "dataFim" | "atual">): string {
  const start = formatMonth(exp.dataInicio);
  if (exp.atual) return `${start} - Atual`;
  const end = formatMonth(exp.dataFim ?? "");
  return end ? `${start} - ${end}` : start;
}
