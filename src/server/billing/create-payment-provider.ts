import Stripe from "stripe";
import type { Config } from "../config.ts";
import type { Database } from "../db/database.ts";
import type { Logger } from "../logger.ts";
import { createDemoProvider, type DemoCheckout } from "./demo-provider.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripeProvider } from "./stripe-provider.ts";

/** The configured payment service, with what its routes need: Stripe's client and webhook secret, or the demo. */
export type Payments =
  | { kind: "stripe"; provider: PaymentProvider; stripe: Stripe; webhookSecret: string }
  | { kind: "demo"; provider: PaymentProvider; demo: DemoCheckout };

type PaymentsDeps = { config: Pick<Config, "env" | "publicUrl" | "stripe">; db: Database; logger: Logger };

/** Stripe when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; otherwise the demo checkout. */
export function createPayments({ config, db, logger }: PaymentsDeps, stripeClient?: Stripe): Payments {
  if (config.stripe) {
    const stripe =
      stripeClient ?? new Stripe(config.stripe.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
    return {
      kind: "stripe",
      provider: createStripeProvider({ stripe, publicUrl: config.publicUrl }),
      stripe,
      webhookSecret: config.stripe.webhookSecret,
    };
  }
  // Only with DEMO_CHECKOUT=true in production (config.ts): said once more in the log, where operators look.
  if (config.env === "production")
    logger.warn("DEMO_CHECKOUT is true: purchases go through the demo checkout and nothing is charged");
  const demo = createDemoProvider({ db, publicUrl: config.publicUrl });
  return { kind: "demo", provider: demo.provider, demo };
}
