import type { ResumeData } from "#core/resume/resume-data.ts";
import type { Database } from "../db/database.ts";
import { resumeDrafts } from "../db/schema.ts";

type CreateDraftOptions = { db: Database; userId: string | null; content: ResumeData };

/**
 * Stores an import's result. The id is a random UUID (122 random bits): for a visitor's draft, knowing the
 * id is the permission to read it. The database sets the 7-day expiry.
 */
export async function createDraft({ db, userId, content }: CreateDraftOptions): Promise<{ id: string }> {
  const [row] = await db.insert(resumeDrafts).values({ userId, content }).returning({ id: resumeDrafts.id });
  if (!row) throw new Error("the draft insert returned no row");
  return row;
}
