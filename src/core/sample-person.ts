import type { ResumeData } from "./resume/resume-data.ts";

/**
 * The sample resume's person (sample-resume.ts): contacts, education and skills, all improve mode starts from.
 * Apart from the jobs and their texts, so that a wizard step loads only this much of the sample.
 */
export const samplePerson: Pick<
  ResumeData,
  "nome" | "email" | "telefone" | "cidade" | "estado" | "formacoes" | "hardSkills" | "softSkills"
> = {
  nome: "Camila Ferreira Lima",
  email: "camila.ferreira@exemplo.com.br",
  telefone: "(11) 98765-4321",
  cidade: "São Paulo",
  estado: "SP",
  formacoes: [
    {
      instituicao: "Instituto Paulista de Negócios",
      curso: "MBA em Marketing Digital e Growth",
      dataInicio: "2024-03",
      dataFim: "",
      situacao: "em_andamento",
    },
    {
      instituicao: "Universidade Vale do Tietê",
      curso: "Bacharelado em Publicidade e Propaganda",
      dataInicio: "2007-02",
      dataFim: "2010-12",
      situacao: "concluido",
    },
  ],
  hardSkills: [
    "Google Ads",
    "Meta Ads",
    "Google Analytics 4",
    "SEO",
    "RD Station",
    "Power BI",
    "Testes A/B",
    "SQL",
  ],
  softSkills: [
    "Liderança de equipes",
    "Comunicação clara",
    "Pensamento analítico",
    "Negociação",
    "Organização",
  ],
};
