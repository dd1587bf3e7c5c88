import { type ResumeData, ResumeDataSchema } from "#core/resume/resume-data.ts";

/** A complete, valid resume; pass only what a test cares about. */
export function createResumeData(overrides: Partial<ResumeData> = {}): ResumeData {
  return ResumeDataSchema.parse({
    nome: "Ana Souza",
    email: "ana.souza@example.com",
    telefone: "(11) 98765-4321",
    cidade: "São Paulo",
    estado: "SP",
    cargo: "Analista de Dados",
    resumo: "Analista com cinco anos de experiência em dados e automação de relatórios.",
    experiencias: [
      {
        empresa: "Mercado Azul",
        cargo: "Analista de Dados",
        dataInicio: "2021-03",
        dataFim: "",
        atual: true,
        descricao: "Automatizei relatórios semanais e reduzi o tempo de fechamento em 40%.",
      },
    ],
    formacoes: [
      {
        instituicao: "Universidade de São Paulo",
        curso: "Estatística",
        dataInicio: "2015-02",
        dataFim: "2019-12",
        situacao: "concluido",
      },
    ],
    hardSkills: ["SQL", "Python"],
    softSkills: ["Comunicação"],
    templateId: "moderno",
    ...overrides,
  });
}
