import { createHash, randomUUID } from "node:crypto";
import { and, eq, gt, like, lt } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { verification } from "../db/schema.ts";

const PREFIX = "verify-email:";
export const VERIFICATION_LINK_HOURS = 24;

const identifierOf = (token: string) => `${PREFIX}${createHash("sha256").update(token).digest("base64url")}`;

/**
 * better-auth's verification link carries a signed token that would work until it expires, however often
 * it is opened. Each token we mail is also recorded here (only its SHA-256), so a link works once: opening
 * it consumes the row, and a confirmed address drops every other link of that account.
 */
export async function recordVerificationToken(db: Database, userId: string, token: string): Promise<void> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + VERIFICATION_LINK_HOURS * 60 * 60 * 1000);
  // Links nobody opened in time are dropped as new ones are made, so the table does not grow for ever.
  await db
    .delete(verification)
    .where(and(like(verification.identifier, `${PREFIX}%`), lt(verification.expiresAt, now)));
  await db
    .insert(verification)
    .values({ id: randomUUID(), identifier: identifierOf(token), value: userId, expiresAt });
}

/** Takes the link out of use; says whether it was still unused and unexpired. */
export async function consumeVerificationToken(db: Database, token: string): Promise<boolean> {
  const removed = await db
    .delete(verification)
    .where(and(eq(verification.identifier, identifierOf(token)), gt(verification.expiresAt, new Date())))
    .returning({ id: verification.id });
  return removed.length > 0;
}

export async function revokeVerificationTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verification)
    .where(and(eq(verification.value, userId), like(verification.identifier, `${PREFIX}%`)));
}
