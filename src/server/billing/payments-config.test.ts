import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { createPayments } from "./create-payment-provider.ts";
import { TEST_STRIPE_KEY, TEST_WEBHOOK_SECRET } from "./testing/fake-stripe.ts";

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("payment configuration", () => {
  const noDb = {} as Database;
  const logger = createLogger("silent");

  it("uses the demo checkout when no Stripe keys are set", () => {
    const config = loadConfig({});
    expect(config.stripe).toBeUndefined();
    expect(createPayments({ config, db: noDb, logger }).kind).toBe("demo");
  });

  it("uses Stripe when both keys are set", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    expect(config.stripe).toEqual({ secretKey: TEST_STRIPE_KEY, webhookSecret: TEST_WEBHOOK_SECRET });
    const payments = createPayments({ config, db: noDb, logger });
    expect(payments.kind).toBe("stripe");
    expect(payments.provider.name).toBe("stripe");
  });

  it("refuses one key without the other", () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: TEST_STRIPE_KEY })).toEqual([
      "Invalid configuration: STRIPE_WEBHOOK_SECRET and STRIPE_SECRET_KEY must be set together (both for Stripe, neither for the demo checkout)",
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET })).toHaveLength(1);
  });

  it("refuses malformed keys without repeating them", () => {
    const problems = problemsOf({ STRIPE_SECRET_KEY: "pk_test_public", STRIPE_WEBHOOK_SECRET: "segredo" });
    expect(problems).toEqual([
      "Invalid configuration: STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_…)",
      "Invalid configuration: STRIPE_WEBHOOK_SECRET must be a Stripe webhook secret (whsec_…)",
    ]);
    expect(problems.join("\n")).not.toContain("segredo");
  });
});
