import type { Context, Env, MiddlewareHandler } from "hono";
import type { Database } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import { hitRateLimit, type RateRule } from "./rate-limit.ts";

/** Counts one hit for `key`; over the rule, the request ends as 429 RATE_LIMITED with Retry-After. */
export async function enforceRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  const verdict = await hitRateLimit(db, { key, rule });
  if (verdict.limited) throw new AppError("RATE_LIMITED", { retryAfterSeconds: verdict.retryAfterSeconds });
}

type RateLimitOptions<E extends Env> = {
  db: Database;
  rule: RateRule;
  /** The counter this request adds to, e.g. byClientAddress("sign-in", header) or one per account. */
  key: (c: Context<E>) => string;
};

/**
 * A route's rate limit, counted where it stands in the chain: placed before the body is read, even
 * malformed or oversized floods are counted. Limits learned only inside a handler use enforceRateLimit.
 */
export function rateLimit<E extends Env>({ db, rule, key }: RateLimitOptions<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    await enforceRateLimit(db, key(c), rule);
    await next();
  };
}
