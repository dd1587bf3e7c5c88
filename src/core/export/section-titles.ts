/**
 * Section titles of the exported files, the same words the templates print (a server test keeps the two in
 * step), so the PDF, the DOCX and the TXT of one resume read alike.
 */
export const SECTION_TITLES = {
  resumo: "Resumo Profissional",
  experiencias: "Experiência Profissional",
  formacoes: "Formação Acadêmica",
  hardSkills: "Habilidades Técnicas",
  softSkills: "Competências Comportamentais",
} as const;

export const CONTACT_LABELS = { email: "E-mail", telefone: "Telefone", local: "Localização" } as const;
