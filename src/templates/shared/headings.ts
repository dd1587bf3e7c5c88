/** Section titles, the same in every template so a recruiter (and an ATS) finds them where expected. */
export const HEADINGS = {
  resumo: "Resumo Profissional",
  experiencias: "Experiência Profissional",
  formacoes: "Formação Acadêmica",
  hardSkills: "Habilidades Técnicas",
  softSkills: "Competências Comportamentais",
  contato: "Contato",
} as const;

export const CONTACT_LABELS = { email: "E-mail", telefone: "Telefone", local: "Localização" } as const;
