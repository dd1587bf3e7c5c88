/** Where a checkout session stands, as its provider reports it. */
export type PaymentStatus = "pending" | "paid" | "failed" | "expired";

/** A checkout session re-read from its provider: the only source a plan is ever granted from. */
export type ProviderSession = {
  id: string;
  status: PaymentStatus;
  /** The account the purchase was started from (Stripe's client_reference_id), or null for an e-mail purchase. */
  userId: string | null;
  email: string | null;
  /** When the money arrived, if the provider says. */
  paidAt?: Date;
};

export type CheckoutRequest = {
  /** The buyer's account, or null on /pagamento-inicial where a visitor pays with an e-mail. */
  userId: string | null;
  email: string;
};

export type StartedCheckout = { sessionId: string; url: string };

/**
 * A payment service: Stripe Checkout when keys are configured, else the demo checkout. The price never
 * comes from the client: each provider charges PREMIUM_PLAN.
 */
export interface PaymentProvider {
  readonly name: "stripe" | "demo";
  createCheckout(request: CheckoutRequest): Promise<StartedCheckout>;
  /** The session as the provider knows it now; null when it knows no such Premium session. */
  readSession(sessionId: string): Promise<ProviderSession | null>;
}

/** The page the provider sends the buyer back to; Stripe fills in {CHECKOUT_SESSION_ID} itself. */
export const successUrl = (publicUrl: string, sessionId = "{CHECKOUT_SESSION_ID}") =>
  `${publicUrl}/payment-success?session_id=${sessionId}`;

export const cancelUrl = (publicUrl: string) => `${publicUrl}/payment`;
