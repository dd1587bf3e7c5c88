import type { ChildProcess } from "node:child_process";
import type { ExtractedResume } from "#core/import/extracted-resume.ts";
import type { Logger } from "../logger.ts";
import { startParseProcess, stopParseProcess, waitUntilReady } from "./parse-process.ts";
import type { ParseJob, WorkerReply } from "./parse-protocol.ts";
import type { ImportFailureReason, PdfReading } from "./parse-resume.ts";

/** Why a parse gave no result: the file's own problem, or the pool's (too busy, a process that cannot start). */
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

type ParsePoolOptions = {
  logger: Logger;
  /** Parses running at once, each in its own process. */
  size?: number;
  /** Parses that may wait for a process; beyond that the answer is "busy". */
  maxWaiting?: number;
  /** A parse running longer is stopped by killing its process. */
  timeoutMs: number;
  maxPages: number;
  /** JavaScript heap of each process. */
  maxHeapMb?: number;
  /** All the memory one process may take (heap and decoded data); a file that needs more fails alone. */
  maxMemoryMb?: number;
  /** A process left holding more than this after a parse is replaced, so the memory goes back to the system. */
  recycleAboveMb?: number;
  /** A process idle this long is stopped: pdf.js holds about 100 MB in each, for uploads that may not come. */
  idleMs?: number;
  /** The worker module; tests swap in one that misbehaves. */
  workerUrl?: URL;
};

export type ResumeParser = {
  parse(bytes: Uint8Array, kind: "pdf" | "docx"): Promise<ExtractedResume>;
  /** Parses a PDF and gives its plain text from the same read too (the resume analysis reads its own PDFs). */
  parsePdfWithText(bytes: Uint8Array): Promise<PdfReading>;
  /** Starts the processes in the background, so the uploads that follow do not wait for pdf.js to load. */
  warmUp(): void;
  close(): Promise<void>;
};

type Answer = Extract<WorkerReply, { id: number }>;
type Done = Extract<WorkerReply, { type: "done" }>;

// Compiled (dist/server), this module and the worker are JavaScript files side by side; else both TypeScript.
const WORKER_URL = new URL(
  import.meta.url.endsWith(".ts") ? "./parse-worker.ts" : "./parse-worker.js",
  import.meta.url,
);

/**
 * A small pool of parse processes. The event loop stays free while files are parsed; a slow or hostile file
 * costs at most `timeoutMs` and `maxMemoryMb`, and its process, which is killed and replaced. Processes start
 * on the first upload and stay warm for the next ones, until `idleMs` pass without work. See decision 0016.
 */
