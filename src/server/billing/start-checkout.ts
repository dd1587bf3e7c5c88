import type { Database } from "../db/database.ts";
import { insertPendingPurchase } from "./insert-pending-purchase.ts";
import type { CheckoutRequest, PaymentProvider } from "./payment-provider.ts";

type StartCheckoutOptions = CheckoutRequest & { db: Database; provider: PaymentProvider };

/**
 * Opens a checkout for the Premium plan and records it as pending: the price is the server's, the buyer is
 * the signed-in account (or, on /pagamento-inicial, an e-mail). Returns the address the browser goes to.
 */
export async function startCheckout({
  db,
  provider,
  userId,
  email,
}: StartCheckoutOptions): Promise<{ url: string; sessionId: string }> {
  const buyerEmail = email.toLowerCase();
  const { sessionId, url } = await provider.createCheckout({ userId, email: buyerEmail });
  await insertPendingPurchase({ db, provider: provider.name, sessionId, userId, email: buyerEmail });
  return { url, sessionId };
}
