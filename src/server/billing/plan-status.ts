import { and, eq, max } from "drizzle-orm";
import { isPlanActive } from "#core/plan/premium-plan.ts";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";
import { settleDueDemoPix } from "./demo-provider.ts";

export type PlanStatus = { active: boolean; expiresAt: Date | null };

/**
 * The user's plan, decided from their paid purchases: active while the latest expiry is in the future. A
 * demo Pix whose moment has come is granted first, as its webhook would have done.
 */
export async function getPlanStatus(db: Database, userId: string, now = new Date()): Promise<PlanStatus> {
  await settleDueDemoPix(db, userId, now);
  const [row] = await db
    .select({ expiresAt: max(purchases.planExpiresAt) })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, "paid")));
  const expiresAt = row?.expiresAt ?? null;
  return { active: isPlanActive(expiresAt, now), expiresAt };
}
