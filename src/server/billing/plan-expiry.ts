import { and, eq, max } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";

/** When the user's plan ends: the latest expiry of their paid purchases, or null when they have none. */
export async function latestPlanExpiry({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: max(purchases.planExpiresAt) })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, "paid")));
  return row?.expiresAt ?? null;
}
