import { describe, expect, it } from "vitest";
import type { SessionUser } from "./require-user.ts";
import { type ConfirmSession, createSessionCache, type FoundSession } from "./session-cache.ts";

const ana: SessionUser = { id: "u1", name: "Ana", email: "ana@example.com", createdAt: new Date(0) };
const LATER = Number.MAX_SAFE_INTEGER;

/** A cache on a clock the test moves, and a lookup that counts its calls. */
function setUp(ttlMs = 5_000, confirm?: ConfirmSession) {
  let clock = 1_000;
  const cache = createSessionCache({ ttlMs, confirm, now: () => clock });
  let lookups = 0;
  const lookup = (found: FoundSession | null) => async () => {
    lookups++;
    return found;
  };
  return { cache, lookup, advance: (ms: number) => (clock += ms), lookups: () => lookups, now: () => clock };
}

describe("session cache", () => {
  it("remembers a session for its time, then looks it up again beside the request, once", async () => {
    const { cache, lookup, advance, lookups } = setUp();
    const found = lookup({ user: ana, token: "t1", expiresAt: LATER });
    expect(await cache.resolve("c=1", found)).toBe(ana);
    expect(await cache.resolve("c=1", found)).toBe(ana);
    expect(lookups()).toBe(1);

    advance(5_000);
    const bia: SessionUser = { ...ana, name: "Bia" };
    let answer: (found: FoundSession | null) => void = () => {};
    const pending = () => new Promise<FoundSession | null>((resolve) => (answer = resolve));
    expect(await cache.resolve("c=1", pending)).toBe(ana);
    expect(await cache.resolve("c=1", found)).toBe(ana);
    expect(lookups()).toBe(1);
    answer({ user: bia, token: "t1", expiresAt: LATER });
    await Promise.resolve();
    expect(await cache.resolve("c=1", found)).toBe(bia);
    expect(lookups()).toBe(1);
  });

  it("forgets a session the lookup beside the requests no longer finds", async () => {
    const { cache, lookup, advance, lookups } = setUp();
    await cache.resolve("c=1", lookup({ user: ana, token: "t1", expiresAt: LATER }));
    advance(5_000);
    const gone = lookup(null);
    expect(await cache.resolve("c=1", gone)).toBe(ana);
    await Promise.resolve();
    expect(await cache.resolve("c=1", gone)).toBeNull();
    expect(lookups()).toBe(3);
  });

  it("does not vouch for a session past a second time while its lookup has not answered", async () => {
    const { cache, lookup, advance, lookups } = setUp();
    const found = lookup({ user: ana, token: "t1", expiresAt: LATER });
    await cache.resolve("c=1", found);
    advance(5_000);
    expect(await cache.resolve("c=1", () => new Promise(() => {}))).toBe(ana);
    advance(4_999);
    expect(await cache.resolve("c=1", found)).toBe(ana);
    expect(lookups()).toBe(1);
    advance(1);
    expect(await cache.resolve("c=1", found)).toBe(ana);
    expect(lookups()).toBe(2);
  });

  it("never past the session's own end, never a missing session, never without a cookie", async () => {
    const { cache, lookup, advance, lookups, now } = setUp();
    const ending = lookup({ user: ana, token: "t1", expiresAt: now() + 1_000 });
    await cache.resolve("c=1", ending);
    advance(1_000);
    await cache.resolve("c=1", ending);
    expect(lookups()).toBe(2);

    const none = lookup(null);
    expect(await cache.resolve("c=2", none)).toBeNull();
    expect(await cache.resolve("c=2", none)).toBeNull();
    expect(lookups()).toBe(4);

    const found = lookup({ user: ana, token: "t1", expiresAt: LATER });
    await cache.resolve("", found);
    await cache.resolve("", found);
    expect(lookups()).toBe(6);
  });

  it("forgets every session at once, and does not keep one looked up while it forgot", async () => {
    const { cache, lookup, lookups } = setUp();
    const found = lookup({ user: ana, token: "t1", expiresAt: LATER });
    await cache.resolve("c=1", found);
    cache.forgetAll();
    await cache.resolve("c=1", found);
    expect(lookups()).toBe(2);

    // A lookup that read the session before it ended and answers after the cache forgot: used once, not kept.
    let answer: (found: FoundSession) => void = () => {};
    const slow = cache.resolve("c=2", () => new Promise((resolve) => (answer = resolve)));
    cache.forgetAll();
    answer({ user: ana, token: "t1", expiresAt: LATER });
    expect(await slow).toBe(ana);
    await cache.resolve("c=2", found);
    expect(lookups()).toBe(3);
  });

  it("keeps at most 10 000 sessions, dropping the oldest", async () => {
    const { cache, lookup, lookups } = setUp();
    const found = lookup({ user: ana, token: "t1", expiresAt: LATER });
    for (let n = 0; n <= 10_000; n++) await cache.resolve(`c=${n}`, found);
    expect(lookups()).toBe(10_001);
    await cache.resolve("c=10000", found);
    await cache.resolve("c=1", found);
    expect(lookups()).toBe(10_001);
    await cache.resolve("c=0", found);
    expect(lookups()).toBe(10_002);
  });

  it("with a confirmation, asks it about a remembered session on every request and takes its answer", async () => {
    const bia: SessionUser = { ...ana, name: "Bia" };
    const asked: string[] = [];
    let current: FoundSession | null = { user: bia, token: "t1", expiresAt: LATER };
    const { cache, lookup, lookups } = setUp(5_000, async (token) => {
      asked.push(token);
      return current;
    });
    const found = lookup({ user: ana, token: "t1", expiresAt: LATER });
    expect(await cache.resolve("c=1", found)).toBe(ana);
    expect(asked).toEqual([]);
    expect(await cache.resolve("c=1", found)).toBe(bia);
    expect(asked).toEqual(["t1"]);

    current = null;
    expect(await cache.resolve("c=1", found)).toBeNull();
    expect(lookups()).toBe(1);
    // Forgotten: the next request asks the full lookup again.
    await cache.resolve("c=1", found);
    expect(lookups()).toBe(2);
  });
});
