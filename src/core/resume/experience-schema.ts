import { z } from "zod";
import { messages } from "../messages.ts";
import { cappedList, requiredText } from "./capped-list.ts";
import { periodFields, withPeriodRule } from "./dated-entry.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";

/** One job (spec part 1 §3, §5); a current job has no end date. */
export const ExperienceSchema = withPeriodRule(
  z.object({
    empresa: requiredText(messages.empresaObrigatoria)
      .min(2, messages.empresaObrigatoria)
      .max(MAX.empresa, messages.empresaMax),
    cargo: requiredText(messages.cargoObrigatorio)
      .min(2, messages.cargoObrigatorio)
      .max(MAX.cargo, messages.cargoMax),
    ...periodFields,
    atual: z.boolean().default(false),
    descricao: requiredText(messages.descricaoMin)
      .min(10, messages.descricaoMin)
      .max(MAX.descricao, messages.descricaoMax),
  }),
  (exp) => exp.atual,
);

/** The experience step's list: at least one job (spec part 1 §5), at most 30 (decision 0020). */
export const ExperienceListSchema = z
  .array(ExperienceSchema)
  .min(1, messages.experienciaMin)
  .max(MAX.experiencias, messages.experienciasMax);

/** A resume's jobs: may be empty while a draft is in progress. */
export const ExperiencesSchema = cappedList(ExperienceSchema, MAX.experiencias, messages.experienciasMax);
