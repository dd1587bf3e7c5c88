import { z } from "zod";
import { EducationSchema } from "./education.ts";
import { ExperienceSchema } from "./experience.ts";
import { SkillListSchema } from "./skills.ts";
import { DEFAULT_TEMPLATE_ID, TemplateIdSchema } from "./template-id.ts";

/**
 * The resume working data (spec part 1 §3): what the wizard builds, the server stores, the templates render.
 * Lists may be empty here (a draft in progress); the wizard steps enforce their own minimums.
 */
export const ResumeDataSchema = z.object({
  nome: z.string().default(""),
  email: z.string().default(""),
  telefone: z.string().default(""),
  cidade: z.string().default(""),
  estado: z.string().default(""),
  cargo: z.string().default(""),
  resumo: z.string().default(""),
  experiencias: z.array(ExperienceSchema).default([]),
  formacoes: z.array(EducationSchema).default([]),
  hardSkills: SkillListSchema,
  softSkills: SkillListSchema,
  templateId: TemplateIdSchema.default(DEFAULT_TEMPLATE_ID),
});
export type ResumeData = z.infer<typeof ResumeDataSchema>;

export function emptyResumeData(): ResumeData {
  return {
    nome: "",
    email: "",
    telefone: "",
    cidade: "",
    estado: "",
    cargo: "",
    resumo: "",
    experiencias: [],
    formacoes: [],
    hardSkills: [],
    softSkills: [],
    templateId: DEFAULT_TEMPLATE_ID,
  };
}

/** The headline: the chosen cargo, else the first experience's role (spec part 1 §3). */
export function resumeHeadline(data: Pick<ResumeData, "cargo" | "experiencias">): string {
  return data.cargo.trim() || data.experiencias[0]?.cargo.trim() || "";
}