export function createParsePool(options: ParsePoolOptions): ResumeParser {
  const { logger, size = 2, maxWaiting = 8, timeoutMs, maxPages } = options;
  const { maxHeapMb = 256, maxMemoryMb = 512, recycleAboveMb = 256, idleMs = 60_000 } = options;
  const workerUrl = options.workerUrl ?? WORKER_URL;
  const idle: ChildProcess[] = [];
  const idleTimers = new Map<ChildProcess, NodeJS.Timeout>();
  const all = new Set<ChildProcess>();
  const waiting: Array<(granted: boolean) => void> = [];
  let running = 0;
  let nextId = 1;
  let closed = false;
  /** The process warmUp() is starting, until a parse claims it. */
  let warming: Promise<ChildProcess | undefined> | undefined;

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

  /** Puts a process with the idle ones, to be stopped if no parse takes it within `idleMs`. */
  const park = (child: ChildProcess) => {
    idle.push(child);
    const timer = setTimeout(() => {
      unpark(child);
      all.delete(child);
      void stopParseProcess(child);
    }, idleMs);
    timer.unref();
    idleTimers.set(child, timer);
  };
  const unpark = (child: ChildProcess) => {
    clearTimeout(idleTimers.get(child));
    idleTimers.delete(child);
    const index = idle.indexOf(child);
    if (index >= 0) idle.splice(index, 1);
  };

  /** Kills a process (unless it is gone already) and starts its replacement in the background. */
  const replace = (child: ChildProcess) => {
    all.delete(child);
    void stopParseProcess(child);
    pool.warmUp();
  };

  const spawn = async (): Promise<ChildProcess> => {
    const child = startParseProcess(workerUrl, { maxHeapMb, maxMemoryMb });
    // Idle processes must not keep a stopping server alive.
    child.unref();
    child.channel?.unref();
    all.add(child);
    // A failed kill or message; what it means for a parse is seen through `exit` or the send callback.
    child.on("error", (error) => logger.warn({ err: error }, "a resume parse process reported an error"));
    child.once("exit", () => {
      all.delete(child);
      unpark(child);
    });
    try {
      await waitUntilReady(child);
    } catch (error) {
      all.delete(child);
      void stopParseProcess(child);
      // Unless the pool closed while it started (which kills it), something is wrong with the set-up.
      if (!closed) logger.error({ err: error }, "a resume parse process could not start");
      throw new ParseFailure("unavailable", { cause: error });
    }
    return child;
  };

  /** An idle process, else the one warming up, else a new one. */
  const take = async (): Promise<ChildProcess> => {
    const ready = idle.at(-1);
    if (ready) {
      unpark(ready);
      return ready;
    }
    const pending = warming;
    warming = undefined;
    const warmed = await pending;
    if (warmed && all.has(warmed)) return warmed;
    return spawn();
  };

  const run = (child: ChildProcess, job: ParseJob): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const bytes = job.bytes.byteLength;
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        child.off("message", onMessage);
        child.off("exit", onExit);
        outcome();
      };
      const onMessage = (reply: WorkerReply) => {
        if (reply.type !== "ready" && reply.id === job.id) finish(() => resolve(reply));
      };
      const onExit = (code: number | null, signal: string | null) => {
        all.delete(child);
        // Nothing in a parse throws past its catch: a process that dies mid-parse most likely hit its memory limit.
        logger.warn(
          { code, signal, maxMemoryMb, kind: job.kind, bytes },
          "resume parse stopped: the process died",
        );
        finish(() => reject(new ParseFailure("crashed")));
      };
      const timer = setTimeout(() => {
        all.delete(child);
        void stopParseProcess(child);
        logger.warn({ timeoutMs, kind: job.kind, bytes }, "resume parse stopped: too slow");
        finish(() => reject(new ParseFailure("timeout")));
      }, timeoutMs);
      child.on("message", onMessage);
      child.on("exit", onExit);
      child.send(job, (error) => {
        if (error) finish(() => reject(new ParseFailure("crashed", { cause: error })));
      });
    });

  /** One job on a pool process, start to finish: the process's answer, or the failure as a ParseFailure. */
  const parseOn = async (bytes: Uint8Array, kind: "pdf" | "docx", withText: boolean): Promise<Done> => {
    await acquire();
    try {
      const child = await take();
      let answer: Answer | undefined;
      try {
        const answered = run(child, { id: nextId++, bytes, kind, maxPages, withText });
        // Sent, that is copied to the process: the request keeps no copy of the file while it waits.
        dropCopy(bytes);
        answer = await answered;
      } finally {
        // A process that answered (even "this file is unreadable") is healthy and stays warm, unless the
        // file left it holding memory; one that did not answer was killed or died.
        const holding = answer !== undefined && answer.memoryMb > recycleAboveMb;
        if (holding)
          logger.info({ memoryMb: answer?.memoryMb }, "resume parse process replaced: memory held");
        if (answer && !holding && !closed && all.has(child)) park(child);
        else replace(child);
      }
      if (answer.type === "done") return answer;
      if (answer.detail) logger.warn({ detail: answer.detail }, "resume parse failed unexpectedly");
      throw new ParseFailure(answer.reason);
    } finally {
      release();
    }
  };

  const pool: ResumeParser = {
    async parse(bytes, kind) {
      return (await parseOn(bytes, kind, false)).result;
    },
    async parsePdfWithText(bytes) {
      const { result, text = "" } = await parseOn(bytes, "pdf", true);
      return { extracted: result, text };
    },
    warmUp() {
      // One process after the other, so they do not compete for the CPU while loading.
      const warmNext = () => {
        if (closed || all.size >= size || warming) return;
        // A failure is logged by spawn; the next upload then starts a process of its own.
        const started = spawn().catch(() => undefined);
        warming = started;
        void started.then((child) => {
          if (!child) return;
          // Unless a parse claimed it while it started, it waits with the idle ones.
          if (warming === started) {
            warming = undefined;
            if (closed) return void stopParseProcess(child);
            park(child);
          }
          warmNext();
        });
      };
      warmNext();
    },
    async close() {
      closed = true;
      for (const resolve of waiting.splice(0)) resolve(false);
      for (const child of [...idle]) unpark(child);
      await Promise.all([...all].map(stopParseProcess));
      all.clear();
    },
  };
  return pool;
}

/** Detaches the caller's buffer, when the view owns all of it, so its memory can be freed at once. */
function dropCopy(bytes: Uint8Array): void {
  const { buffer } = bytes;
  if (!(buffer instanceof ArrayBuffer) || bytes.byteOffset !== 0 || bytes.byteLength !== buffer.byteLength)
    return;
  structuredClone(buffer, { transfer: [buffer] });
}
