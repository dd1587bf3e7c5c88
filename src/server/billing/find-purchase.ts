import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";

export type Purchase = typeof purchases.$inferSelect;

/** The purchase row of a provider session, or undefined when none was recorded. */
export async function findPurchase({
  db,
  sessionId,
}: {
  db: Database;
  sessionId: string;
}): Promise<Purchase | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
  return row;
}
