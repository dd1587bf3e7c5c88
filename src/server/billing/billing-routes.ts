import { Hono } from "hono";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { signedInUserId } from "../drafts/signed-in-user-id.ts";
import { limitBody } from "../http/body-limit.ts";
import { AppError } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { byClientAddress } from "../rate-limit/client-address.ts";
import type { RateRule } from "../rate-limit/rate-limit.ts";
import { rateLimit } from "../rate-limit/rate-limit-middleware.ts";
import { DemoPayBody, InitialCheckoutBody, VerifyPaymentBody } from "./billing.types.ts";
import type { Payments } from "./create-payment-provider.ts";
import { payDemoCheckout } from "./pay-demo-checkout.ts";
import { startCheckout } from "./start-checkout.ts";
import { receiveStripeWebhook } from "./stripe-webhook.ts";
import { verifyPayment } from "./verify-payment.ts";

const MINUTE_MS = 60_000;

/** Enough for a person paying (and a success page polling a Pix), too few for a script opening checkouts. */
export const BILLING_RULES = {
  checkout: { limit: 10, windowMs: 10 * MINUTE_MS },
  verify: { limit: 200, windowMs: 10 * MINUTE_MS },
} satisfies Record<string, RateRule>;

/** Stripe's events are a few kilobytes; this is far above any of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

type BillingDeps = {
  auth: Auth;
  db: Database;
  logger: Logger;
  config: Pick<Config, "trustedProxyHeader">;
  payments: Payments;
};

/** Checkout (signed-in or by e-mail), the success page's verification, the demo checkout and Stripe's webhook. */
export function billingRoutes({ auth, db, logger, config, payments }: BillingDeps) {
  // Counted per account for signed-in checkouts, per client address for everything anonymous.
  const limit = (
    rule: keyof typeof BILLING_RULES,
    key = byClientAddress(`billing-${rule}`, config.trustedProxyHeader),
  ) => rateLimit<SignedInEnv>({ db, rule: BILLING_RULES[rule], key });
  const demo = () => {
    if (payments.kind !== "demo") throw new AppError("NOT_FOUND");
    return payments.demo;
  };
  const { provider } = payments;

  return new Hono<SignedInEnv>()
    .post(
      "/billing/checkout",
      requireUser(auth),
      limit("checkout", (c) => `billing-checkout:user:${c.var.user.id}`),
      async (c) => {
        const { user } = c.var;
        const { url } = await startCheckout({ db, provider, userId: user.id, email: user.email });
        return c.json({ url });
      },
    )
    .post("/billing/initial-checkout", limit("checkout"), jsonBody(InitialCheckoutBody), async (c) => {
      const { email } = c.req.valid("json");
      const { url } = await startCheckout({ db, provider, userId: null, email });
      return c.json({ url });
    })
    .post("/billing/verify", limit("verify"), jsonBody(VerifyPaymentBody), async (c) => {
      const sessionId = c.req.valid("json").session_id;
      const userId = await signedInUserId(auth, c);
      return c.json(await verifyPayment({ db, provider, sessionId, userId }));
    })
    .get("/billing/demo/sessions/:id", limit("verify"), async (c) => {
      demo();
      return c.json(await verifyPayment({ db, provider, sessionId: c.req.param("id"), userId: null }));
    })
    .post("/billing/demo/pay", limit("verify"), jsonBody(DemoPayBody), async (c) => {
      const { session_id, method } = c.req.valid("json");
      return c.json(await payDemoCheckout({ db, demo: demo(), sessionId: session_id, method }));
    })
    .post("/billing/stripe-webhook", limitBody(WEBHOOK_BODY_LIMIT), async (c) => {
      if (payments.kind !== "stripe") throw new AppError("NOT_FOUND");
      const outcome = await receiveStripeWebhook({
        db,
        logger,
        stripe: payments.stripe,
        secret: payments.webhookSecret,
        rawBody: await c.req.text(),
        signature: c.req.header("stripe-signature"),
      });
      return c.json({ received: true, duplicate: outcome === "duplicate" });
    });
}
