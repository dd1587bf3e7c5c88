import { type Context, Hono, type MiddlewareHandler } from "hono";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import { limitBody } from "../http/body-limit.ts";
import { AppError } from "../http/errors.ts";
import { jsonBody } from "../http/validate.ts";
import type { Logger } from "../logger.ts";
import { clientAddress } from "../rate-limit/client-address.ts";
import { hitRateLimit, type RateRule } from "../rate-limit/rate-limit.ts";
import { DemoPayBody, InitialCheckoutBody, VerifyPaymentBody } from "./billing.types.ts";
import { startCheckout } from "./checkout.ts";
import { claimEmailPurchases } from "./claim-email-purchases.ts";
import type { Payments } from "./create-payment-provider.ts";
import { findPurchase } from "./fulfil-purchase.ts";
import { processStripeEvent, verifiedEvent } from "./stripe-webhook.ts";
import { paymentAnswer, verifyPayment } from "./verify-payment.ts";

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
  const address = (c: Context) => `ip:${clientAddress(c, config.trustedProxyHeader)}`;
  // Counted per account for signed-in checkouts, per client address for everything anonymous.
  const limit =
    (
      rule: keyof typeof BILLING_RULES,
      keyOf: (c: Context<SignedInEnv>) => string = address,
    ): MiddlewareHandler<SignedInEnv> =>
    async (c, next) => {
      const verdict = await hitRateLimit(db, {
        key: `billing-${rule}:${keyOf(c)}`,
        rule: BILLING_RULES[rule],
      });
      if (verdict.limited)
        throw new AppError("RATE_LIMITED", { retryAfterSeconds: verdict.retryAfterSeconds });
      await next();
    };
  const demo = () => {
    if (payments.kind !== "demo") throw new AppError("NOT_FOUND");
    return payments.demo;
  };
  const { provider } = payments;

  return new Hono<SignedInEnv>()
    .post(
      "/billing/checkout",
      requireUser(auth),
      limit("checkout", (c) => `user:${c.var.user.id}`),
      async (c) => {
        const { user } = c.var;
        const { url } = await startCheckout(db, provider, { userId: user.id, email: user.email });
        return c.json({ url });
      },
    )
    .post("/billing/initial-checkout", limit("checkout"), jsonBody(InitialCheckoutBody), async (c) => {
      const { email } = c.req.valid("json");
      const { url } = await startCheckout(db, provider, { userId: null, email });
      return c.json({ url });
    })
    .post("/billing/verify", limit("verify"), jsonBody(VerifyPaymentBody), async (c) => {
      const sessionId = c.req.valid("json").session_id;
      const answer = await verifyPayment(db, provider, sessionId);
      if (answer.status !== "paid" || answer.attached) return c.json(answer);
      // Paid by e-mail while signed in with that same e-mail: the plan is theirs now, not at the next sign-in.
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!session || (await claimEmailPurchases(db, session.user.id)) === 0) return c.json(answer);
      const row = await findPurchase(db, sessionId);
      return c.json(row ? paymentAnswer(row) : answer);
    })
    .get("/billing/demo/sessions/:id", limit("verify"), async (c) => {
      demo();
      return c.json(await verifyPayment(db, provider, c.req.param("id")));
    })
    .post("/billing/demo/pay", limit("verify"), jsonBody(DemoPayBody), async (c) => {
      const { session_id, method } = c.req.valid("json");
      await demo().pay(session_id, method);
      return c.json(await verifyPayment(db, provider, session_id));
    })
    .post("/billing/stripe-webhook", limitBody(WEBHOOK_BODY_LIMIT), async (c) => {
      if (payments.kind !== "stripe") throw new AppError("NOT_FOUND");
      // The signature covers the exact bytes Stripe sent, so the body is read raw, never re-serialised.
      const event = verifiedEvent(payments.stripe, {
        rawBody: await c.req.text(),
        signature: c.req.header("stripe-signature"),
        secret: payments.webhookSecret,
      });
      const outcome = await processStripeEvent(db, logger, event);
      return c.json({ received: true, duplicate: outcome === "duplicate" });
    });
}
