import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { purchases } from "../db/schema.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { TEST_PUBLIC_URL } from "../testing/config.ts";
import { checkoutSession } from "./testing/fake-stripe.ts";
import { useStripeApp } from "./testing/stripe-app.ts";

// Each test signs people up (a deliberately slow password hash) and waits on real payments; a busy machine needs time.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describeOnEachDatabase("Stripe checkout", (api) => {
  const stripeApp = useStripeApp(api);

  it("asks Stripe for a payment-mode session at the server's price, card and Pix, back to our pages", async () => {
    const { id, email, cookie } = await api.signUp();
    const before = stripeApp.fake.requests.length;
    // Whatever the client sends, the price is the server's.
    const answer = await stripeApp.call("/billing/checkout", {
      cookie,
      body: { amount: 1, currency: "usd" },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ url: "https://checkout.stripe.test/c/pay/abc" });

    const sent = stripeApp.fake.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe("/v1/checkout/sessions");
    expect(request?.headers.authorization).toBe("Bearer sk_test_vitae_fake");
    expect(request?.headers["idempotency-key"]).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(request?.form).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "brl",
      "line_items[0][price_data][unit_amount]": "797",
      "line_items[0][price_data][product_data][name]": "Vitae Premium — 14 dias",
      "line_items[0][price_data][product_data][description]":
        "Download ilimitado de currículos em PDF por 14 dias. Pagamento único.",
      "allowed_payment_method_types[0]": "card",
      "allowed_payment_method_types[1]": "pix",
      customer_email: email,
      client_reference_id: id,
      "metadata[plan_id]": "premium-14d",
      "metadata[user_id]": id,
      "metadata[email]": email,
      locale: "pt-BR",
      success_url: `${TEST_PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_PUBLIC_URL}/payment`,
    });

    const rows = await api.db.select().from(purchases).where(eq(purchases.userId, id));
    expect(rows).toMatchObject([
      { provider: "stripe", status: "pending", amountCents: 797, currency: "BRL", email },
    ]);
  });

  it("uses a new idempotency key for each checkout attempt", async () => {
    const { cookie } = await api.signUp();
    const before = stripeApp.fake.requests.length;
    await stripeApp.call("/billing/checkout", { cookie, body: {} });
    await stripeApp.call("/billing/checkout", { cookie, body: {} });
    const keys = stripeApp.fake.requests.slice(before).map((request) => request.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
  });

  it("opens an e-mail checkout on /pagamento-inicial with no client reference", async () => {
    const before = stripeApp.fake.requests.length;
    const answer = await stripeApp.call("/billing/initial-checkout", {
      body: { email: " Visitante@Exemplo.com " },
    });
    expect(answer.status).toBe(200);
    const form = stripeApp.fake.requests[before]?.form ?? {};
    expect(form.customer_email).toBe("visitante@exemplo.com");
    expect(form.client_reference_id).toBeUndefined();
    expect(form["line_items[0][price_data][unit_amount]"]).toBe("797");
  });

  it("verifies by retrieving the session from Stripe: a made-up id grants nothing", async () => {
    const { id, cookie } = await api.signUp();
    const before = stripeApp.fake.requests.length;
    const madeUp = await stripeApp.call("/billing/verify", {
      cookie,
      body: { session_id: "cs_test_inventado" },
    });
    expect(madeUp.status).toBe(404);
    expect(madeUp.json.code).toBe("PAYMENT_SESSION_NOT_FOUND");
    expect(stripeApp.fake.requests.slice(before).map((request) => request.path)).toEqual([
      "/v1/checkout/sessions/cs_test_inventado",
    ]);
    const notStripe = await stripeApp.call("/billing/verify", {
      cookie,
      body: { session_id: "../../v1/charges" },
    });
    expect(notStripe.status).toBe(404);
    expect((await api.call("/plan", { cookie })).json.active).toBe(false);

    // An open session is pending; once Stripe says paid, verifying grants the plan (the webhook may be late).
    const session = checkoutSession({ client_reference_id: id });
    stripeApp.fake.sessions.set(session.id, session);
    const pending = await stripeApp.call("/billing/verify", { body: { session_id: session.id } });
    expect(pending.json).toMatchObject({ status: "pending", attached: true, plan_expires_at: null });
    stripeApp.fake.sessions.set(session.id, { ...session, status: "complete", payment_status: "paid" });
    const paid = await stripeApp.call("/billing/verify", { body: { session_id: session.id } });
    expect(paid.json).toMatchObject({ status: "paid", amount_cents: 797, currency: "BRL", attached: true });
    expect((await api.call("/plan", { cookie })).json).toMatchObject({
      active: true,
      expires_at: paid.json.plan_expires_at,
    });
  });
});
