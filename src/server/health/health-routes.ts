import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/database.ts";
import { DATABASE_RETRY_AFTER_SECONDS } from "../db/database-unavailable.ts";
import { AppError } from "../http/errors.ts";

/** For load balancers and uptime checks: healthy means the database answers. */
export function healthRoutes({ db }: { db: Database }) {
  return new Hono().get("/health", async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      throw new AppError("SERVICE_UNAVAILABLE", {
        cause: error,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    return c.json({ status: "ok" });
  });
}
