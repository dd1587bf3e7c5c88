import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";

type InsertPendingPurchaseOptions = {
  db: Database;
  /** The payment provider's name, e.g. "stripe" or "demo". */
  provider: string;
  sessionId: string;
  userId: string | null;
  email: string | null;
};

/**
 * Records a provider session as a pending Premium purchase at the server's price. A row the session has
 * already is kept as it is, so a checkout, a webhook and a success page may all ask at once.
 */
export async function insertPendingPurchase({
  db,
  provider,
  sessionId,
  userId,
  email,
}: InsertPendingPurchaseOptions): Promise<void> {
  await db
    .insert(purchases)
    .values({
      provider,
      providerSessionId: sessionId,
      userId,
      email: email?.toLowerCase() ?? null,
      amountCents: PREMIUM_PLAN.amountCents,
      currency: PREMIUM_PLAN.currency,
      status: "pending",
    })
    .onConflictDoNothing();
}
