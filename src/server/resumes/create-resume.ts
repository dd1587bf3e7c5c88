import type { Resume } from "#core/api/resume-answer.ts";
import type { Database } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { type CreateResumeInput, toResume } from "./resume.types.ts";
import { withStoredPhoto } from "./stored-photo.ts";

type CreateResumeOptions = { db: Database; userId: string; input: CreateResumeInput };

/** Saves a new resume at version 1; the template defaults to the one chosen in the content (spec §3). */
export async function createResume({ db, userId, input }: CreateResumeOptions): Promise<Resume> {
  const content = await withStoredPhoto(input.content);
  const [row] = await db
    .insert(resumes)
    .values({
      userId,
      name: input.name,
      content,
      templateId: input.templateId ?? input.content.templateId,
      status: input.status ?? "finalizado",
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return toResume(row);
}
