import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { WorkerReply } from "./parse-protocol.ts";

/** Registers tsx, then loads the module it is given, whatever started this process (node --import tsx, vitest). */
const ENTRY = fileURLToPath(new URL("./ts-worker-entry.mjs", import.meta.url));
/** Loading the process (tsx, pdf.js) is slow only the first time; a process that never gets ready is broken. */
const STARTUP_TIMEOUT_MS = 120_000;

type ParseProcessLimits = {
  /** The JavaScript heap (`--max-old-space-size`). */
  maxHeapMb: number;
  /** All the process's writable memory: heap, ArrayBuffers, native allocations. */
  maxMemoryMb: number;
};

/**
 * Starts a parse process running `module`. Its memory is bounded by the kernel: the heap flag alone leaves out
 * ArrayBuffers, where pdf.js inflates compressed streams, so the process starts under a data limit
 * (RLIMIT_DATA, which counts every private writable mapping). An allocation past it fails inside the process,
 * which then answers or dies; either way the pool replaces it and the system gets all of its memory back.
 * No core file is written when it dies.
 */
export function startParseProcess(module: URL, limits: ParseProcessLimits): ChildProcess {
  const script = 'ulimit -c 0 && ulimit -d "$1" && shift && exec "$@"';
  return spawn(
    "/bin/sh",
    [
      "-c",
      script,
      "sh",
      String(limits.maxMemoryMb * 1024),
      process.execPath,
      `--max-old-space-size=${limits.maxHeapMb}`,
      ENTRY,
      module.href,
    ],
    {
      stdio: ["ignore", "ignore", "inherit", "ipc"],
      serialization: "advanced",
      // The server's own options (a loader, a heap size) are not the parse process's.
      env: { ...process.env, NODE_OPTIONS: undefined },
    },
  );
}

/** Resolves once the process says it is ready; rejects if it exits, fails to start, or takes too long. */
export function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const finish = (outcome: () => void) => {
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("error", onError);
      child.off("exit", onExit);
      outcome();
    };
    const onMessage = (reply: WorkerReply) => {
      if (reply.type === "ready") finish(resolve);
    };
    const onError = (error: Error) => finish(() => reject(error));
    const onExit = (code: number | null, signal: string | null) =>
      finish(() => reject(new Error(`the parse process exited (${signal ?? `code ${code}`})`)));
    const timer = setTimeout(
      () => finish(() => reject(new Error("the parse process did not start in time"))),
      STARTUP_TIMEOUT_MS,
    );
    child.on("message", onMessage);
    child.on("error", onError);
    child.on("exit", onExit);
  });
}

/** Kills the process (an endless loop cannot be interrupted any other way) and waits until it is gone. */
export function stopParseProcess(child: ChildProcess): Promise<void> {
  const gone = child.pid === undefined || child.exitCode !== null || child.signalCode !== null;
  if (gone) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    // An idle process does not hold the event loop open; one being stopped must, until its exit is seen.
    child.ref();
    child.kill("SIGKILL");
  });
}
