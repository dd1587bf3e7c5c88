import type { ResumeLanguage } from "./resume-language.ts";

/** English, with the headings recruiters' systems look for ('Work Experience', 'Education'). */
export const en: ResumeLanguage = {
  name: "English",
  nameInPortuguese: "inglês",
  htmlLang: "en",
  wordLang: "en-US",
  documentTitle: "Resume",
  docxDescription: "Resume created with Vitae",
  titles: {
    resumo: "Professional Summary",
    experiencias: "Work Experience",
    formacoes: "Education",
    hardSkills: "Technical Skills",
    softSkills: "Soft Skills",
    contato: "Contact",
  },
  contactLabels: {
    email: "Email",
    telefone: "Phone",
    local: "Location",
    linkedin: "LinkedIn",
    site: "Website",
  },
  months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  monthPattern: "{month} {year}",
  currentJob: "Present",
  currentCourse: "Present",
  courseStatus: { em_andamento: "In progress", concluido: "Completed" },
  skillGroups: { hardSkills: "Technical skills", softSkills: "Soft skills" },
  recognise: {
    words:
      "the and of to in for with on at by from an my i is was were are been our that this which into " +
      "over while years team led built managed developed using through across including responsible",
    endings: ["tion", "tions", "ship", "ness", "ly"],
  },
};
