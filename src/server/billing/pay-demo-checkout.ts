import type { PaymentAnswer } from "#core/api/payment-answer.ts";
import type { Database } from "../db/database.ts";
import type { DemoCheckout, DemoPaymentMethod } from "./demo-provider.ts";
import { verifyPayment } from "./verify-payment.ts";

type PayDemoCheckoutOptions = {
  db: Database;
  demo: DemoCheckout;
  sessionId: string;
  method: DemoPaymentMethod;
};

/** The buyer's click on the demo checkout page, answered as the success page would see the session. */
export async function payDemoCheckout({
  db,
  demo,
  sessionId,
  method,
}: PayDemoCheckoutOptions): Promise<PaymentAnswer> {
  await demo.pay(sessionId, method);
  return verifyPayment({ db, provider: demo.provider, sessionId, userId: null });
}
