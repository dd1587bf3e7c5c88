import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";
import { AppError } from "../http/errors.ts";
import {
  cancelUrl,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderSession,
  successUrl,
} from "./payment-provider.ts";

/** Marks our sessions, so a session of another product on the same Stripe account never grants a plan. */
const PLAN_METADATA_KEY = "plan_id";

/** A Checkout Session as our purchase; null when it is not a Premium purchase made by Vitae. */
export function sessionFromStripe(session: Stripe.Checkout.Session): ProviderSession | null {
  if (session.metadata?.[PLAN_METADATA_KEY] !== PREMIUM_PLAN.id) return null;
  if (session.amount_total !== PREMIUM_PLAN.amountCents) return null;
  if (session.currency?.toUpperCase() !== PREMIUM_PLAN.currency) return null;
  let status: PaymentStatus = "pending";
  if (session.payment_status === "paid") status = "paid";
  else if (session.status === "expired") status = "expired";
  return {
    id: session.id,
    status,
    userId: session.client_reference_id ?? null,
    email: session.customer_email ?? session.customer_details?.email ?? null,
  };
}

function isMissing(error: unknown): boolean {
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  return code === "resource_missing" || statusCode === 404;
}

/**
 * Stripe Checkout in payment mode: one line at the server's fixed price, card and Pix, back to
 * /payment-success with the session id, or to /payment when the buyer gives up.
 */
export function createStripeProvider({
  stripe,
  publicUrl,
}: {
  stripe: Stripe;
  publicUrl: string;
}): PaymentProvider {
  return {
    name: "stripe",
    async createCheckout({ userId, email }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: PREMIUM_PLAN.currency.toLowerCase(),
                  unit_amount: PREMIUM_PLAN.amountCents,
                  product_data: {
                    name: `Vitae ${PREMIUM_PLAN.name} — ${PREMIUM_PLAN.days} dias`,
                    description: "Download ilimitado de currículos em PDF por 14 dias. Pagamento único.",
                  },
                },
              },
            ],
            // This API version's name for the fixed list of methods (it replaced payment_method_types).
            allowed_payment_method_types: ["card", "pix"],
            customer_email: email,
            ...(userId ? { client_reference_id: userId } : {}),
            metadata: { [PLAN_METADATA_KEY]: PREMIUM_PLAN.id, user_id: userId ?? "", email },
            locale: "pt-BR",
            success_url: successUrl(publicUrl),
            cancel_url: cancelUrl(publicUrl),
          },
          // One key per checkout attempt: the library's own network retries reuse it, so a retried
          // request never opens a second session.
          { idempotencyKey: `checkout-${randomUUID()}` },
        );
      } catch (error) {
        throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", { cause: error });
      }
      if (!session.url) throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
      return { sessionId: session.id, url: session.url };
    },
    async readSession(sessionId) {
      // Checkout session ids look like cs_test_… / cs_live_…; anything else is not worth a call.
      if (!/^cs_\w{1,250}$/.test(sessionId)) return null;
      try {
        return sessionFromStripe(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return null;
        throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", { cause: error });
      }
    },
  };
}
