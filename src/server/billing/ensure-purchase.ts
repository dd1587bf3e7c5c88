import { eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { user } from "../db/schema.ts";
import { findPurchase, type Purchase } from "./find-purchase.ts";
import { insertPendingPurchase } from "./insert-pending-purchase.ts";
import type { ProviderSession } from "./payment-provider.ts";

/** A provider session with the name of the provider that reported it. */
export type SessionOptions = { db: Database; provider: string; session: ProviderSession };

async function existingUserId(db: Database, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return row?.id ?? null;
}

/**
 * The purchase row of a provider session, created when the provider knows a session we do not (a crash
 * between opening the checkout and saving it). A deleted account's session is kept without its owner.
 */
export async function ensurePurchase({ db, provider, session }: SessionOptions): Promise<Purchase> {
  const found = await findPurchase({ db, sessionId: session.id });
  if (found) return found;
  await insertPendingPurchase({
    db,
    provider,
    sessionId: session.id,
    userId: await existingUserId(db, session.userId),
    email: session.email,
  });
  const row = await findPurchase({ db, sessionId: session.id });
  if (!row) throw new Error(`the purchase of session ${session.id} was not saved`);
  return row;
}
