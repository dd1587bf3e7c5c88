import { describe, expect, it } from "vitest";
import { isPlanActive, planExpiryAfterPurchase } from "./premium-plan.ts";

const now = new Date("2026-03-10T12:00:00Z");

describe("planExpiryAfterPurchase", () => {
  it("starts 14 days from now without a running plan", () => {
    expect(planExpiryAfterPurchase(now, null).toISOString()).toBe("2026-03-24T12:00:00.000Z");
    expect(planExpiryAfterPurchase(now, new Date("2026-03-01T00:00:00Z")).toISOString()).toBe(
      "2026-03-24T12:00:00.000Z",
    );
  });

  it("extends a running plan from its expiry", () => {
    expect(planExpiryAfterPurchase(now, new Date("2026-03-20T12:00:00Z")).toISOString()).toBe(
      "2026-04-03T12:00:00.000Z",
    );
  });
});

describe("isPlanActive", () => {
  it("is active only before the expiry", () => {
    expect(isPlanActive(null, now)).toBe(false);
    expect(isPlanActive(new Date("2026-03-10T11:59:59Z"), now)).toBe(false);
    expect(isPlanActive(now, now)).toBe(false);
    expect(isPlanActive(new Date("2026-03-10T12:00:01Z"), now)).toBe(true);
  });
});
