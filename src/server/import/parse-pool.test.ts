import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createParsePool, ParseFailure } from "./parse-pool.ts";
import { corpusFile } from "./testing/corpus.ts";

const logger = createLogger("silent");
const STUCK_WORKER = new URL("./testing/stuck-worker.ts", import.meta.url);
const corpusPdf = () => corpusFile("pdf/pt_01_joao-pedro-albuquerque.pdf");

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ParseFailure ? error.reason : error),
  );

describe("parse pool", () => {
  it("kills a parse that overruns its time limit while the event loop keeps running", async () => {
    const pool = createParsePool({ logger, timeoutMs: 300, maxPages: 10, workerUrl: STUCK_WORKER });
    try {
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 20);
      const started = Date.now();
      expect(await failureOf(pool.parse(new Uint8Array([1, 2, 3]), "pdf"))).toBe("timeout");
      clearInterval(ticker);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The endless loop ran in another thread: timers here kept firing.
      expect(ticks).toBeGreaterThan(5);
      // A fresh thread replaces the killed one.
      expect(await failureOf(pool.parse(new Uint8Array([1]), "pdf"))).toBe("timeout");
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("answers busy when every thread and waiting place is taken", async () => {
    const pool = createParsePool({
      logger,
      timeoutMs: 1_500,
      maxPages: 10,
      size: 1,
      maxWaiting: 1,
      workerUrl: STUCK_WORKER,
    });
    try {
      const first = failureOf(pool.parse(new Uint8Array([1]), "pdf"));
      const second = failureOf(pool.parse(new Uint8Array([2]), "pdf"));
      expect(await failureOf(pool.parse(new Uint8Array([3]), "pdf"))).toBe("busy");
      expect(await first).toBe("timeout");
      expect(await second).toBe("timeout");
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("parses in a reused thread and takes the file away from the caller", async () => {
    const pool = createParsePool({ logger, timeoutMs: 20_000, maxPages: 10 });
    try {
      const bytes = await corpusPdf();
      const result = await pool.parse(bytes, "pdf");
      // Transferred to the worker, not copied: the request keeps no copy of the file.
      expect(bytes.byteLength).toBe(0);
      expect(result).toHaveProperty("experiencias");
      const again = await pool.parse(await corpusPdf(), "pdf");
      expect(again).toEqual(result);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("refuses work after close", async () => {
    const pool = createParsePool({ logger, timeoutMs: 1_000, maxPages: 10 });
    await pool.close();
    expect(await failureOf(pool.parse(new Uint8Array([1]), "pdf"))).toBe("unavailable");
  });
});
