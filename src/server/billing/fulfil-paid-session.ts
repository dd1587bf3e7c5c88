import { and, eq, ne } from "drizzle-orm";
import { purchases } from "../db/schema.ts";
import { ensurePurchase, type SessionOptions } from "./ensure-purchase.ts";
import { findPurchase, type Purchase } from "./find-purchase.ts";
import { grantPurchase } from "./grant-purchase.ts";

/**
 * Records a session the provider reports as paid. With an account the plan is granted at once (idempotent
 * per session); an e-mail purchase is marked paid and waits for its account (claim-email-purchases.ts).
 */
export async function fulfilPaidSession({ db, provider, session }: SessionOptions): Promise<Purchase> {
  const paidAt = session.paidAt ?? new Date();
  let row = await ensurePurchase({ db, provider, session });
  // Granted already (the common case of a success page asking again): no transaction needed.
  if (row.status === "paid" && row.userId && row.planExpiresAt) return row;
  if (!row.userId) {
    await db
      .update(purchases)
      .set({ status: "paid", paidAt })
      .where(and(eq(purchases.id, row.id), ne(purchases.status, "paid")));
    // The account may have claimed the row meanwhile; then it is granted here (granting twice is harmless).
    row = (await findPurchase({ db, sessionId: session.id })) ?? row;
    if (!row.userId) return row;
  }
  return grantPurchase({ db, provider, providerSessionId: session.id, userId: row.userId, paidAt });
}
