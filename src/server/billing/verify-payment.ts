import type { PaymentAnswer } from "#core/api/payment-answer.ts";
import type { Database } from "../db/database.ts";
import { AppError } from "../http/errors.ts";
import { claimEmailPurchases } from "./claim-email-purchases.ts";
import { closeUnpaidSession } from "./close-unpaid-session.ts";
import { ensurePurchase } from "./ensure-purchase.ts";
import { findPurchase, type Purchase } from "./find-purchase.ts";
import { fulfilPaidSession } from "./fulfil-paid-session.ts";
import type { PaymentProvider } from "./payment-provider.ts";

function paymentAnswer(row: Purchase): PaymentAnswer {
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

type VerifyPaymentOptions = {
  db: Database;
  provider: PaymentProvider;
  sessionId: string;
  /** The person signed in where the answer is shown, or null: their e-mail purchases become theirs. */
  userId: string | null;
};

/**
 * The success page's question "is it paid?", answered by asking the provider again (Stripe: retrieve; demo:
 * its own record), never from the address the browser came back with. A paid session is fulfilled here
 * too, idempotently, so the plan is there even when the webhook is late. An unknown session grants nothing.
 */
export async function verifyPayment({
  db,
  provider,
  sessionId,
  userId,
}: VerifyPaymentOptions): Promise<PaymentAnswer> {
  const session = await provider.readSession(sessionId);
  if (!session) throw new AppError("PAYMENT_SESSION_NOT_FOUND");
  const recorded = { db, provider: provider.name, session };
  let row: Purchase;
  if (session.status === "paid") row = await fulfilPaidSession(recorded);
  else if (session.status === "pending") row = await ensurePurchase(recorded);
  else row = await closeUnpaidSession({ ...recorded, status: session.status });
  if (row.status !== "paid" || row.userId !== null || !userId) return paymentAnswer(row);
  // Paid by e-mail while signed in with that same e-mail: the plan is theirs now, not at the next sign-in.
  if ((await claimEmailPurchases({ db, userId })) === 0) return paymentAnswer(row);
  return paymentAnswer((await findPurchase({ db, sessionId })) ?? row);
}
