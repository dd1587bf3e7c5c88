import { sql } from "drizzle-orm";
import { errorCode } from "../node-errors.ts";
import type { Database } from "./database.ts";

/** How long a client is asked to wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The socket failed: refused, reset, timed out, or the host could not be reached or even named. */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01–57P03 (the server is
 * shutting down, crashed or still starting), 53300 (too many connections).
 */
const SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** pg's own words for a lost connection and for a pool that could not get one in time. */
const DRIVER_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Cannot use a pool after calling end/i;

/**
 * Whether `error`, or anything it wraps (drizzle's DrizzleQueryError, better-auth's APIError, an
 * AggregateError of connection attempts), says the database could not be reached, as opposed to a query
 * that reached it and failed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  const code = errorCode(error) ?? "";
  if (SOCKET_CODES.has(code) || SQLSTATE.test(code) || DRIVER_MESSAGE.test(error.message)) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/** Whether the database answers now; false only when it could not be reached (see isDatabaseUnavailable). */
export async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch (error) {
    return !isDatabaseUnavailable(error);
  }
}
