import { z } from "zod";
import { messages } from "../messages.ts";
import { requiredText } from "./capped-list.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { isWebAddress } from "./web-address.ts";

const optionalUrl = z
  .string({ error: messages.urlInvalida })
  .trim()
  .max(MAX.endereco, messages.enderecoMax)
  .refine((value) => value === "" || isWebAddress(value), messages.urlInvalida);

/** The personal-info form (spec part 1 §3, §5); linkedin and sitePortfolio are kept with the resume too. */
export const PersonalInfoFormSchema = z.object({
  nomeCompleto: requiredText(messages.nomeCompletoMin)
    .min(3, messages.nomeCompletoMin)
    .max(MAX.nome, messages.nomeMax),
  email: requiredText(messages.emailInvalido)
    .max(MAX.email, messages.emailMax)
    .pipe(z.email(messages.emailInvalido)),
  telefone: requiredText(messages.telefoneMin)
    .max(MAX.telefone, messages.telefoneMax)
    // The message promises digits: '(((((())))' is ten characters but no phone number.
    .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 10, messages.telefoneMin)
    .regex(/^[\d()\-\s]+$/, messages.telefoneFormato),
  // Both halves fit their own caps when the whole does (split at the first comma, see below).
  cidadeEstado: requiredText(messages.cidadeEstadoObrigatorio)
    .min(3, messages.cidadeEstadoObrigatorio)
    .max(MAX.cidade, messages.cidadeEstadoMax),
  linkedin: optionalUrl,
  sitePortfolio: optionalUrl,
});
