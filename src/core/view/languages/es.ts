import type { ResumeLanguage } from "./resume-language.ts";

/** Spanish, in the neutral wording of Latin American resumes; headings in sentence case, as Spanish writes them. */
export const es: ResumeLanguage = {
  name: "Español",
  nameInPortuguese: "espanhol",
  htmlLang: "es",
  wordLang: "es-ES",
  documentTitle: "Currículum",
  docxDescription: "Currículum creado con Vitae",
  titles: {
    resumo: "Resumen profesional",
    experiencias: "Experiencia profesional",
    formacoes: "Formación académica",
    hardSkills: "Habilidades técnicas",
    softSkills: "Habilidades blandas",
    contato: "Contacto",
  },
  contactLabels: {
    email: "Correo",
    telefone: "Teléfono",
    local: "Ubicación",
    linkedin: "LinkedIn",
    site: "Sitio web",
  },
  months: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"],
  monthPattern: "{month}. {year}",
  currentJob: "Actualidad",
  currentCourse: "Actualidad",
  courseStatus: { em_andamento: "En curso", concluido: "Finalizado" },
  skillGroups: { hardSkills: "Habilidades técnicas", softSkills: "Habilidades blandas" },
  recognise: {
    words:
      "y el la los las del al en con un una unos unas su sus más también años año mi mis fue hasta " +
      "donde equipo personas muy pero es son responsable",
    endings: ["ción", "ciones", "dad", "dades"],
  },
};
