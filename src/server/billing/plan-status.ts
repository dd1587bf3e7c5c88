import { isPlanActive } from "#core/plan/premium-plan.ts";
import type { Database } from "../db/database.ts";
import { settleDueDemoPix } from "./demo-provider.ts";
import { latestPlanExpiry } from "./plan-expiry.ts";

export type PlanStatus = { active: boolean; expiresAt: Date | null };

type GetPlanStatusOptions = { db: Database; userId: string; now?: Date };

/**
 * The user's plan, decided from their paid purchases: active while the latest expiry is in the future. A
 * demo Pix whose moment has come is granted first, as its webhook would have done.
 */
export async function getPlanStatus({
  db,
  userId,
  now = new Date(),
}: GetPlanStatusOptions): Promise<PlanStatus> {
  await settleDueDemoPix({ db, userId, now });
  const expiresAt = await latestPlanExpiry({ db, userId });
  return { active: isPlanActive(expiresAt, now), expiresAt };
}
