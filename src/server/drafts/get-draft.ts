import { and, eq, gt, isNull, or } from "drizzle-orm";
import { z } from "zod";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { Database } from "../db/database.ts";
import { resumeDrafts } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";

type GetDraftOptions = { db: Database; id: string; userId: string | null; now?: Date };

const isDraftId = (id: string) => z.uuid().safeParse(id).success;

/**
 * A draft that has not expired and that the caller may read: a visitor's draft by anyone holding its id, a
 * signed-in person's draft by that person only. Everything else (someone else's, expired, never existed)
 * answers the same 404, so ids reveal nothing.
 */
export async function getDraft({ db, id, userId, now = new Date() }: GetDraftOptions): Promise<ResumeData> {
  if (!isDraftId(id)) throw new AppError("DRAFT_NOT_FOUND");
  const owner =
    userId === null
      ? isNull(resumeDrafts.userId)
      : or(isNull(resumeDrafts.userId), eq(resumeDrafts.userId, userId));
  const [row] = await db
    .select({ content: resumeDrafts.content })
    .from(resumeDrafts)
    .where(and(eq(resumeDrafts.id, id), gt(resumeDrafts.expiresAt, now), owner));
  if (!row) throw new AppError("DRAFT_NOT_FOUND");
  return row.content;
}
