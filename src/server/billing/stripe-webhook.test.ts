import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { processedEvents, purchases } from "../db/schema.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { confirmEmail } from "../testing/auth-client.ts";
import { checkoutSession, signedEvent } from "./testing/fake-stripe.ts";
import { useStripeApp } from "./testing/stripe-app.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

// Each test signs people up (a deliberately slow password hash) and waits on real payments; a busy machine needs time.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describeOnEachDatabase("Stripe webhook", (api) => {
  const stripeApp = useStripeApp(api);
  const plan = async (cookie: string) => (await api.call("/plan", { cookie })).json;
  const rowsOf = (userId: string) => api.db.select().from(purchases).where(eq(purchases.userId, userId));
  const paidSession = (userId: string) =>
    checkoutSession({ client_reference_id: userId, payment_status: "paid", status: "complete" });
  const deliver = (type: string, session: ReturnType<typeof checkoutSession>, id?: string) => {
    const { payload, signature } = signedEvent(stripeApp.fake.stripe, { type, session, id });
    return stripeApp.deliver(payload, signature);
  };

  it("grants the plan for a paid checkout.session.completed with a valid signature", async () => {
    const { id, cookie } = await api.signUp();
    const before = Date.now();
    const answer = await deliver("checkout.session.completed", paidSession(id));
    expect(answer).toEqual({ status: 200, json: { received: true, duplicate: false } });
    const status = await plan(cookie);
    expect(status.active).toBe(true);
    expect(new Date(status.expires_at).getTime() - before).toBeGreaterThanOrEqual(14 * DAY_MS);
    expect(new Date(status.expires_at).getTime() - before).toBeLessThan(14 * DAY_MS + 60_000);
  });

  it("keeps a paid e-mail purchase for that e-mail until an account proves it owns the address", async () => {
    const email = `webhook.${Date.now()}@example.com`;
    const session = checkoutSession({ customer_email: email, payment_status: "paid", status: "complete" });
    expect((await deliver("checkout.session.completed", session)).status).toBe(200);

    const { cookie } = await api.signUp({ email });
    expect((await plan(cookie)).active).toBe(false);
    expect((await confirmEmail(api.url, api.dataDir, email)).status).toBe(200);
    expect((await plan(cookie)).active).toBe(true);
  });

  it("refuses a wrong, a missing and a stale signature, and grants nothing", async () => {
    const { id, cookie } = await api.signUp();
    const session = paidSession(id);
    const stripe = stripeApp.fake.stripe;
    const wrong = signedEvent(
      stripe,
      { type: "checkout.session.completed", session },
      { secret: "whsec_other" },
    );
    const stale = signedEvent(
      stripe,
      { type: "checkout.session.completed", session },
      { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 },
    );
    for (const [payload, signature] of [
      [wrong.payload, wrong.signature],
      [wrong.payload, undefined],
      [stale.payload, stale.signature],
      // A valid signature over other bytes: the body was changed on the way.
      [stale.payload.replace('"unpaid"', '"paid"').replace("complete", "complete "), wrong.signature],
    ] as const) {
      const answer = await stripeApp.deliver(payload, signature);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ code: "WEBHOOK_SIGNATURE_INVALID" });
    }
    expect((await plan(cookie)).active).toBe(false);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("processes the same event once when it is delivered twice, even at the same moment", async () => {
    const { id, cookie } = await api.signUp();
    const session = paidSession(id);
    const eventId = `evt_twice_${id}`;
    const [first, second] = await Promise.all([
      deliver("checkout.session.completed", session, eventId),
      deliver("checkout.session.completed", session, eventId),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await deliver("checkout.session.completed", session, eventId);
    expect(third.json).toEqual({ received: true, duplicate: true });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    const expiry = new Date((await plan(cookie)).expires_at).getTime();
    expect(expiry - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    const events = await api.db.select().from(processedEvents).where(eq(processedEvents.id, eventId));
    expect(events).toHaveLength(1);
  });

  it("grants one plan when two different events for one session arrive at once", async () => {
    const { id, cookie } = await api.signUp();
    const session = paidSession(id);
    await Promise.all([
      deliver("checkout.session.completed", session),
      deliver("checkout.session.async_payment_succeeded", session),
    ]);
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe("paid");
    const expiry = new Date((await plan(cookie)).expires_at).getTime();
    expect(expiry - Date.now()).toBeLessThanOrEqual(14 * DAY_MS);
    expect(expiry - Date.now()).toBeGreaterThan(14 * DAY_MS - 60_000);
  });

  it("waits for the Pix: a completed but unpaid checkout grants only when the async payment succeeds", async () => {
    const { id, cookie } = await api.signUp();
    const unpaid = checkoutSession({ client_reference_id: id, status: "complete", payment_status: "unpaid" });
    expect((await deliver("checkout.session.completed", unpaid)).status).toBe(200);
    expect((await plan(cookie)).active).toBe(false);
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(["pending"]);

    const paid = { ...unpaid, payment_status: "paid" as const };
    expect((await deliver("checkout.session.async_payment_succeeded", paid)).status).toBe(200);
    expect((await plan(cookie)).active).toBe(true);
    expect((await rowsOf(id)).map((row) => row.status)).toEqual(["paid"]);
  });

  it("marks a failed Pix and an expired checkout, and grants nothing for either", async () => {
    const { id, cookie } = await api.signUp();
    const failed = checkoutSession({ client_reference_id: id, status: "complete", payment_status: "unpaid" });
    const expired = checkoutSession({ client_reference_id: id, status: "expired", payment_status: "unpaid" });
    await deliver("checkout.session.completed", failed);
    await deliver("checkout.session.async_payment_failed", failed);
    await deliver("checkout.session.expired", expired);
    expect((await plan(cookie)).active).toBe(false);
    const statuses = Object.fromEntries((await rowsOf(id)).map((row) => [row.providerSessionId, row.status]));
    expect(statuses).toEqual({ [failed.id]: "failed", [expired.id]: "expired" });
  });

  it("ignores sessions that are not a Premium purchase at our price", async () => {
    const { id, cookie } = await api.signUp();
    const other = { ...paidSession(id), metadata: { plan_id: "outro-produto" } };
    const cheap = { ...paidSession(id), amount_total: 1 };
    expect((await deliver("checkout.session.completed", other)).status).toBe(200);
    expect((await deliver("checkout.session.completed", cheap)).status).toBe(200);
    expect((await plan(cookie)).active).toBe(false);
  });

  it("is not offered when the demo checkout is in use", async () => {
    const session = paidSession("ninguem");
    const { payload, signature } = signedEvent(stripeApp.fake.stripe, {
      type: "checkout.session.completed",
      session,
    });
    const response = await fetch(`${api.url}/api/billing/stripe-webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    expect(response.status).toBe(404);
  });
});
