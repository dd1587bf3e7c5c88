import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { purchases } from "../db/schema.ts";
import { describeOnEachDatabase, TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, confirmEmail, nextIp } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL } from "../testing/config.ts";
import { DEMO_PIX_DELAY_MS } from "./demo-provider.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// Each test signs people up (a deliberately slow password hash) and waits on real payments; a busy machine needs time.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describeOnEachDatabase("demo checkout", (api) => {
  const plan = async (cookie: string) => (await api.call("/plan", { cookie })).json;
  const sessionIdOf = (url: string) => new URL(url).searchParams.get("session_id") ?? "";
  const checkout = async (cookie: string) => {
    const answer = await api.call("/billing/checkout", { cookie, body: {} });
    expect(answer.status).toBe(200);
    return answer.json.url as string;
  };

  it("asks for a session to start a checkout", async () => {
    const answer = await api.call("/billing/checkout", { body: {} });
    expect(answer.status).toBe(401);
  });

  it("sends the buyer to the demo page; a card payment grants the plan once", async () => {
    const { id, cookie } = await api.signUp();
    const url = await checkout(cookie);
    expect(url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/pagamento-demo\\?session_id=demo_[0-9a-f-]{36}$`));
    const sessionId = sessionIdOf(url);
    const shown = await api.call(`/billing/demo/sessions/${sessionId}`);
    expect(shown.json).toMatchObject({ status: "pending", amount_cents: 797, currency: "BRL" });
    expect((await api.call("/billing/verify", { body: { session_id: sessionId } })).json.status).toBe(
      "pending",
    );
    expect((await plan(cookie)).active).toBe(false);

    const before = Date.now();
    const paid = await api.call("/billing/demo/pay", { body: { session_id: sessionId, method: "card" } });
    expect(paid.json).toMatchObject({ status: "paid", attached: true });
    const status = await plan(cookie);
    expect(status.active).toBe(true);
    expect(new Date(status.expires_at).getTime() - before).toBeGreaterThanOrEqual(14 * DAY_MS);

    // Paying, verifying and paying again change nothing.
    await api.call("/billing/demo/pay", { body: { session_id: sessionId, method: "card" } });
    const again = await api.call("/billing/verify", { body: { session_id: sessionId } });
    expect(again.json.plan_expires_at).toBe(status.expires_at);
    expect((await plan(cookie)).expires_at).toBe(status.expires_at);
    expect(await api.db.select().from(purchases).where(eq(purchases.userId, id))).toHaveLength(1);
  });

  it("confirms a Pix a few seconds later, without anyone asking", async () => {
    const { cookie } = await api.signUp();
    const sessionId = sessionIdOf(await checkout(cookie));
    const started = await api.call("/billing/demo/pay", { body: { session_id: sessionId, method: "pix" } });
    expect(started.json.status).toBe("pending");
    expect((await plan(cookie)).active).toBe(false);
    // The settlement timer grants it: the plan turns active with no one asking the provider.
    await new Promise((resolve) => setTimeout(resolve, DEMO_PIX_DELAY_MS));
    await expect.poll(async () => (await plan(cookie)).active, { timeout: 30_000, interval: 500 }).toBe(true);
    expect((await api.call("/billing/verify", { body: { session_id: sessionId } })).json.status).toBe("paid");
  });

  it("grants nothing for a made-up session id, and refuses bad input", async () => {
    const { cookie } = await api.signUp();
    for (const sessionId of ["demo_inventado", "cs_test_123", "x".repeat(300)]) {
      const verify = await api.call("/billing/verify", { cookie, body: { session_id: sessionId } });
      expect(verify.status).toBe(404);
      expect(verify.json.message).toBe(
        "Pagamento não encontrado. Confira o link ou inicie um novo pagamento.",
      );
      const pay = await api.call("/billing/demo/pay", { body: { session_id: sessionId, method: "card" } });
      expect(pay.status).toBe(404);
    }
    expect((await api.call("/billing/verify", { body: { session_id: "" } })).status).toBe(400);
    const method = await api.call("/billing/demo/pay", { body: { session_id: "demo_x", method: "boleto" } });
    expect(method.status).toBe(400);
    expect((await plan(cookie)).active).toBe(false);
  });

  it("validates the e-mail of /pagamento-inicial with the spec's messages", async () => {
    const empty = await api.call("/billing/initial-checkout", { body: { email: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual([{ path: "email", message: "O email é obrigatório" }]);
    const invalid = await api.call("/billing/initial-checkout", { body: { email: "sem-arroba" } });
    expect(invalid.json.issues).toEqual([{ path: "email", message: "Email inválido" }]);
  });

  it("attaches an e-mail purchase only once the account that signs up with that e-mail confirms it", async () => {
    const email = `compra.${Date.now()}@example.com`;
    const started = await api.call("/billing/initial-checkout", { body: { email: email.toUpperCase() } });
    const sessionId = sessionIdOf(started.json.url);
    const paid = await api.call("/billing/demo/pay", { body: { session_id: sessionId, method: "card" } });
    expect(paid.json).toMatchObject({ status: "paid", attached: false, plan_expires_at: null, email });

    // Anybody can sign up with any address: before the mailbox is proven, the plan stays with the e-mail.
    const auth = authClient(api.url);
    const signUp = await auth("/sign-up/email", {
      body: { name: "Bruna Lima", email, password: TEST_PASSWORD },
      ip: nextIp(),
    });
    expect(signUp.status).toBe(200);
    expect((await plan(signUp.cookie)).active).toBe(false);
    const signIn = await auth("/sign-in/email", { body: { email, password: TEST_PASSWORD }, ip: nextIp() });
    expect((await plan(signIn.cookie)).active).toBe(false);
    const unclaimed = await api.call("/billing/verify", {
      body: { session_id: sessionId },
      cookie: signIn.cookie,
    });
    expect(unclaimed.json).toMatchObject({ attached: false, plan_expires_at: null });

    const before = Date.now();
    expect((await confirmEmail(api.url, api.dataDir, email)).status).toBe(200);
    const status = await plan(signUp.cookie);
    expect(status.active).toBe(true);
    expect(new Date(status.expires_at).getTime() - before).toBeGreaterThanOrEqual(14 * DAY_MS);
    const verified = await api.call("/billing/verify", { body: { session_id: sessionId } });
    expect(verified.json).toMatchObject({ attached: true, plan_expires_at: status.expires_at });
  });

  it("attaches an e-mail purchase, even a Pix still on its way, to a confirmed account when it signs in", async () => {
    const { email } = await api.signUp();
    expect((await confirmEmail(api.url, api.dataDir, email)).status).toBe(200);
    const sessionId = sessionIdOf(
      (await api.call("/billing/initial-checkout", { body: { email } })).json.url,
    );
    await api.call("/billing/demo/pay", { body: { session_id: sessionId, method: "pix" } });

    const auth = authClient(api.url);
    const signIn = await auth("/sign-in/email", { body: { email, password: TEST_PASSWORD }, ip: nextIp() });
    expect(signIn.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, DEMO_PIX_DELAY_MS));
    await expect
      .poll(async () => (await plan(signIn.cookie)).active, { timeout: 30_000, interval: 500 })
      .toBe(true);
  });

  it("answers 404 to Stripe's webhook address while the demo is in use", async () => {
    const response = await fetch(`${api.url}/api/billing/stripe-webhook`, { method: "POST", body: "{}" });
    expect(response.status).toBe(404);
  });
});
