import { and, eq } from "drizzle-orm";
import { purchases } from "../db/schema.ts";
import { ensurePurchase, type SessionOptions } from "./ensure-purchase.ts";
import { findPurchase, type Purchase } from "./find-purchase.ts";

type CloseUnpaidSessionOptions = SessionOptions & { status: "failed" | "expired" };

/** A session that will never be paid (Pix failed, checkout expired): marked, nothing granted, a paid one kept. */
export async function closeUnpaidSession({
  db,
  provider,
  session,
  status,
}: CloseUnpaidSessionOptions): Promise<Purchase> {
  const row = await ensurePurchase({ db, provider, session });
  await db
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, row.id), eq(purchases.status, "pending")));
  return (await findPurchase({ db, sessionId: session.id })) ?? row;
}
