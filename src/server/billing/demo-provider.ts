import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";
import { AppError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { findPurchase, fulfilPaidSession } from "./fulfil-purchase.ts";
import type { PaymentProvider, ProviderSession } from "./payment-provider.ts";

export const DEMO_PROVIDER = "demo";
/** A demo Pix is confirmed this long after the buyer "pays", the way a real Pix arrives a moment later. */
export const DEMO_PIX_DELAY_MS = 4_000;
/** Like a Stripe Checkout Session, an unpaid demo checkout lapses after a day. */
const DEMO_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type DemoPaymentMethod = "card" | "pix";

type DemoDeps = { db: Database; publicUrl: string; logger: Logger };

/**
 * The checkout used when no Stripe keys are configured: our own page (/pagamento-demo) that charges
 * nothing. Our purchases table is its whole state. A Pix "payment" stores the moment it settles in paid_at
 * while the row is still pending, so the confirmation survives a restart; a timer also settles it on time
 * the way a provider's webhook would.
 */
export function createDemoProvider({ db, publicUrl, logger }: DemoDeps) {
  async function readSession(sessionId: string, now = new Date()): Promise<ProviderSession | null> {
    const row = await findPurchase(db, sessionId);
    if (!row || row.provider !== DEMO_PROVIDER) return null;
    const base = { id: row.providerSessionId, userId: row.userId, email: row.email };
    if (row.status === "pending" && row.paidAt && row.paidAt <= now)
      return { ...base, status: "paid", paidAt: row.paidAt };
    if (row.status === "pending" && now.getTime() - row.createdAt.getTime() > DEMO_SESSION_LIFETIME_MS)
      return { ...base, status: "expired" };
    if (row.status === "paid") return { ...base, status: "paid", paidAt: row.paidAt ?? undefined };
    return { ...base, status: row.status as ProviderSession["status"] };
  }

  async function settle(sessionId: string): Promise<void> {
    const session = await readSession(sessionId);
    if (session?.status === "paid") await fulfilPaidSession(db, DEMO_PROVIDER, session);
  }

  /** The buyer's choice on the demo page: a card is paid at once, a Pix a few seconds later. */
  async function pay(sessionId: string, method: DemoPaymentMethod): Promise<ProviderSession> {
    const session = await readSession(sessionId);
    if (!session) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
    if (session.status === "failed" || session.status === "expired")
      throw new AppError("PAYMENT_SESSION_CLOSED");
    if (session.status === "paid") {
      await fulfilPaidSession(db, DEMO_PROVIDER, session);
      return session;
    }
    const now = new Date();
    if (method === "card") {
      await fulfilPaidSession(db, DEMO_PROVIDER, { ...session, status: "paid", paidAt: now });
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
    setTimeout(() => {
      settle(sessionId).catch((error: unknown) =>
        logger.warn(
          { err: error, sessionId },
          "the demo Pix could not be settled; it will be on the next check",
        ),
      );
    }, DEMO_PIX_DELAY_MS + 50).unref();
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
