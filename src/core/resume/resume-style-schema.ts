import { z } from "zod";
import { messages } from "../messages.ts";
import {
  ACCENT_IDS,
  FONT_PAIRING_IDS,
  isFullOrder,
  OPTIONAL_SECTIONS,
  ORDERABLE_SECTIONS,
} from "./resume-style.ts";

/** A resume's look as sent or stored; the choices themselves are listed in resume-style.ts. */
export const ResumeStyleSchema = z.object({
  corDestaque: z.enum(ACCENT_IDS, { message: messages.corDestaqueDesconhecida }).optional(),
  fontes: z.enum(FONT_PAIRING_IDS, { message: messages.fontesDesconhecidas }).optional(),
  ordemSecoes: z
    .array(z.enum(ORDERABLE_SECTIONS, { message: messages.ordemSecoesInvalida }))
    .refine(isFullOrder, messages.ordemSecoesInvalida)
    .optional(),
  secoesOcultas: z
    .array(z.enum(OPTIONAL_SECTIONS, { message: messages.secaoObrigatoria }))
    .max(OPTIONAL_SECTIONS.length, messages.secaoObrigatoria)
    .optional(),
});
