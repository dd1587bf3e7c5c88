// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installMemoryStorage } from "./testing/memory-storage.ts";

describe("cookie consent", () => {
  let storage: Map<string, string>;
  beforeEach(() => {
    vi.resetModules();
    storage = installMemoryStorage().localStorage.map;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("allows nothing optional until the visitor chooses; essential always", async () => {
    const consent = await import("./consent.ts");
    expect(consent.readConsent()).toBeNull();
    expect(consent.hasConsent("essential")).toBe(true);
    for (const category of consent.OPTIONAL_CATEGORIES) expect(consent.hasConsent(category)).toBe(false);
  });

  it("keeps each choice, and tells subscribers", async () => {
    const consent = await import("./consent.ts");
    const seen: unknown[] = [];
    const stop = consent.subscribeConsent((preferences) => seen.push(preferences));
    expect(consent.saveConsent({ performance: true, functionality: false, marketing: false })).toBe(true);
    expect(consent.hasConsent("performance")).toBe(true);
    expect(consent.hasConsent("functionality")).toBe(false);
    expect(consent.hasConsent("marketing")).toBe(false);
    expect(seen).toEqual([expect.objectContaining({ essential: true, performance: true, marketing: false })]);
    stop();
    consent.saveConsent(consent.ALL_REJECTED);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(storage.get("cookieConsent") ?? "")).toMatchObject(consent.ALL_REJECTED);
  });

  it("reads damaged or partial preferences as undecided", async () => {
    const consent = await import("./consent.ts");
    for (const raw of ["{", "null", '{"performance":true}', '{"decidedAt":"x","performance":"sim"}']) {
      storage.set("cookieConsent", raw);
      expect(consent.readConsent(), raw).toBeNull();
      expect(consent.hasConsent("performance"), raw).toBe(false);
    }
  });
});
