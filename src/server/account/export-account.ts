import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { resumeDrafts, resumes, session, user } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { toResume } from "../resumes/resume.types.ts";
import type { AccountExport } from "./account.types.ts";

/**
 * The person's data as one JSON document. Session tokens and the password hash stay out: they are
 * credentials, not personal data, and a leaked export must not let anyone sign in.
 */
export async function exportAccount({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<AccountExport> {
  const [person] = await db.select().from(user).where(eq(user.id, userId));
  if (!person) throw new AppError("UNAUTHORIZED");
  const [sessions, resumeRows, drafts] = await Promise.all([
    db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt)),
    db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.updatedAt)),
    db
      .select()
      .from(resumeDrafts)
      .where(eq(resumeDrafts.userId, userId))
      .orderBy(asc(resumeDrafts.expiresAt)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    user: {
      id: person.id,
      name: person.name,
      email: person.email,
      createdAt: person.createdAt.toISOString(),
    },
    sessions: sessions.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
    })),
    resumes: resumeRows.map(toResume),
    drafts: drafts.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.createdAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}
