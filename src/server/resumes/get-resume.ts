import { and, eq } from "drizzle-orm";
import type { Resume } from "#core/api/resume-answer.ts";
import type { Database } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { isResumeId, toResume } from "./resume.types.ts";

type GetResumeOptions = { db: Database; userId: string; id: string };

/** The stored resume, or undefined when this user has none with that id (someone else's included). */
export async function findResume({ db, userId, id }: GetResumeOptions): Promise<Resume | undefined> {
  if (!isResumeId(id)) return undefined;
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
  return row ? toResume(row) : undefined;
}

/** Another user's resume answers exactly like a missing one, so ids reveal nothing. */
export async function getResume(options: GetResumeOptions): Promise<Resume> {
  const resume = await findResume(options);
  if (!resume) throw new AppError("RESUME_NOT_FOUND");
  return resume;
}
