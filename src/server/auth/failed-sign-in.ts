import type { RateRule } from "../rate-limit/rate-limit.ts";

/** Per account, whatever the address: guessing one person's password from many machines stops here. */
export const FAILED_SIGN_IN_RULE: RateRule = { limit: 5, windowMs: 15 * 60_000 };

/** One counter per e-mail, as better-auth stores it (lower case). */
export const failedSignInKey = (email: string) => `failed-sign-in:${email.trim().toLowerCase()}`;
