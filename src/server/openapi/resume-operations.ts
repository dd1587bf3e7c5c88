import { z } from "zod";
import { API_ERROR_CODES } from "#core/api/error-codes.ts";
import { ResumeSchema, ResumeSummarySchema } from "#core/api/resume-answer.ts";
import { ExtractedResumeSchema, emptyExtractedResume } from "#core/import/extracted-resume.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { CreateResumeBody, UpdateResumeBody } from "../resumes/resume.types.ts";
import { json, type Operation } from "./operation.ts";

// Saved resumes, their downloads, and imports of an existing resume.

const summary = {
  id: "0b6e4f8a-3c1d-4e5f-9a7b-2c8d1e0f3a4b",
  name: "Currículo Vendas 2026",
  templateId: "moderno",
  status: "finalizado",
  createdAt: "2026-11-20T14:03:11.000Z",
  updatedAt: "2026-11-26T09:41:52.000Z",
  version: 3,
};
const resume = { ...summary, content: sampleResume };

/** How a save treats `content.foto` (decision 0031). */
const PHOTO_NOTE =
  "`content.foto` é opcional: uma imagem JPG ou PNG de até 5 MB como data URL (`data:image/jpeg;base64,...`). " +
  "Uma foto nova é recortada em 3:4 ao redor do centro, reduzida a no máximo 600×800 e regravada como JPEG sem " +
  "metadados; a resposta traz a foto guardada. Uma imagem recusada dá VALIDATION_FAILED com o motivo em " +
  "`issues` (`content.foto`).";
const ResumeAnswer = z.object({ resume: ResumeSchema });
const downloadErrors = ["UNAUTHORIZED", "RESUME_NOT_FOUND", "PLAN_REQUIRED"] as const;

const download = (path: string, media: string, what: string, free = false): Operation => ({
  method: "get",
  path,
  tag: "Currículos",
  summary: `Baixa o currículo em ${what}${free ? "" : " (plano ativo)"}`,
  signedIn: true,
  answers: { 200: { description: what, file: media } },
  errors: free ? ["UNAUTHORIZED", "RESUME_NOT_FOUND"] : [...downloadErrors],
});

export const resumeOperations: Operation[] = [
  {
    method: "get",
    path: "/api/resumes",
    tag: "Currículos",
    summary: "Os currículos da pessoa, o editado mais recentemente primeiro",
    signedIn: true,
    answers: {
      200: {
        description: "Lista",
        json: json(z.object({ resumes: z.array(ResumeSummarySchema) }), { resumes: [summary] }),
      },
    },
    errors: ["UNAUTHORIZED"],
  },
  {
    method: "get",
    path: "/api/resumes/:id",
    tag: "Currículos",
    summary: "Um currículo com o conteúdo",
    signedIn: true,
    answers: { 200: { description: "O currículo", json: json(ResumeAnswer, { resume }) } },
    errors: ["UNAUTHORIZED", "RESUME_NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/resumes",
    tag: "Currículos",
    summary: "Salva um novo currículo",
    description: PHOTO_NOTE,
    signedIn: true,
    body: json(CreateResumeBody, { name: summary.name, content: sampleResume }),
    answers: {
      201: {
        description: "Salvo, na versão 1",
        json: json(ResumeAnswer, { resume: { ...resume, version: 1 } }),
      },
    },
    errors: ["UNAUTHORIZED", "VALIDATION_FAILED", "PAYLOAD_TOO_LARGE"],
  },
  {
    method: "put",
    path: "/api/resumes/:id",
    tag: "Currículos",
    summary: "Salva por cima, se a versão lida ainda for a guardada",
    description:
      "Outra versão guardada (outra aba ou aparelho) dá RESUME_VERSION_CONFLICT com a versão atual em `current`. " +
      PHOTO_NOTE,
    signedIn: true,
    body: json(UpdateResumeBody, { name: summary.name, content: sampleResume, version: 3 }),
    answers: {
      200: {
        description: "Salvo, na versão seguinte",
        json: json(ResumeAnswer, { resume: { ...resume, version: 4 } }),
      },
    },
    errors: [
      "UNAUTHORIZED",
      "RESUME_NOT_FOUND",
      "VALIDATION_FAILED",
      "RESUME_VERSION_CONFLICT",
      "PAYLOAD_TOO_LARGE",
    ],
  },
  {
    method: "delete",
    path: "/api/resumes/:id",
    tag: "Currículos",
    summary: "Exclui um currículo",
    signedIn: true,
    answers: { 204: { description: "Excluído" } },
    errors: ["UNAUTHORIZED", "RESUME_NOT_FOUND"],
  },
  {
    ...download("/api/resumes/:id/pdf", "application/pdf", "PDF"),
    errors: [...downloadErrors, "PDF_BUSY", "PDF_UNAVAILABLE"],
  },
  download(
    "/api/resumes/:id/docx",
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "DOCX",
  ),
  download("/api/resumes/:id/txt", "text/plain", "TXT"),
  download("/api/resumes/:id/json-resume", "application/json", "JSON Resume", true),
  {
    method: "post",
    path: "/api/import",
    tag: "Importação",
    summary: "Lê um currículo em PDF ou DOCX (até 5 MB) e guarda os dados como rascunho",
    upload: ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    answers: {
      201: {
        description: "Dados extraídos e o rascunho que os guarda",
        json: json(z.object({ extractedData: ExtractedResumeSchema, draftId: z.string() }), {
          extractedData: { ...emptyExtractedResume(), nome: "Ana Souza", email: "ana.souza@exemplo.com.br" },
          draftId: "7d1c2b3a-4e5f-4a6b-8c9d-0e1f2a3b4c5d",
        }),
      },
    },
    // Every UPLOAD_* code: each bad file gets its own.
    errors: [...API_ERROR_CODES.filter((code) => code.startsWith("UPLOAD_")), "RATE_LIMITED"],
  },
  {
    method: "get",
    path: "/api/drafts/:id",
    tag: "Importação",
    summary: "Os dados de um rascunho de importação (7 dias; só de quem importou, se estava conectado)",
    answers: {
      200: {
        description: "O rascunho",
        json: json(z.object({ draft: z.object({ id: z.string(), content: z.unknown() }) }), {
          draft: { id: "7d1c2b3a-4e5f-4a6b-8c9d-0e1f2a3b4c5d", content: sampleResume },
        }),
      },
    },
    errors: ["DRAFT_NOT_FOUND"],
  },
];
