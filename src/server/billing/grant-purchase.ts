import { eq, sql } from "drizzle-orm";
import { PREMIUM_PLAN, planExpiryAfterPurchase } from "#core/plan/premium-plan.ts";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";
import { latestPlanExpiry } from "./plan-expiry.ts";

export type PaidPurchase = {
  provider: string;
  providerSessionId: string;
  userId: string;
  paidAt?: Date;
  /** When the 14 days start if no plan is running; defaults to paidAt (an e-mail purchase: when claimed). */
  startsAt?: Date;
};

/**
 * Records a paid Premium purchase for a user and extends their plan by 14 days from the later of now and the
 * current expiry. Idempotent per provider session: granting the same session again returns the first result.
 * The per-user advisory lock makes two purchases of one user, granted at once, extend one after the other.
 */
export async function grantPurchase({ db, ...purchase }: PaidPurchase & { db: Database }) {
  const paidAt = purchase.paidAt ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`plan:${purchase.userId}`}))`);
    const [existing] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, purchase.providerSessionId));
    // Granted already. A paid e-mail purchase not yet claimed by its account has no expiry and goes on.
    if (existing?.status === "paid" && existing.userId && existing.planExpiresAt) return existing;
    const currentExpiry = await latestPlanExpiry({ db: tx, userId: purchase.userId });
    const values = {
      provider: purchase.provider,
      providerSessionId: purchase.providerSessionId,
      userId: purchase.userId,
      amountCents: PREMIUM_PLAN.amountCents,
      currency: PREMIUM_PLAN.currency,
      status: "paid",
      paidAt,
      planExpiresAt: planExpiryAfterPurchase(purchase.startsAt ?? paidAt, currentExpiry),
    };
    const [row] = await tx
      .insert(purchases)
      .values(values)
      .onConflictDoUpdate({ target: purchases.providerSessionId, set: values })
      .returning();
    if (!row) throw new Error(`the purchase of session ${purchase.providerSessionId} was not saved`);
    return row;
  });
}
