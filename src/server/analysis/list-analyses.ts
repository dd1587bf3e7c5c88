import { and, desc, eq } from "drizzle-orm";
import type { LatestScore, StoredAnalysis } from "#core/api/analysis-answer.ts";
import type { Database } from "../db/database.ts";
import { resumeAnalyses } from "../db/schema.ts";
import { getResume } from "../resumes/get-resume.ts";
import { toStoredAnalysis } from "./analysis.types.ts";

/** The analyses of one of the user's resumes, latest first; someone else's resume is RESUME_NOT_FOUND. */
export async function listAnalyses({
  db,
  userId,
  resumeId,
}: {
  db: Database;
  userId: string;
  resumeId: string;
}): Promise<StoredAnalysis[]> {
  await getResume({ db, userId, id: resumeId });
  const rows = await db
    .select()
    .from(resumeAnalyses)
    .where(and(eq(resumeAnalyses.resumeId, resumeId), eq(resumeAnalyses.userId, userId)))
    .orderBy(desc(resumeAnalyses.createdAt));
  return rows.map(toStoredAnalysis);
}

/** The latest score of each of the user's resumes that has been analysed. */
export async function latestScores({ db, userId }: { db: Database; userId: string }): Promise<LatestScore[]> {
  const rows = await db
    .selectDistinctOn([resumeAnalyses.resumeId], {
      resumeId: resumeAnalyses.resumeId,
      createdAt: resumeAnalyses.createdAt,
      score: resumeAnalyses.score,
    })
    .from(resumeAnalyses)
    .where(eq(resumeAnalyses.userId, userId))
    .orderBy(resumeAnalyses.resumeId, desc(resumeAnalyses.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
