import { z } from "zod";
import { type Finding, SEVERITIES } from "../analysis/finding.ts";
import type { ContentStep, ResumeStep } from "../analysis/placeholders.ts";
import type { JobAdMatch } from "../analysis/resume-analysis.ts";

/** The longest job ad an analysis reads: a long ad is ~6,000 characters; this leaves room for any real one. */
export const JOB_AD_MAX_LENGTH = 20_000;

const CONTENT_STEPS = [
  "dados",
  "resumo",
  "experiencia",
  "formacao",
  "habilidades",
] as const satisfies ContentStep[];
const STEPS = [...CONTENT_STEPS, "modelo"] as const satisfies ResumeStep[];

/** POST /api/resumes/:id/analyses: the job ad to compare with, pasted as text (optional). */
export const AnalyzeResumeBodySchema = z.object({
  vagaTexto: z
    .string({ error: "O texto da vaga deve ser um texto" })
    .max(
      JOB_AD_MAX_LENGTH,
      "O texto da vaga pode ter no máximo 20.000 caracteres. Cole só a descrição da vaga.",
    )
    .optional(),
});
export type AnalyzeResumeBody = z.output<typeof AnalyzeResumeBodySchema>;

export const FindingSchema = z.object({
  id: z.string(),
  severity: z.enum(SEVERITIES as [Finding["severity"], ...Finding["severity"][]]),
  message: z.string(),
  step: z.enum(STEPS),
}) satisfies z.ZodType<Finding>;

export const JobAdMatchSchema = z.object({
  terms: z.array(
    z.object({
      term: z.string(),
      required: z.boolean(),
      found: z.boolean(),
      step: z.enum(CONTENT_STEPS).nullable(),
    }),
  ),
  coverage: z.number().min(0).max(1),
}) satisfies z.ZodType<JobAdMatch>;

/**
 * One stored analysis as /api/resumes/:id/analyses answers it (core/analysis/resume-analysis.ts's
 * ResumeAnalysis, with its id and ISO date).
 */
export const StoredAnalysisSchema = z.object({
  id: z.string(),
  resumeId: z.string(),
  createdAt: z.iso.datetime(),
  score: z.number().int().min(0).max(100),
  findings: z.array(FindingSchema),
  jobAd: z.object({ text: z.string(), match: JobAdMatchSchema }).nullable(),
});
export type StoredAnalysis = z.output<typeof StoredAnalysisSchema>;

/** GET /api/analyses: the latest score of each of the person's analysed resumes. */
export const LatestScoreSchema = z.object({
  resumeId: z.string(),
  createdAt: z.iso.datetime(),
  score: z.number().int().min(0).max(100),
});
export type LatestScore = z.output<typeof LatestScoreSchema>;
