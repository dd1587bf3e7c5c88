import { and, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { isResumeId } from "./resume.types.ts";

/** Deletes one of the user's resumes; someone else's id answers like a missing one and deletes nothing. */
export async function deleteResume({ db, userId, id }: { db: Database; userId: string; id: string }) {
  if (!isResumeId(id)) throw new AppError("RESUME_NOT_FOUND");
  const deleted = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  if (deleted.length === 0) throw new AppError("RESUME_NOT_FOUND");
}
