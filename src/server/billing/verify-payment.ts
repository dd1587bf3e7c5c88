import type { Database } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import type { PaymentAnswer } from "./billing.types.ts";
import { closeUnpaidSession, ensurePurchase, fulfilPaidSession, type Purchase } from "./fulfil-purchase.ts";
import type { PaymentProvider } from "./payment-provider.ts";

export function paymentAnswer(row: Purchase): PaymentAnswer {
  return {
    session_id: row.providerSessionId,
    status: row.status as PaymentAnswer["status"],
    amount_cents: row.amountCents,
    currency: row.currency,
    paid_at: row.status === "paid" ? (row.paidAt?.toISOString() ?? null) : null,
    plan_expires_at: row.planExpiresAt?.toISOString() ?? null,
    attached: row.userId !== null,
    email: row.email,
  };
}

/**
 * The success page's question "is it paid?", answered by asking the provider again (Stripe: retrieve; demo:
 * its own record), never from the address the browser came back with. A paid session is fulfilled here
 * too, idempotently, so the plan is there even when the webhook is late. An unknown session grants nothing.
 */
export async function verifyPayment(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
): Promise<PaymentAnswer> {
  const session = await provider.readSession(sessionId);
  if (!session) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  let row: Purchase;
  if (session.status === "paid") row = await fulfilPaidSession(db, provider.name, session);
  else if (session.status === "pending") row = await ensurePurchase(db, provider.name, session);
  else row = await closeUnpaidSession(db, provider.name, session, session.status);
  return paymentAnswer(row);
}
