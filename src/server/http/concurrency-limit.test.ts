import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { concurrencyLimit } from "./concurrency-limit.ts";
import { errorHandler } from "./errors.ts";

function appWithLimit(active: number, waiting: number) {
  let running = 0;
  let peak = 0;
  const gates: Array<() => void> = [];
  const app = new Hono();
  app.onError(errorHandler(createLogger("silent")));
  app.get("/work", concurrencyLimit({ active, waiting }), async (c) => {
    running++;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running--;
    return c.text("ok");
  });
  return { app, peak: () => peak, gates };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("concurrencyLimit", () => {
  it("runs at most `active` at once, queues up to `waiting` in order and refuses the rest with 503", async () => {
    const { app, peak, gates } = appWithLimit(2, 3);
    const answers = Array.from({ length: 6 }, () => app.request("/work"));
    await tick();
    expect(gates).toHaveLength(2);
    const refused = (await answers[5]) as Response;
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect((await refused.json()).message).toMatch(/temporariamente indisponível/);
    for (let released = 0; released < 5; released++) {
      expect(gates.length).toBeLessThanOrEqual(2);
      gates.shift()?.();
      await tick();
    }
    const statuses = await Promise.all(answers.slice(0, 5).map(async (answer) => (await answer).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(peak()).toBe(2);
  });

  it("frees its place when a handler throws", async () => {
    const app = new Hono();
    app.onError(errorHandler(createLogger("silent")));
    app.get("/fail", concurrencyLimit({ active: 1, waiting: 0 }), () => {
      throw new Error("boom");
    });
    expect((await app.request("/fail")).status).toBe(500);
    expect((await app.request("/fail")).status).toBe(500);
  });
});
