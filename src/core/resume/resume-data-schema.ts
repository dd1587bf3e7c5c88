import { z } from "zod";
import { messages } from "../messages.ts";
import { DEFAULT_RESUME_LANGUAGE, RESUME_LANGUAGE_IDS } from "../view/languages/languages.ts";
import { cappedText } from "./capped-list.ts";
import { EducationsSchema } from "./education-schema.ts";
import { ExperiencesSchema } from "./experience-schema.ts";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { PhotoSchema } from "./photo-schema.ts";
import { readResumeStyle } from "./resume-style.ts";
import { ResumeStyleSchema } from "./resume-style-schema.ts";
import { SkillListSchema } from "./skills-schema.ts";
import { DEFAULT_TEMPLATE_ID } from "./template-id.ts";
import { TemplateIdSchema } from "./template-id-schema.ts";

/**
 * The resume working data (spec part 1 §3): what the wizard builds, the server stores, the templates render.
 * Lists may be empty here (a draft in progress); the wizard steps enforce their own minimums. Every list and
 * text has a maximum size (decision 0020), so no resume is too big to check, render or export quickly.
 */
export const ResumeDataSchema = z.object({
  nome: cappedText(MAX.nome, messages.nomeMax).default(""),
  email: cappedText(MAX.email, messages.emailMax).default(""),
  telefone: cappedText(MAX.telefone, messages.telefoneMax).default(""),
  cidade: cappedText(MAX.cidade, messages.cidadeMax).default(""),
  estado: cappedText(MAX.estado, messages.estadoMax).default(""),
  linkedin: cappedText(MAX.endereco, messages.enderecoMax).default(""),
  sitePortfolio: cappedText(MAX.endereco, messages.enderecoMax).default(""),
  cargo: cappedText(MAX.cargo, messages.cargoMax).default(""),
  resumo: cappedText(MAX.resumo, messages.resumoMax).default(""),
  experiencias: ExperiencesSchema.default([]),
  formacoes: EducationsSchema.default([]),
  hardSkills: SkillListSchema,
  softSkills: SkillListSchema,
  templateId: TemplateIdSchema.default(DEFAULT_TEMPLATE_ID),
  /**
   * The language the resume is printed in (titles, dates, labels; the person's text is not translated).
   * Content saved before the field existed, and any unknown value, is Portuguese.
   */
  idioma: z.enum(RESUME_LANGUAGE_IDS).catch(DEFAULT_RESUME_LANGUAGE),
  /** Accent, fonts, section order and hidden sections; nothing chosen is the template's own look. */
  estilo: ResumeStyleSchema.default({}).catch((ctx) => readResumeStyle(ctx.value)),
  /** Optional photo (decision 0031): '' or an image data URL; stored, it is always the server's JPEG. */
  foto: PhotoSchema.default(""),
});
