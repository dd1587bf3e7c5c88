/**
 * The words every output prints around the person's text: the templates, the PDF, the DOCX and the TXT of one
 * resume use these same titles, so a recruiter (and an ATS) finds each section where expected.
 */
export const SECTION_TITLES = {
  resumo: "Resumo Profissional",
  experiencias: "Experiência Profissional",
  formacoes: "Formação Acadêmica",
  hardSkills: "Habilidades Técnicas",
  softSkills: "Competências Comportamentais",
  contato: "Contato",
} as const;

export const CONTACT_LABELS = {
  email: "E-mail",
  telefone: "Telefone",
  local: "Localização",
  linkedin: "LinkedIn",
  site: "Site",
} as const;
