import { afterAll, beforeAll } from "vitest";
import { createApp } from "../../app.ts";
import { createLogger } from "../../logger.ts";
import { type ApiCall, apiClient, type TestApi } from "../../testing/api-client.ts";
import { testConfig } from "../../testing/config.ts";
import { serveForTest } from "../../testing/http.ts";
import { createPayments } from "../create-payment-provider.ts";
import { startFakeStripe, TEST_STRIPE_KEY, TEST_WEBHOOK_SECRET } from "./fake-stripe.ts";

export type StripeTestApp = {
  url: string;
  call: ApiCall;
  fake: Awaited<ReturnType<typeof startFakeStripe>>;
  /** Delivers a webhook the way Stripe does: no Origin, the raw JSON and its signature header. */
  deliver(payload: string, signature?: string): Promise<{ status: number; json: Record<string, unknown> }>;
};

/**
 * A second app over the same database as `api`, configured for Stripe, whose Stripe client talks to the local
 * fake. Sessions made on `api` are valid here (same database, same secret).
 */
export function useStripeApp(api: TestApi): StripeTestApp {
  const app = {} as StripeTestApp;
  let server: { close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const fake = await startFakeStripe();
    const config = testConfig({
      STRIPE_SECRET_KEY: TEST_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    });
    const logger = createLogger("silent");
    const payments = createPayments({ config, db: api.db, logger }, fake.stripe);
    const served = await serveForTest(createApp({ config, db: api.db, logger, payments }));
    server = served;
    Object.assign(app, {
      url: served.url,
      call: apiClient(served.url),
      fake,
      deliver: async (payload: string, signature?: string) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (signature !== undefined) headers["stripe-signature"] = signature;
        const response = await fetch(`${served.url}/api/billing/stripe-webhook`, {
          method: "POST",
          headers,
          body: payload,
        });
        return { status: response.status, json: (await response.json()) as Record<string, unknown> };
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await app.fake?.close();
  });
  return app;
}
