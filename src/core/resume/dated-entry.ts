import { z } from "zod";
import { messages } from "../messages.ts";
import { requiredText } from "./capped-list.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { isMonthRangeValid } from "./month.ts";

/** A year still being typed ('202', '202-03'): the wizard's fields never store one on purpose. */
const PARTIAL_YEAR = /^\d{1,3}(-\d{2})?$/;
const wholeYear = (value: string) => !PARTIAL_YEAR.test(value);

/**
 * The dates of a job or a course: 'YYYY-MM' or a year alone 'YYYY' from the wizard, free text from older
 * imports (kept, and printed as typed).
 */
export const periodFields = {
  dataInicio: requiredText(messages.dataInicioObrigatoria)
    .min(1, messages.dataInicioObrigatoria)
    .max(MAX.data, messages.dataMax)
    .refine(wholeYear, messages.dataAnoIncompleto),
  dataFim: z
    .string()
    .trim()
    .max(MAX.data, messages.dataMax)
    .refine(wholeYear, messages.dataAnoIncompleto)
    .optional()
    .default(""),
};

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
