import type { z } from "zod";
import type { PersonalInfoFormSchema } from "./personal-info-schema.ts";
import type { ResumeData } from "./resume-data.ts";

export type PersonalInfoForm = z.infer<typeof PersonalInfoFormSchema>;

/** 'São Paulo, SP' -> { cidade: 'São Paulo', estado: 'SP' }; split at the first comma only. */
export function splitCidadeEstado(value: string): { cidade: string; estado: string } {
  const comma = value.indexOf(",");
  if (comma === -1) return { cidade: value.trim(), estado: "" };
  return { cidade: value.slice(0, comma).trim(), estado: value.slice(comma + 1).trim() };
}

export function joinCidadeEstado(cidade: string, estado: string): string {
  return [cidade.trim(), estado.trim()].filter(Boolean).join(", ");
}

/** The personal step's form values for a resume's data. */
export function personalInfoForm(
  data: Pick<ResumeData, "nome" | "email" | "telefone" | "cidade" | "estado" | "linkedin" | "sitePortfolio">,
): PersonalInfoForm {
  return {
    nomeCompleto: data.nome,
    email: data.email,
    telefone: data.telefone,
    cidadeEstado: joinCidadeEstado(data.cidade, data.estado),
    linkedin: data.linkedin,
    sitePortfolio: data.sitePortfolio,
  };
}
