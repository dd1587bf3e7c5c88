import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import type { Database } from "../db/database.ts";
import { purchases } from "../db/schema.ts";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider.ts";

/**
 * Opens a checkout for the Premium plan and records it as pending: the price is the server's, the buyer is
 * the signed-in account (or, on /pagamento-inicial, an e-mail). Returns the address the browser goes to.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  request: CheckoutRequest,
): Promise<{ url: string; sessionId: string }> {
  const email = request.email.toLowerCase();
  const { sessionId, url } = await provider.createCheckout({ userId: request.userId, email });
  await db
    .insert(purchases)
    .values({
      provider: provider.name,
      providerSessionId: sessionId,
      userId: request.userId,
      email,
      amountCents: PREMIUM_PLAN.amountCents,
      currency: PREMIUM_PLAN.currency,
      status: "pending",
    })
    .onConflictDoNothing();
  return { url, sessionId };
}
