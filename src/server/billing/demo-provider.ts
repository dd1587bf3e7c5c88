import { randomUUID } from "node:crypto";
import { and, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import { findPurchase } from "./find-purchase.ts";
import { fulfilPaidSession } from "./fulfil-paid-session.ts";
import type { PaymentProvider, ProviderSession } from "./payment-provider.ts";

export const DEMO_PROVIDER = "demo";
/** A demo Pix is confirmed this long after the buyer "pays", the way a real Pix arrives a moment later. */
export const DEMO_PIX_DELAY_MS = 4_000;
/** Like a Stripe Checkout Session, an unpaid demo checkout lapses after a day. */
const DEMO_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type DemoPaymentMethod = "card" | "pix";

type DemoDeps = { db: Database; publicUrl: string };

/**
 * Grants this person's demo Pix payments whose settlement moment has passed. The moment is stored with the
 * purchase, so whichever app instance reads the plan next grants it: no timer in the process that took the
 * payment, which may have stopped by then, and none needed in the others.
 */
export async function settleDueDemoPix({
  db,
  userId,
  now = new Date(),
}: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<void> {
  const due = await db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.provider, DEMO_PROVIDER),
        eq(purchases.status, "pending"),
        lte(purchases.paidAt, now),
      ),
    );
  for (const row of due) {
    const session = { id: row.providerSessionId, userId: row.userId, email: row.email };
    await fulfilPaidSession({
      db,
      provider: DEMO_PROVIDER,
      session: { ...session, status: "paid", paidAt: row.paidAt ?? now },
    });
  }
}

/**
 * The checkout used when no Stripe keys are configured: our own page (/pagamento-demo) that charges
 * nothing. Our purchases table is its whole state. A Pix "payment" stores the moment it settles in paid_at
 * while the row is still pending; from that moment, reading the session (the success page) or the buyer's
 * plan (settleDueDemoPix) on any instance grants it, the way a provider's webhook would.
 */
export function createDemoProvider({ db, publicUrl }: DemoDeps) {
  async function readSession(sessionId: string, now = new Date()): Promise<ProviderSession | null> {
    const row = await findPurchase({ db, sessionId });
    if (!row || row.provider !== DEMO_PROVIDER) return null;
    const base = { id: row.providerSessionId, userId: row.userId, email: row.email };
    if (row.status === "pending" && row.paidAt && row.paidAt <= now)
      return { ...base, status: "paid", paidAt: row.paidAt };
    if (row.status === "pending" && now.getTime() - row.createdAt.getTime() > DEMO_SESSION_LIFETIME_MS)
      return { ...base, status: "expired" };
    if (row.status === "paid") return { ...base, status: "paid", paidAt: row.paidAt ?? undefined };
    return { ...base, status: row.status as ProviderSession["status"] };
  }

  /** The buyer's choice on the demo page: a card is paid at once, a Pix a few seconds later. */
  async function pay(sessionId: string, method: DemoPaymentMethod): Promise<ProviderSession> {
    const session = await readSession(sessionId);
    if (!session) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
    if (session.status === "failed" || session.status === "expired")
      throw new AppError("PAYMENT_SESSION_CLOSED");
    if (session.status === "paid") {
      await fulfilPaidSession({ db, provider: DEMO_PROVIDER, session });
      return session;
    }
    const now = new Date();
    if (method === "card") {
      await fulfilPaidSession({
        db,
        provider: DEMO_PROVIDER,
        session: { ...session, status: "paid", paidAt: now },
      });
      return { ...session, status: "paid", paidAt: now };
    }
    const settlesAt = new Date(now.getTime() + DEMO_PIX_DELAY_MS);
    // A second click on 'Pagar com Pix' keeps the first settlement time.
    await db
      .update(purchases)
      .set({ paidAt: settlesAt })
      .where(
        and(
          eq(purchases.providerSessionId, sessionId),
          eq(purchases.status, "pending"),
          isNull(purchases.paidAt),
        ),
      );
    return (await readSession(sessionId, now)) ?? session;
  }

  const provider: PaymentProvider = {
    name: DEMO_PROVIDER,
    async createCheckout() {
      const sessionId = `demo_${randomUUID()}`;
      return { sessionId, url: `${publicUrl}/pagamento-demo?session_id=${sessionId}` };
    },
    readSession: (sessionId) => readSession(sessionId),
  };
  return { provider, pay };
}

export type DemoCheckout = ReturnType<typeof createDemoProvider>;
