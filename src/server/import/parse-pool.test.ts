import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { createParsePool, ParseFailure } from "./parse-pool.ts";
import { corpusFile } from "./testing/corpus.ts";
import { flateBombPdf } from "./testing/flate-bomb.ts";
import { childProcessIds, processTreeMemoryMb, watchPeakMemory } from "./testing/process-memory.ts";

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
      // The endless loop ran in another process: timers here kept firing.
      expect(ticks).toBeGreaterThan(5);
      // A fresh process replaces the killed one.
      expect(await failureOf(pool.parse(new Uint8Array([1]), "pdf"))).toBe("timeout");
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("answers busy when every process and waiting place is taken", async () => {
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

  it("parses in a reused process and takes the file away from the caller", async () => {
    const pool = createParsePool({ logger, timeoutMs: 20_000, maxPages: 10 });
    try {
      const bytes = await corpusPdf();
      const result = await pool.parse(bytes, "pdf");
      // Sent to the process and dropped here: the request keeps no copy of the file.
      expect(bytes.byteLength).toBe(0);
      expect(result).toHaveProperty("experiencias");
      const again = await pool.parse(await corpusPdf(), "pdf");
      expect(again).toEqual(result);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("keeps the memory of decompression bombs bounded and gives it back afterwards", async () => {
    // 1 MB on disk, 1 GB of zeros once its content stream is inflated.
    const bomb = await flateBombPdf(1024);
    expect(bomb.byteLength).toBeLessThan(1.5 * 1024 * 1024);
    const size = 2;
    const maxMemoryMb = 512;
    // Time enough for the memory limit, not the clock, to stop each bomb.
    const pool = createParsePool({ logger, timeoutMs: 60_000, maxPages: 10, size, maxMemoryMb });
    try {
      pool.warmUp();
      await Promise.all([pool.parse(await corpusPdf(), "pdf"), pool.parse(await corpusPdf(), "pdf")]);
      const baseline = await processTreeMemoryMb();
      const stopWatching = watchPeakMemory();
      // Twice as many as there are processes: each one is killed and replaced, then meets the next bomb.
      const reasons = await Promise.all(
        Array.from({ length: 2 * size }, () => failureOf(pool.parse(bomb.slice(), "pdf"))),
      );
      const peak = await stopWatching();
      expect(reasons).toEqual(Array(2 * size).fill("crashed"));
      // Each bomb alone would take over 2 GB; the server and its parse processes stay within their limits.
      expect(peak - baseline).toBeLessThan(size * maxMemoryMb);
      // The other uploads go on.
      expect(await pool.parse(await corpusPdf(), "pdf")).toHaveProperty("experiencias");
      // And the memory is given back to the system.
      await expect.poll(processTreeMemoryMb, { timeout: 30_000, interval: 250 }).toBeLessThan(baseline + 150);
    } finally {
      await pool.close();
    }
  }, 180_000);

  it("starts a process for the first parse and stops it once left idle", async () => {
    const others = await childProcessIds();
    const started = async () => (await childProcessIds()).filter((id) => !others.includes(id));
    const pool = createParsePool({ logger, timeoutMs: 20_000, maxPages: 10, idleMs: 500 });
    try {
      expect(await started()).toEqual([]);
      expect(await pool.parse(await corpusPdf(), "pdf")).toHaveProperty("experiencias");
      expect(await started()).toHaveLength(1);
      await expect.poll(started, { timeout: 10_000, interval: 100 }).toEqual([]);
      // The next upload starts one again.
      expect(await pool.parse(await corpusPdf(), "pdf")).toHaveProperty("experiencias");
    } finally {
      await pool.close();
    }
  }, 60_000);

  it("closes in a script that has nothing else to do: its processes are waited for, not left behind", () => {
    const script = fileURLToPath(new URL("./testing/close-pool.ts", import.meta.url));
    const run = spawnSync(process.execPath, ["--import", "tsx", script], {
      encoding: "utf8",
      timeout: 60_000,
    });
    expect({ status: run.status, stdout: run.stdout.trim() }).toEqual({ status: 0, stdout: "closed" });
  }, 90_000);

  it("refuses work after close", async () => {
    const pool = createParsePool({ logger, timeoutMs: 1_000, maxPages: 10 });
    await pool.close();
    expect(await failureOf(pool.parse(new Uint8Array([1]), "pdf"))).toBe("unavailable");
  });
});
