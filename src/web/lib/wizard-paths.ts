/**
 * The address of each wizard step (spec part 1 §2), by the step ids the wizard and the resume analysis use
 * ('dados', 'experiencia'...). Here so that pages outside the wizard (the dashboard) open a step by its id.
 */
export const WIZARD_PATHS = {
  dados: "/criar-curriculo",
  resumo: "/resumo-profissional",
  experiencia: "/experiencia-profissional",
  formacao: "/formacao-academica",
  habilidades: "/habilidades",
  modelo: "/escolher-template",
  final: "/visualizacao-final",
} as const;
