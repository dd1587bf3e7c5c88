import { afterEach, describe, expect, it, vi } from "vitest";
import { installMemoryStorage } from "#web/lib/testing/memory-storage.ts";
import { paymentReturn, rememberPaymentReturn } from "./payment-return.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the page a payment leads back to", () => {
  it("is the one the last checkout started from", () => {
    installMemoryStorage();
    rememberPaymentReturn("/dashboard?download=abc&format=pdf");
    expect(paymentReturn()).toBe("/dashboard?download=abc&format=pdf");
  });

  it("is forgotten when a checkout starts from nowhere in particular", () => {
    const window = installMemoryStorage();
    rememberPaymentReturn("/dashboard?download=abc&format=pdf");
    rememberPaymentReturn(null);
    expect(paymentReturn()).toBeNull();
    expect(window.localStorage.map.has("returnAfterPayment")).toBe(false);
  });

  it("never leaves the site, even when the stored value was tampered with", () => {
    const window = installMemoryStorage();
    rememberPaymentReturn("//golpe.example");
    expect(paymentReturn()).toBeNull();
    window.localStorage.map.set("returnAfterPayment", "https://golpe.example");
    expect(paymentReturn()).toBeNull();
  });
});
