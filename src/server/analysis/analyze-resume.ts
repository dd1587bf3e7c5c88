import { and, desc, eq, notInArray } from "drizzle-orm";
import { type Finding, SEVERITIES } from "#core/analysis/finding.ts";
import { scoreFindings } from "#core/analysis/score.ts";
import type { StoredAnalysis } from "#core/api/analysis-answer.ts";
import { assertActivePlan } from "../billing/download-rights.ts";
import type { Database } from "../db/database.ts";
import { resumeAnalyses } from "../db/schema.ts";
import { loadResumeForExport } from "../export/load-resume-for-export.ts";
import { ANALYSES_KEPT_PER_RESUME, toStoredAnalysis } from "./analysis.types.ts";
import type { AnalysisSetup } from "./analysis-checks.ts";

type AnalyzeResumeOptions = {
  db: Database;
  userId: string;
  resumeId: string;
  /** The job ad pasted by the person; blank means none. */
  jobAd: string | undefined;
  today: Date;
  setup: AnalysisSetup;
};

/**
 * Runs every check on the owner's stored resume and keeps the result. Someone else's resume is
 * RESUME_NOT_FOUND whatever their plan; then the owner needs an active plan (ANALYSIS_PLAN_REQUIRED).
 */
export async function analyzeResume({
  db,
  userId,
  resumeId,
  jobAd,
  today,
  setup,
}: AnalyzeResumeOptions): Promise<StoredAnalysis> {
  const { data } = await loadResumeForExport({ db, userId, id: resumeId, needsPlan: false });
  await assertActivePlan({ db, userId, purpose: "analysis" });
  const adText = jobAd?.trim() || null;
  const found = await Promise.all(setup.checks.map((check) => check(data, { today })));
  const job = adText ? setup.matchJobAd(adText, data) : null;
  const findings = mostSeriousFirst([...found.flat(), ...(job?.findings ?? [])]);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(resumeAnalyses)
      .values({
        resumeId,
        userId,
        score: scoreFindings(findings),
        findings,
        jobAd: job ? adText : null,
        jobAdMatch: job?.match ?? null,
      })
      .returning();
    const kept = tx
      .select({ id: resumeAnalyses.id })
      .from(resumeAnalyses)
      .where(eq(resumeAnalyses.resumeId, resumeId))
      .orderBy(desc(resumeAnalyses.createdAt))
      .limit(ANALYSES_KEPT_PER_RESUME);
    await tx
      .delete(resumeAnalyses)
      .where(and(eq(resumeAnalyses.resumeId, resumeId), notInArray(resumeAnalyses.id, kept)));
    return inserted;
  });
  if (!row) throw new Error("the analysis insert returned no row");
  return toStoredAnalysis(row);
}

/** Errors, then warnings, then tips; within each, the order the checks gave (the order the resume reads). */
function mostSeriousFirst(findings: Finding[]): Finding[] {
  return SEVERITIES.flatMap((severity) => findings.filter((finding) => finding.severity === severity));
}
