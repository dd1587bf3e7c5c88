import type { ResumeData } from "#core/resume/resume-data.ts";
import type { WizardStepId } from "../wizard-steps.ts";

export type MissingPart = { what: string; step: string; to: string };

/**
 * What keeps the draft from being a resume worth showing: without a name or a single job the rendering would
 * be mostly empty, so the final step points to the step to fill in instead.
 */
export function finalMissingParts(
  data: Pick<ResumeData, "nome" | "experiencias">,
  path: (id: WizardStepId) => string,
): MissingPart[] {
  const missing: MissingPart[] = [];
  if (!data.nome.trim())
    missing.push({ what: "Seu nome e contatos", step: "Preencher dados pessoais", to: path("dados") });
  if (data.experiencias.length === 0)
    missing.push({
      what: "Pelo menos uma experiência",
      step: "Adicionar experiência",
      to: path("experiencia"),
    });
  return missing;
}
