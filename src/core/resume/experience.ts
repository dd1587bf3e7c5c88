import { z } from "zod";
import { messages } from "../messages.ts";
import { formatMonth, isMonthRangeValid } from "./month.ts";

/** One job (spec part 1 §3, §5). dataInicio/dataFim are month values 'YYYY-MM'. */
export const ExperienceSchema = z
  .object({
    empresa: z.string().trim().min(2, messages.empresaObrigatoria),
    cargo: z.string().trim().min(2, messages.cargoObrigatorio),
    dataInicio: z.string().trim().min(1, messages.dataInicioObrigatoria),
    dataFim: z.string().trim().optional().default(""),
    atual: z.boolean().default(false),
    descricao: z.string().trim().min(10, messages.descricaoMin),
  })
  // A current job has no end date: clearing it keeps stored data consistent with the disabled field.
  .transform((exp) => (exp.atual ? { ...exp, dataFim: "" } : exp))
  .refine((exp) => isMonthRangeValid(exp.dataInicio, exp.dataFim), {
    message: messages.dataFimAntesInicio,
    path: ["dataFim"],
  });
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
