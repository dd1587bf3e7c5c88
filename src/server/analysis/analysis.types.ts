import type { StoredAnalysis } from "#core/api/analysis-answer.ts";
import type { resumeAnalyses } from "../db/schema.ts";

/** How many analyses a resume keeps: enough to see progress over months, without growing forever. */
export const ANALYSES_KEPT_PER_RESUME = 20;

type AnalysisRow = typeof resumeAnalyses.$inferSelect;

export function toStoredAnalysis(row: AnalysisRow): StoredAnalysis {
  return {
    id: row.id,
    resumeId: row.resumeId,
    createdAt: row.createdAt.toISOString(),
    score: row.score,
    findings: row.findings,
    jobAd: row.jobAd !== null && row.jobAdMatch ? { text: row.jobAd, match: row.jobAdMatch } : null,
  };
}
