import { Worker } from "node:worker_threads";
import type { ExtractedResume } from "#core/import/extracted-resume.ts";
import type { Logger } from "../logger.ts";
import type { ParseJob, WorkerReply } from "./parse-protocol.ts";
import type { ImportFailureReason } from "./parse-resume.ts";

/** Why a parse gave no result: the file's own problem, or the pool's (too busy, a worker that cannot start). */
export type ParseFailureReason = ImportFailureReason | "timeout" | "crashed" | "busy" | "unavailable";

export class ParseFailure extends Error {
  override name = "ParseFailure";
  constructor(
    readonly reason: ParseFailureReason,
    options?: { cause?: unknown },
  ) {
    super(`parse failed: ${reason}`, options);
  }
}

export type ParsePoolOptions = {
  logger: Logger;
  /** Parses running at once, each in its own thread. */
  size?: number;
  /** Parses that may wait for a thread; beyond that the answer is "busy". */
  maxWaiting?: number;
  /** A parse running longer is stopped by killing its thread. */
  timeoutMs: number;
  maxPages: number;
  /** Heap of each thread; a file that needs more fails instead of starving the server. */
  maxHeapMb?: number;
  /** The worker script; tests swap in one that misbehaves. */
  workerUrl?: URL;
};

export type ResumeParser = {
  parse(bytes: Uint8Array, kind: "pdf" | "docx"): Promise<ExtractedResume>;
  /** Starts the threads in the background, so uploads do not wait for pdf.js to load. */
  warmUp(): void;
  close(): Promise<void>;
};

const WORKER_URL = new URL("./parse-worker.ts", import.meta.url);
// Runs the worker's TypeScript through tsx, whatever started this process (node --import tsx, vitest).
const ENTRY_URL = new URL("./ts-worker-entry.mjs", import.meta.url);
/** Loading the worker (tsx, pdf.js) is slow only the first time; a thread that never gets ready is broken. */
const STARTUP_TIMEOUT_MS = 120_000;

/**
 * A small pool of parse threads. The event loop stays free while files are parsed, a slow or hostile file
 * costs at most `timeoutMs` and its thread (which is killed and replaced), and idle threads stay warm.
 */
export function createParsePool(options: ParsePoolOptions): ResumeParser {
  const { logger, size = 2, maxWaiting = 8, timeoutMs, maxPages, maxHeapMb = 256 } = options;
  const workerUrl = options.workerUrl ?? WORKER_URL;
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const waiting: Array<(granted: boolean) => void> = [];
  let running = 0;
  let nextId = 1;
  let closed = false;
  /** The thread warmUp() is starting, until a parse claims it. */
  let warming: Promise<Worker | undefined> | undefined;

  const acquire = async (): Promise<void> => {
    if (closed) throw new ParseFailure("unavailable");
    if (running < size) {
      running++;
      return;
    }
    if (waiting.length >= maxWaiting) throw new ParseFailure("busy");
    const granted = await new Promise<boolean>((resolve) => waiting.push(resolve));
    if (!granted) throw new ParseFailure("unavailable");
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next(true);
    else running--;
  };

  const discard = (worker: Worker) => {
    all.delete(worker);
    void worker.terminate();
  };

  const spawn = async (): Promise<Worker> => {
    const worker = new Worker(ENTRY_URL, {
      workerData: { module: workerUrl.href },
      // The entry registers tsx itself; the parent's flags (a second loader among them) are not wanted.
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    // Idle threads must not keep a stopping process alive.
    worker.unref();
    all.add(worker);
    worker.once("exit", () => {
      all.delete(worker);
      const index = idle.indexOf(worker);
      if (index >= 0) idle.splice(index, 1);
    });
    try {
      await waitUntilReady(worker);
    } catch (error) {
      discard(worker);
      logger.error({ err: error }, "a resume parse worker could not start");
      throw new ParseFailure("unavailable", { cause: error });
    }
    return worker;
  };

  /** An idle thread, else the one warming up, else a new one. */
  const take = async (): Promise<Worker> => {
    const ready = idle.pop();
    if (ready) return ready;
    const pending = warming;
    warming = undefined;
    const warmed = await pending;
    if (warmed && all.has(warmed)) return warmed;
    return spawn();
  };

  const run = (worker: Worker, job: ParseJob): Promise<ExtractedResume> =>
    new Promise((resolve, reject) => {
      const bytes = job.bytes.byteLength;
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        outcome();
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.type === "ready" || reply.id !== job.id) return;
        if (reply.type === "done") return finish(() => resolve(reply.result));
        if (reply.detail) logger.warn({ detail: reply.detail }, "resume parse failed unexpectedly");
        finish(() => reject(new ParseFailure(reply.reason)));
      };
      const onError = (error: Error) => {
        discard(worker);
        logger.warn({ err: error }, "a resume parse worker failed");
        finish(() => reject(new ParseFailure("crashed", { cause: error })));
      };
      const onExit = () => {
        all.delete(worker);
        finish(() => reject(new ParseFailure("crashed")));
      };
      const timer = setTimeout(() => {
        discard(worker);
        logger.warn({ timeoutMs, kind: job.kind, bytes }, "resume parse stopped: too slow");
        finish(() => reject(new ParseFailure("timeout")));
      }, timeoutMs);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      // Transferred, not copied: after this line the request holds no copy of the file.
      worker.postMessage(job, [job.bytes.buffer as ArrayBuffer]);
    });

  return {
    async parse(bytes, kind) {
      await acquire();
      try {
        const worker = await take();
        const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
        const job: ParseJob = { id: nextId++, bytes: owned ? bytes : bytes.slice(), kind, maxPages };
        try {
          return await run(worker, job);
        } finally {
          // A thread that answered (even "this file is unreadable") is healthy and stays warm.
          if (all.has(worker)) {
            if (closed) discard(worker);
            else idle.push(worker);
          }
        }
      } finally {
        release();
      }
    },
    warmUp() {
      // One thread after the other, so they do not compete for the CPU while loading.
      const warmNext = () => {
        if (closed || all.size >= size || warming) return;
        // A failure is logged by spawn; the next upload then starts a thread of its own.
        const started = spawn().catch(() => undefined);
        warming = started;
        void started.then((worker) => {
          if (!worker) return;
          // Unless a parse claimed it while it started, it waits with the idle ones.
          if (warming === started) {
            warming = undefined;
            if (closed) return discard(worker);
            idle.push(worker);
          }
          warmNext();
        });
      };
      warmNext();
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve(false);
      idle.length = 0;
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
    },
  };
}

function waitUntilReady(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      outcome();
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.type === "ready") finish(resolve);
    };
    const onError = (error: Error) => finish(() => reject(error));
    const onExit = (code: number) => finish(() => reject(new Error(`the worker exited with code ${code}`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error("the worker did not start in time"))),
      STARTUP_TIMEOUT_MS,
    );
    worker.on("message", onMessage);
    worker.on("error", onError);
    worker.on("exit", onExit);
  });
}
