import { and, eq, or } from "drizzle-orm";
import { FAILED_SIGN_IN_RULE, failedSignInKey, failedSignInPrefix } from "../auth/failed-sign-in.ts";
import type { Database } from "../db/database.ts";
import { account, purchases, resumeAnalyses, resumeDrafts, resumes, session, user } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { clearRateLimits } from "../rate-limit/rate-limit.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit-middleware.ts";

type VerifyPassword = (data: { password: string; hash: string }) => Promise<boolean>;

type DeleteAccountOptions = {
  db: Database;
  userId: string;
  email: string;
  password: string;
  /** better-auth's configured verifier, so this check is the same one sign-in makes. */
  verifyPassword: VerifyPassword;
};

/**
 * Erases the account (LGPD art. 18, VI) after checking the password. Everything goes in one transaction:
 * a failure halfway must not leave resumes without an account or an account without its sessions.
 */
export async function deleteAccount({ db, userId, email, password, verifyPassword }: DeleteAccountOptions) {
  // Guesses here are limited like failed sign-ins: a borrowed session must not become a way to try passwords.
  await enforceRateLimit(db, failedSignInKey(email, "account-deletion"), FAILED_SIGN_IN_RULE);
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  const valid = credential?.hash ? await verifyPassword({ hash: credential.hash, password }) : false;
  if (!valid) throw new AppError("INVALID_PASSWORD");

  await db.transaction(async (tx) => {
    await tx.delete(resumeAnalyses).where(eq(resumeAnalyses.userId, userId));
    await tx.delete(resumes).where(eq(resumes.userId, userId));
    await tx.delete(resumeDrafts).where(eq(resumeDrafts.userId, userId));
    // Our copy of the payments goes too; the payment provider keeps the fiscal record (see the privacy policy).
    await tx.delete(purchases).where(or(eq(purchases.userId, userId), eq(purchases.email, email)));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    // The counters' keys hold the e-mail address: they go with the rest.
    await clearRateLimits(tx, failedSignInPrefix(email));
  });
}
