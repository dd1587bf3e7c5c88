import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { PREMIUM_PLAN } from "#core/plan/premium-plan.ts";

export const TEST_STRIPE_KEY = "sk_test_vitae_fake";
export const TEST_WEBHOOK_SECRET = "whsec_vitae_test_secret";

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded into bracketed keys: `line_items[0][quantity]` → "1". */
  form: Record<string, string>;
};

let sessions = 0;

/** A Checkout Session as Stripe returns it, for our Premium plan unless `overrides` say otherwise. */
export function checkoutSession(overrides: Partial<Stripe.Checkout.Session> = {}): Stripe.Checkout.Session {
  return {
    id: `cs_test_${Date.now()}${sessions++}`,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: PREMIUM_PLAN.amountCents,
    currency: "brl",
    client_reference_id: null,
    customer_email: null,
    metadata: { plan_id: PREMIUM_PLAN.id },
    url: "https://checkout.stripe.test/c/pay/abc",
    ...overrides,
  } as Stripe.Checkout.Session;
}

/**
 * A local stand-in for api.stripe.com: the Stripe library talks to it through its host/port/protocol
 * options, so tests see the exact requests the server would send, with no network. It creates sessions and
 * answers retrieves from `sessions`; anything else is Stripe's 404.
 */
export async function startFakeStripe() {
  const requests: RecordedRequest[] = [];
  const known = new Map<string, Stripe.Checkout.Session>();
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0] ?? "";
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push({ method: request.method ?? "", path, headers: request.headers, form });
      const reply = (status: number, json: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": "req_test" });
        response.end(JSON.stringify(json));
      };
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const session = checkoutSession({
          client_reference_id: form.client_reference_id ?? null,
          customer_email: form.customer_email ?? null,
          metadata: { plan_id: form["metadata[plan_id]"] ?? "" },
        });
        known.set(session.id, session);
        return reply(200, session);
      }
      const found = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
      const session = found ? known.get(decodeURIComponent(found)) : undefined;
      if (request.method === "GET" && session) return reply(200, session);
      return reply(404, {
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          message: "No such checkout.session",
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const stripe = new Stripe(TEST_STRIPE_KEY, {
    host: "127.0.0.1",
    port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return {
    stripe,
    requests,
    sessions: known,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe would send it: the event JSON and its signature header. */
export function signedEvent(
  stripe: Stripe,
  event: { id?: string; type: string; session: Stripe.Checkout.Session },
  { secret = TEST_WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: event.id ?? `evt_test_${Date.now()}${sessions++}`,
    object: "event",
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.session },
  });
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}
