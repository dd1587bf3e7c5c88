import { z } from "zod";
import { messages } from "../messages.ts";
import { formatMonth, isMonthRangeValid } from "./month.ts";

/** One job (spec part 1 §3, §5). dataInicio/dataFim are month values 'YYYY-MM'. */
export const ExperienceSchema = z
  .object({
    empresa: z.string({ error: messages.empresaObrigatoria }).trim().min(2, messages.empresaObrigatoria),
    cargo: z.string({ error: messages.cargoObrigatorio }).trim().min(2, messages.cargoObrigatorio),
    dataInicio: z
      .string({ error: messages.dataInicioObrigatoria })
      .trim()
      .min(1, messages.dataInicioObrigatoria),
    dataFim: z.string().trim().optional().default(""),
    atual: z.boolean().default(false),
    descricao: z.string({ error: messages.descricaoMin }).trim().min(10, messages.descricaoMin),
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

export const ExperienceListSchema = z.array(ExperienceSchema).min(1, messages.experienciaMin);

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
