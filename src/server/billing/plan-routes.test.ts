import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { purchases } from "../db/schema.ts";
import { describeOnEachDatabase } from "../testing/api-client.ts";
import { grantPurchase } from "./grant-purchase.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describeOnEachDatabase("plan status", (api) => {
  const status = async (cookie: string) => (await api.call("/plan", { cookie })).json;

  it("asks for a session", async () => {
    const result = await api.call("/plan");
    expect(result.status).toBe(401);
    expect(result.json.message).toBe("Você precisa estar logado para continuar.");
  });

  it("is free until a purchase is granted, then active for 14 days", async () => {
    const { id, cookie } = await api.signUp();
    expect(await status(cookie)).toEqual({ success: true, active: false, expires_at: null });

    const before = Date.now();
    await grantPurchase({ db: api.db, provider: "demo", providerSessionId: `s-${id}`, userId: id });
    const plan = await status(cookie);
    expect(plan.active).toBe(true);
    const expiresIn = new Date(plan.expires_at).getTime() - before;
    expect(expiresIn).toBeGreaterThanOrEqual(14 * DAY_MS);
    expect(expiresIn).toBeLessThan(14 * DAY_MS + 60_000);
  });

  it("grants one session once, and extends a running plan with a second purchase", async () => {
    const { id, cookie } = await api.signUp();
    const paidAt = new Date("2030-01-01T00:00:00Z");
    await Promise.all([
      grantPurchase({ db: api.db, provider: "demo", providerSessionId: `a-${id}`, userId: id, paidAt }),
      grantPurchase({ db: api.db, provider: "demo", providerSessionId: `a-${id}`, userId: id, paidAt }),
    ]);
    expect((await status(cookie)).expires_at).toBe("2030-01-15T00:00:00.000Z");

    await Promise.all([
      grantPurchase({ db: api.db, provider: "demo", providerSessionId: `b-${id}`, userId: id, paidAt }),
      grantPurchase({ db: api.db, provider: "demo", providerSessionId: `c-${id}`, userId: id, paidAt }),
    ]);
    expect((await status(cookie)).expires_at).toBe("2030-02-12T00:00:00.000Z");
    const rows = await api.db.select().from(purchases).where(eq(purchases.userId, id));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.amountCents === 797 && row.currency === "BRL")).toBe(true);
  });

  it("is free again once the plan has expired", async () => {
    const { id, cookie } = await api.signUp();
    const paidAt = new Date(Date.now() - 15 * DAY_MS);
    await grantPurchase({ db: api.db, provider: "demo", providerSessionId: `old-${id}`, userId: id, paidAt });
    const plan = await status(cookie);
    expect(plan.active).toBe(false);
    expect(new Date(plan.expires_at).getTime()).toBeLessThan(Date.now());
  });
});
