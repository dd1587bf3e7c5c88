import { and, eq, sql } from "drizzle-orm";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { Database } from "../db/database.ts";
import { resumes } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { PhotoError, preparePhoto } from "../photos/prepare-photo.ts";

/**
 * The content to store: a photo the resume does not already hold is decoded and re-encoded (decision 0031),
 * so what is stored is always our own small JPEG. The one already stored is kept as it is: saving again does
 * not re-encode it, and the client adopts the stored one after a save. A refused photo is a field issue.
 */
export async function withStoredPhoto(content: ResumeData, storedPhoto = ""): Promise<ResumeData> {
  if (!content.foto || content.foto === storedPhoto) return content;
  try {
    return { ...content, foto: await preparePhoto(content.foto) };
  } catch (error) {
    if (!(error instanceof PhotoError)) throw error;
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "content.foto", message: error.message }] });
  }
}

/** The photo a user's resume holds now ('' when none, or no such resume); read without the rest. */
export async function storedPhotoOf({ db, userId, id }: { db: Database; userId: string; id: string }) {
  const [row] = await db
    .select({ foto: sql<string | null>`${resumes.content}->>'foto'` })
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
  return row?.foto ?? "";
}
