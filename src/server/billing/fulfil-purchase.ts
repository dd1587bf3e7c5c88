import { and, eq, ne } from "drizzle-orm";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import type { Database } from "../db/database.ts";
import { purchases, user } from "../db/schema.ts";
import { grantPurchase } from "./grant-purchase.ts";
import type { ProviderSession } from "./payment-provider.ts";

export type Purchase = typeof purchases.$inferSelect;

async function existingUserId(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row?.id ?? null;
}

async function findPurchase(db: Database, sessionId: string): Promise<Purchase | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
  return row;
}

/**
 * The purchase row of a provider session, created when the provider knows a session we do not (a crash
 * between opening the checkout and saving it). A deleted account's session is kept without its owner.
 */
export async function ensurePurchase(
  db: Database,
  provider: string,
  session: ProviderSession,
): Promise<Purchase> {
  const found = await findPurchase(db, session.id);
  if (found) return found;
  await db
    .insert(purchases)
    .values({
      provider,
      providerSessionId: session.id,
      userId: await existingUserId(db, session.userId),
      email: session.email?.toLowerCase() ?? null,
      amountCents: PREMIUM_PLAN.amountCents,
      currency: PREMIUM_PLAN.currency,
      status: "pending",
    })
    .onConflictDoNothing();
  const row = await findPurchase(db, session.id);
  if (!row) throw new Error(`the purchase of session ${session.id} was not saved`);
  return row;
}

/**
 * Records a session the provider reports as paid. With an account the plan is granted at once (idempotent
 * per session); an e-mail purchase is marked paid and waits for its account (claim-email-purchases.ts).
 */
export async function fulfilPaidSession(
  db: Database,
  provider: string,
  session: ProviderSession,
): Promise<Purchase> {
  const paidAt = session.paidAt ?? new Date();
  let row = await ensurePurchase(db, provider, session);
  // Granted already (the common case of a success page asking again): no transaction needed.
  if (row.status === "paid" && row.userId && row.planExpiresAt) return row;
  if (!row.userId) {
    await db
      .update(purchases)
      .set({ status: "paid", paidAt })
      .where(and(eq(purchases.id, row.id), ne(purchases.status, "paid")));
    // The account may have claimed the row meanwhile; then it is granted here (granting twice is harmless).
    row = (await findPurchase(db, session.id)) ?? row;
    if (!row.userId) return row;
  }
  return grantPurchase(db, { provider, providerSessionId: session.id, userId: row.userId, paidAt });
}

/** A session that will never be paid (Pix failed, checkout expired): marked, nothing granted, a paid one kept. */
export async function closeUnpaidSession(
  db: Database,
  provider: string,
  session: ProviderSession,
  status: "failed" | "expired",
): Promise<Purchase> {
  const row = await ensurePurchase(db, provider, session);
  await db
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, row.id), eq(purchases.status, "pending")));
  return (await findPurchase(db, session.id)) ?? row;
}

export { findPurchase };
