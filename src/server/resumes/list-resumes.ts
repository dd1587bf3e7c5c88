import { desc, eq } from "drizzle-orm";
import type { ResumeSummary } from "#core/api/resume-answer.ts";
import type { Database } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { summaryColumns, toSummary } from "./resume.types.ts";

/** The dashboard's list: the user's resumes without their content, most recently edited first. */
export async function listResumes({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<ResumeSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(resumes)
    .where(eq(resumes.userId, userId))
    // The id breaks ties, so two saves in the same millisecond still list in a stable order.
    .orderBy(desc(resumes.updatedAt), desc(resumes.id));
  return rows.map(toSummary);
}
