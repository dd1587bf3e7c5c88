import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { testConfig } from "../testing/config.ts";
import { clearRateLimit, hitRateLimit } from "./rate-limit.ts";

const rule = { limit: 2, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 12, 0, seconds));

describe("database rate limits", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase(testConfig());
  }, 60_000);
  afterAll(() => handle?.close());

  it("allows `limit` hits per window, says when to retry, and starts over in the next window", async () => {
    const hit = (seconds: number) => hitRateLimit(handle.db, { key: "k1", rule, now: at(seconds) });
    expect(await hit(0)).toEqual({ limited: false, retryAfterSeconds: 60 });
    expect((await hit(10)).limited).toBe(false);
    expect(await hit(20)).toEqual({ limited: true, retryAfterSeconds: 40 });
    expect((await hit(61)).limited).toBe(false);
  });

  it("forgets a cleared key", async () => {
    const hit = (seconds: number) => hitRateLimit(handle.db, { key: "k2", rule, now: at(seconds) });
    await hit(0);
    await hit(1);
    expect((await hit(2)).limited).toBe(true);
    await clearRateLimit(handle.db, "k2");
    expect((await hit(3)).limited).toBe(false);
  });

  it("counts hits from concurrent requests exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        hitRateLimit(handle.db, { key: "k3", rule: { limit: 5, windowMs: 60_000 } }),
      ),
    );
    expect(results.filter((result) => result.limited)).toHaveLength(5);
  });
});
