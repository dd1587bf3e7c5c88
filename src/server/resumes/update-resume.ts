import { and, eq, sql } from "drizzle-orm";
import type { Resume } from "#core/api/resume-answer.ts";
import type { Database } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { findResume } from "./get-resume.ts";
import { isResumeId, summaryColumns, toSummary, type UpdateResumeInput } from "./resume.types.ts";
import { storedPhotoOf, withStoredPhoto } from "./stored-photo.ts";

type UpdateResumeOptions = { db: Database; userId: string; id: string; input: UpdateResumeInput };

/**
 * Saves over the version the client read, in one conditional UPDATE: of two saves based on the same
 * version exactly one matches the row, the other changes nothing and gets the conflict. A read-then-write
 * would let both pass the check and the second silently erase the first (see decision 0011).
 */
export async function updateResume({ db, userId, id, input }: UpdateResumeOptions): Promise<Resume> {
  if (!isResumeId(id)) throw new AppError("RESUME_NOT_FOUND");
  const storedPhoto = input.content.foto ? await storedPhotoOf({ db, userId, id }) : "";
  const content = await withStoredPhoto(input.content, storedPhoto);
  const [row] = await db
    .update(resumes)
    .set({
      name: input.name,
      content,
      templateId: input.templateId ?? input.content.templateId,
      // Left out, the stored status stays: a save from the wizard must not turn a draft into a final one.
      ...(input.status !== undefined ? { status: input.status } : {}),
      version: sql`${resumes.version} + 1`,
    })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId), eq(resumes.version, input.version)))
    // What was just written is the content: reading it back from the database would only cost the time.
    .returning(summaryColumns);
  if (row) return { ...toSummary(row), content };

  // Nothing matched: either there is no such resume for this user, or the client's version is stale.
  const current = await findResume({ db, userId, id });
  if (!current) throw new AppError("RESUME_NOT_FOUND");
  throw new AppError("RESUME_VERSION_CONFLICT", { current });
}
