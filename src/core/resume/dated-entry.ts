import { z } from "zod";
import { messages } from "../messages.ts";
import { requiredText } from "./capped-list.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { isMonthRangeValid } from "./month.ts";

/** The months of a job or a course: 'YYYY-MM' from the wizard, free text from an import. */
export const periodFields = {
  dataInicio: requiredText(messages.dataInicioObrigatoria)
    .min(1, messages.dataInicioObrigatoria)
    .max(MAX.data, messages.dataMax),
  dataFim: z.string().trim().max(MAX.data, messages.dataMax).optional().default(""),
};

export const emptyPeriod = { dataInicio: "", dataFim: "" };

/**
 * An entry whose end may not come before its start, except while it goes on: then the end is ignored, and
 * cleared, which keeps stored data consistent with the disabled field. The dates are checked before the
 * other fields are fixed, so the date mistake shows with the rest of the errors.
 */
export function withPeriodRule<Entry extends z.ZodType<{ dataInicio: string; dataFim: string }>>(
  entry: Entry,
  ongoing: (value: z.output<Entry>) => boolean,
) {
  return entry
    .refine((value) => ongoing(value) || isMonthRangeValid(value.dataInicio, value.dataFim), {
      message: messages.dataFimAntesInicio,
      path: ["dataFim"],
    })
    .transform((value): z.output<Entry> => (ongoing(value) ? { ...value, dataFim: "" } : value));
}
