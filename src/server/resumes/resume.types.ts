import { z } from "zod";
import type { Resume, ResumeSummary } from "#core/api/resume-answer.ts";
import { messages } from "#core/messages.ts";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import { ResumeDataSchema } from "#core/resume/resume-data-schema.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { TemplateIdSchema } from "#core/resume/template-id-schema.ts";
import { resumes } from "../db/schema.ts";
import { refuseUnstorableText } from "./storable-text.ts";

const STATUS_MAX = 40;

const name = z
  .string({ error: messages.nomeCurriculoObrigatorio })
  .trim()
  .min(1, messages.nomeCurriculoObrigatorio)
  .max(RESUME_LIMITS.nomeCurriculo, messages.nomeCurriculoMax);

const ResumeFields = {
  name,
  content: ResumeDataSchema,
  templateId: TemplateIdSchema.optional(),
  status: z
    .string({ error: "Situação do currículo inválida" })
    .trim()
    .min(1, "Situação do currículo inválida")
    .max(STATUS_MAX, "Situação do currículo inválida")
    .optional(),
};

/** POST /api/resumes */
export const CreateResumeBody = z
  .object(ResumeFields)
  .superRefine((body, ctx) => refuseUnstorableText(body, ctx));
export type CreateResumeInput = z.output<typeof CreateResumeBody>;

/** PUT /api/resumes/:id — `version` is the one the client read; a different stored one means a conflict. */
export const UpdateResumeBody = z
  .object({
    ...ResumeFields,
    version: z
      .number({ error: "Versão do currículo inválida" })
      .int("Versão do currículo inválida")
      .min(1, "Versão do currículo inválida")
      .max(2 ** 31 - 1, "Versão do currículo inválida"),
  })
  .superRefine((body, ctx) => refuseUnstorableText(body, ctx));
export type UpdateResumeInput = z.output<typeof UpdateResumeBody>;

/** A malformed id can match no resume, so it answers like a missing one instead of reaching the query. */
export const isResumeId = (id: string) => z.uuid().safeParse(id).success;

type ResumeRow = typeof resumes.$inferSelect;

/** The columns of a resume's summary: what the dashboard lists, and what a save reads back. */
export const summaryColumns = {
  id: resumes.id,
  name: resumes.name,
  templateId: resumes.templateId,
  status: resumes.status,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
  version: resumes.version,
};

export function toSummary(row: Omit<ResumeRow, "content" | "userId">): ResumeSummary {
  return {
    id: row.id,
    name: row.name,
    // Stored only through TemplateIdSchema (or the column's default), so always one of ours.
    templateId: row.templateId as TemplateId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export function toResume(row: ResumeRow): Resume {
  return { ...toSummary(row), content: row.content };
}
