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

  it("refuses to start in production without Stripe keys, naming the variables", () => {
    const production = { NODE_ENV: "production", AUTH_SECRET: "s".repeat(32) };
    expect(problemsOf(production)).toEqual([
      "Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when NODE_ENV is production; set DEMO_CHECKOUT=true to run the demo checkout, which charges nothing",
    ]);
    const keys = { STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };
    expect(createPayments({ config: loadConfig({ ...production, ...keys }), db: noDb, logger }).kind).toBe(
      "stripe",
    );
  });

  it("runs the demo checkout in production only when DEMO_CHECKOUT=true asks for it, and says so", () => {
    const lines: string[] = [];
    const heard = createLogger("info", { write: (line: string) => lines.push(line) });
    const config = loadConfig({ NODE_ENV: "production", AUTH_SECRET: "s".repeat(32), DEMO_CHECKOUT: "true" });
    expect(createPayments({ config, db: noDb, logger: heard }).kind).toBe("demo");
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      "DEMO_CHECKOUT is true: purchases go through the demo checkout and nothing is charged",
    ]);
    // Outside production the demo needs no setting, and no warning.
    expect(createPayments({ config: loadConfig({ NODE_ENV: "test" }), db: noDb, logger: heard }).kind).toBe(
      "demo",
    );
    expect(lines).toHaveLength(1);
  });

  it("refuses a DEMO_CHECKOUT that contradicts the Stripe keys, or is not true or false", () => {
    const keys = { STRIPE_SECRET_KEY: TEST_STRIPE_KEY, STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET };
    expect(problemsOf({ ...keys, DEMO_CHECKOUT: "true" })).toEqual([
      'Invalid configuration: DEMO_CHECKOUT cannot be true when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: choose one payment service (got "true")',
    ]);
    expect(problemsOf({ DEMO_CHECKOUT: "false" })).toEqual([
      "Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are required when DEMO_CHECKOUT is false",
    ]);
    expect(problemsOf({ DEMO_CHECKOUT: "yes" })).toEqual([
      'Invalid configuration: DEMO_CHECKOUT must be true or false (got "yes")',
    ]);
    expect(
      createPayments({ config: loadConfig({ ...keys, DEMO_CHECKOUT: "false" }), db: noDb, logger }).kind,
    ).toBe("stripe");
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
