import type { OrderableSection } from "#core/resume/resume-style.ts";

/** The sections as the wizard names them (the interface is Portuguese whatever the resume's language). */
export const SECTION_NAMES: Record<OrderableSection, string> = {
  resumo: "Resumo profissional",
  experiencias: "Experiência profissional",
  formacoes: "Formação acadêmica",
  hardSkills: "Habilidades técnicas",
  softSkills: "Competências comportamentais",
};
