import { z } from "zod";
import { StoredAnalysisSchema } from "#core/api/analysis-answer.ts";
import { ResumeSchema } from "#core/api/resume-answer.ts";

/** POST /api/account/delete: the password proves it is the owner, not someone at an unlocked screen. */
export const DeleteAccountBody = z.object({
  password: z.string({ error: "Senha é obrigatória" }).min(1, "Senha é obrigatória").max(1024),
});
export type DeleteAccountInput = z.output<typeof DeleteAccountBody>;

/** GET /api/account/export: everything we hold about the person (LGPD art. 18), tokens and hashes left out. */
export const AccountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.iso.datetime() }),
  sessions: z.array(
    z.object({
      id: z.string(),
      createdAt: z.iso.datetime(),
      updatedAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      ipAddress: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  resumes: z.array(ResumeSchema),
  /** Every stored analysis of those resumes, latest first. */
  analyses: z.array(StoredAnalysisSchema),
  drafts: z.array(
    z.object({
      id: z.string(),
      content: z.unknown(),
      createdAt: z.iso.datetime().nullable(),
      expiresAt: z.iso.datetime(),
    }),
  ),
  purchases: z.array(
    z.object({
      provider: z.string(),
      providerSessionId: z.string(),
      email: z.string().nullable(),
      amountCents: z.number(),
      currency: z.string(),
      status: z.string(),
      createdAt: z.iso.datetime(),
      paidAt: z.iso.datetime().nullable(),
      planExpiresAt: z.iso.datetime().nullable(),
    }),
  ),
});
export type AccountExport = z.output<typeof AccountExportSchema>;

export const EXPORT_FILE_NAME = "vitae-meus-dados.json";
