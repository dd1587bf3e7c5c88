import type { RateRule } from "../rate-limit/rate-limit.ts";

/**
 * Per account and client address: guessing one person's password from one machine stops here, and a
 * stranger's guesses never lock the owner out of their own account elsewhere (the per-address limit on
 * sign-in and the password strength rule bound guessing from many machines).
 */
export const FAILED_SIGN_IN_RULE: RateRule = { limit: 5, windowMs: 15 * 60_000 };

/** The counters of one account (e-mail as better-auth stores it, lower case), one per client address. */
export const failedSignInPrefix = (email: string) => `failed-sign-in:${email.trim().toLowerCase()}:`;

export const failedSignInKey = (email: string, address: string) => `${failedSignInPrefix(email)}${address}`;
