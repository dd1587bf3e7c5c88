import type { ResumeLanguage } from "./resume-language.ts";

/** Brazilian Portuguese, the default: the wording of the product's specification. */
export const pt: ResumeLanguage = {
  name: "Português",
  nameInPortuguese: "português",
  htmlLang: "pt-BR",
  wordLang: "pt-BR",
  documentTitle: "Currículo",
  docxDescription: "Currículo criado no Vitae",
  titles: {
    resumo: "Resumo Profissional",
    experiencias: "Experiência Profissional",
    formacoes: "Formação Acadêmica",
    hardSkills: "Habilidades Técnicas",
    softSkills: "Competências Comportamentais",
    contato: "Contato",
  },
  contactLabels: {
    email: "E-mail",
    telefone: "Telefone",
    local: "Localização",
    linkedin: "LinkedIn",
    site: "Site",
  },
  months: ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"],
  monthPattern: "{month}/{year}",
  currentJob: "Atual",
  currentCourse: "Presente",
  courseStatus: { em_andamento: "Em andamento", concluido: "Concluído" },
  skillGroups: { hardSkills: "Competências técnicas", softSkills: "Competências comportamentais" },
  recognise: {
    words:
      "e em da do das dos na nas nos com um uma ao aos à às os pelo pela não são foi mais também seu " +
      "sua seus suas meu minha até já ou onde anos equipe pessoas atuei trabalhei responsável",
    endings: ["ão", "ões", "ência", "ário", "ária"],
  },
};
