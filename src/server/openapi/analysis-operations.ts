import { z } from "zod";
import {
  AnalyzeResumeBodySchema,
  LatestScoreSchema,
  StoredAnalysisSchema,
} from "#core/api/analysis-answer.ts";
import { json, type Operation } from "./operation.ts";

// Analyses of a saved resume: the checks' findings, the score, and the history that shows progress.

const resumeId = "0b6e4f8a-3c1d-4e5f-9a7b-2c8d1e0f3a4b";
const analysis = {
  id: "5e2d7c1b-9a8f-4b3c-8d2e-1f0a9b8c7d6e",
  resumeId,
  createdAt: "2026-11-26T09:45:10.000Z",
  score: 80,
  findings: [
    {
      id: "resumo.texto-a-preencher",
      severity: "erro",
      message:
        "Resumo profissional: “[Personalize este resumo]” parece uma instrução ou um espaço a preencher e sairia assim no currículo; troque pelo seu texto ou apague.",
      step: "resumo",
    },
    {
      id: "contato.telefone-sem-ddd",
      severity: "aviso",
      message:
        "O telefone “98765-4321” está sem DDD, e quem liga de outra cidade não consegue falar com você; escreva com o DDD, como (11) 98765-4321.",
      step: "dados",
    },
  ],
  jobAd: null,
};
const AnalysisAnswer = z.object({ analysis: StoredAnalysisSchema });

export const analysisOperations: Operation[] = [
  {
    method: "post",
    path: "/api/resumes/:id/analyses",
    tag: "Análises",
    summary: "Analisa o currículo salvo e guarda o resultado (plano ativo)",
    description:
      "Os 20 resultados mais recentes de cada currículo ficam guardados. No máximo 10 análises por hora por conta.",
    signedIn: true,
    body: json(AnalyzeResumeBodySchema, { vagaTexto: "" }),
    answers: { 201: { description: "A análise", json: json(AnalysisAnswer, { analysis }) } },
    errors: [
      "UNAUTHORIZED",
      "RESUME_NOT_FOUND",
      "ANALYSIS_PLAN_REQUIRED",
      "VALIDATION_FAILED",
      "PAYLOAD_TOO_LARGE",
      "RATE_LIMITED",
    ],
  },
  {
    method: "get",
    path: "/api/resumes/:id/analyses",
    tag: "Análises",
    summary: "As análises guardadas do currículo, a mais recente primeiro",
    signedIn: true,
    answers: {
      200: {
        description: "Histórico",
        json: json(z.object({ analyses: z.array(StoredAnalysisSchema) }), { analyses: [analysis] }),
      },
    },
    errors: ["UNAUTHORIZED", "RESUME_NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/analyses",
    tag: "Análises",
    summary: "A pontuação mais recente de cada currículo já analisado",
    signedIn: true,
    answers: {
      200: {
        description: "Uma pontuação por currículo",
        json: json(z.object({ latest: z.array(LatestScoreSchema) }), {
          latest: [{ resumeId, createdAt: analysis.createdAt, score: analysis.score }],
        }),
      },
    },
    errors: ["UNAUTHORIZED"],
  },
];
