import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { checkSubscription, localPlanActive, PLAN_CHECK_ERROR } from "./plan-status.ts";
import { memoryStorage } from "./testing/memory-storage.ts";

const now = new Date("2026-05-10T12:00:00Z");
const future = "2026-05-20T12:00:00.000Z";
const past = "2026-05-01T12:00:00.000Z";
const validLocal = () => memoryStorage({ hasPaidPlan: "true", planExpiresAt: future });
const down = () => Promise.reject(new ApiError("NETWORK_ERROR", "Sem conexão com o servidor.", 0));

describe("local plan flags", () => {
  it.each([
    ["a future expiry", { hasPaidPlan: "true", planExpiresAt: future }, true],
    ["no expiry", { hasPaidPlan: "true" }, false],
    ["an unreadable expiry", { hasPaidPlan: "true", planExpiresAt: "amanhã" }, false],
    ["a past expiry", { hasPaidPlan: "true", planExpiresAt: past }, false],
    ["the flag off", { hasPaidPlan: "false", planExpiresAt: future }, false],
  ])("with %s: active is %s", (_, values, active) => {
    expect(localPlanActive(memoryStorage(values), now)).toBe(active);
  });
});

describe("checkSubscription", () => {
  it("stores the flags when the server says active", async () => {
    const storage = memoryStorage();
    const result = await checkSubscription({
      storage,
      now,
      fetchPlan: async () => ({ success: true, active: true, expires_at: future }),
    });
    expect(result).toEqual({ active: true });
    expect(Object.fromEntries(storage.map)).toEqual({ hasPaidPlan: "true", planExpiresAt: future });
  });

  it("clears expired flags when the server says inactive", async () => {
    const storage = memoryStorage({ hasPaidPlan: "true", planExpiresAt: past });
    const fetchPlan = async () => ({ success: true, active: false, expires_at: past });
    expect(await checkSubscription({ storage, now, fetchPlan })).toEqual({ active: false });
    expect(storage.map.size).toBe(0);
  });

  it("keeps valid, unexpired flags when the server says inactive", async () => {
    const storage = validLocal();
    const fetchPlan = async () => ({ success: true, active: false, expires_at: null });
    expect(await checkSubscription({ storage, now, fetchPlan })).toEqual({ active: true });
    expect(storage.map.get("hasPaidPlan")).toBe("true");
  });

  it("keeps a valid local plan when the server cannot be reached", async () => {
    expect(await checkSubscription({ storage: validLocal(), now, fetchPlan: down })).toEqual({
      active: true,
    });
  });

  it("says so when the server asks for a sign-in, rather than reporting no plan", async () => {
    const signedOut = () =>
      Promise.reject(new ApiError("UNAUTHORIZED", "Você precisa estar logado para continuar.", 401));
    expect(await checkSubscription({ storage: memoryStorage(), now, fetchPlan: signedOut })).toEqual({
      active: false,
      signedOut: true,
    });
  });

  it("reports 'Erro ao verificar assinatura' when the server fails and nothing valid is stored", async () => {
    const storage = memoryStorage({ hasPaidPlan: "true", planExpiresAt: past });
    expect(await checkSubscription({ storage, now, fetchPlan: down })).toEqual({
      active: false,
      error: PLAN_CHECK_ERROR,
    });
  });
});
