import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installMemoryStorage } from "#web/lib/testing/memory-storage.ts";
import { pushPurchaseEvent } from "./purchase-event.ts";

describe("purchase event", () => {
  let fakeWindow: ReturnType<typeof installMemoryStorage>;
  beforeEach(() => {
    fakeWindow = installMemoryStorage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("pushes the spec's purchase once per checkout session", () => {
    expect(pushPurchaseEvent("cs_1")).toBe(true);
    expect(fakeWindow.dataLayer).toEqual([
      {
        event: "purchase",
        ecommerce: {
          transaction_id: "cs_1",
          value: 7.97,
          currency: "BRL",
          items: [{ item_id: "premium-14d", item_name: "Plano Premium", price: 7.97, quantity: 1 }],
        },
      },
    ]);
    // A reload starts a new dataLayer; the stored guard still knows the session.
    fakeWindow.dataLayer = [];
    expect(pushPurchaseEvent("cs_1")).toBe(false);
    expect(fakeWindow.dataLayer).toEqual([]);
    expect(pushPurchaseEvent("cs_2")).toBe(true);
    expect(fakeWindow.dataLayer).toHaveLength(1);
  });

  it("remembers only the newest twenty sessions", () => {
    for (let index = 0; index < 25; index++) pushPurchaseEvent(`cs_${index}`);
    expect(JSON.parse(fakeWindow.localStorage.getItem("purchaseEventsSent") ?? "[]")).toHaveLength(20);
    expect(pushPurchaseEvent("cs_24")).toBe(false);
    expect(pushPurchaseEvent("cs_0")).toBe(true);
  });
});
