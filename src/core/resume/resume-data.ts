import type { z } from "zod";
import { DEFAULT_RESUME_LANGUAGE } from "../view/languages/languages.ts";
import type { ResumeDataSchema } from "./resume-data-schema.ts";
import { DEFAULT_TEMPLATE_ID } from "./template-id.ts";

/** Its schema, with each field's limits, is in resume-data-schema.ts (zod stays off the wizard's first load). */
export type ResumeData = z.infer<typeof ResumeDataSchema>;

export function emptyResumeData(): ResumeData {
  return {
    nome: "",
    email: "",
    telefone: "",
    cidade: "",
    estado: "",
    linkedin: "",
    sitePortfolio: "",
    cargo: "",
    resumo: "",
    experiencias: [],
    formacoes: [],
    hardSkills: [],
    softSkills: [],
    templateId: DEFAULT_TEMPLATE_ID,
    idioma: DEFAULT_RESUME_LANGUAGE,
    estilo: {},
    foto: "",
  };
}

/** The headline: the chosen cargo, else the first experience's role (spec part 1 §3). */
export function resumeHeadline(data: Pick<ResumeData, "cargo" | "experiencias">): string {
  return data.cargo.trim() || data.experiencias[0]?.cargo.trim() || "";
}
