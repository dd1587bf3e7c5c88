import { asc, desc, eq, or } from "drizzle-orm";
import { toStoredAnalysis } from "../analysis/analysis.types.ts";
import type { Database } from "../db/database.ts";
import { purchases, resumeAnalyses, resumeDrafts, resumes, session, user } from "../db/schema.ts";
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
  const [sessions, resumeRows, analysisRows, drafts, purchaseRows] = await Promise.all([
    db.select().from(session).where(eq(session.userId, userId)).orderBy(asc(session.createdAt)),
    db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(desc(resumes.updatedAt)),
    db
      .select()
      .from(resumeAnalyses)
      .where(eq(resumeAnalyses.userId, userId))
      .orderBy(desc(resumeAnalyses.createdAt)),
    db
      .select()
      .from(resumeDrafts)
      .where(eq(resumeDrafts.userId, userId))
      .orderBy(asc(resumeDrafts.expiresAt)),
    db
      .select()
      .from(purchases)
      .where(or(eq(purchases.userId, userId), eq(purchases.email, person.email)))
      .orderBy(asc(purchases.createdAt)),
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
    analyses: analysisRows.map(toStoredAnalysis),
    drafts: drafts.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: row.createdAt?.toISOString() ?? null,
      expiresAt: row.expiresAt.toISOString(),
    })),
    purchases: purchaseRows.map((row) => ({
      provider: row.provider,
      providerSessionId: row.providerSessionId,
      email: row.email,
      amountCents: row.amountCents,
      currency: row.currency,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      planExpiresAt: row.planExpiresAt?.toISOString() ?? null,
    })),
  };
}
