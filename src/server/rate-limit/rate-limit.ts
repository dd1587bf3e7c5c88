import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { rateLimits } from "../db/schema.ts";

/** A fixed window: at most `limit` hits per `windowMs`, counted in the database for every app instance. */
export type RateRule = { limit: number; windowMs: number };
export type RateVerdict = { limited: boolean; retryAfterSeconds: number };

// No rule has a window longer than this; older rows count for nothing.
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;
const PURGE_CHANCE = 0.01;

const secondsUntil = (date: Date, now: Date) => Math.ceil((date.getTime() - now.getTime()) / 1000);

/**
 * Counts one hit for `key` and says whether it went over the rule. One atomic upsert, so instances
 * racing on the same key never lose a hit.
 */
export async function hitRateLimit(
  db: Database,
  { key, rule, now = new Date() }: { key: string; rule: RateRule; now?: Date },
): Promise<RateVerdict> {
  const windowStart = new Date(now.getTime() - rule.windowMs).toISOString();
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning();
  if (!row) throw new Error("the rate-limit upsert returned no row");
  // Every key makes a row; now and then the long-finished windows are dropped so the table stays small.
  if (Math.random() < PURGE_CHANCE) await purgeOldWindows(db, now);
  const resetsAt = new Date(row.windowStartedAt.getTime() + rule.windowMs);
  return { limited: row.count > rule.limit, retryAfterSeconds: secondsUntil(resetsAt, now) };
}

export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Clears every counter whose key starts with `prefix` (compared as text: no LIKE wildcards in e-mails). */
export async function clearRateLimits(db: Database, prefix: string): Promise<void> {
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})`);
}

async function purgeOldWindows(db: Database, now: Date): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - LONGEST_WINDOW_MS)));
}
