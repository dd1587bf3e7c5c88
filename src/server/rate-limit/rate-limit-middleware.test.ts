import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { errorHandler } from "../http/errors.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import { enforceRateLimit, rateLimit } from "./rate-limit-middleware.ts";

const rule = { limit: 2, windowMs: 60_000 };

describe("rate-limit middleware and enforceRateLimit", () => {
  let handle: DatabaseHandle;
  let server: { url: string; close(): Promise<void> };
  let handled = 0;

  beforeAll(async () => {
    handle = await openDatabase(testConfig());
    const { db } = handle;
    const app = new Hono()
      .get("/limited", rateLimit({ db, rule, key: (c) => `test-route:${c.req.header("x-who")}` }), (c) => {
        handled += 1;
        return c.json({ ok: true });
      })
      .get("/inside", async (c) => {
        await enforceRateLimit(db, `test-inside:${c.req.query("who")}`, rule);
        return c.json({ ok: true });
      });
    app.onError(errorHandler(createLogger("silent")));
    server = await serveForTest(app);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  const limited = async (response: Response) => {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).code).toBe("RATE_LIMITED");
  };

  it("answers 429 RATE_LIMITED with Retry-After past the rule, before the handler runs, per key", async () => {
    const get = (who: string) => fetch(`${server.url}/limited`, { headers: { "x-who": who } });
    expect((await get("ana")).status).toBe(200);
    expect((await get("ana")).status).toBe(200);
    await limited(await get("ana"));
    expect(handled).toBe(2);
    expect((await get("bia")).status).toBe(200);
  });

  it("limits from inside a handler with the key it learns there", async () => {
    const get = (who: string) => fetch(`${server.url}/inside?who=${who}`);
    expect((await get("ana")).status).toBe(200);
    expect((await get("ana")).status).toBe(200);
    await limited(await get("ana"));
    expect((await get("bia")).status).toBe(200);
  });
});
