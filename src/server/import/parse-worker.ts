/**
 * Runs in a worker thread (see parse-pool.ts): parses one uploaded file at a time and answers with the
 * extracted data or the reason it could not be read. The pool kills this thread when a parse overruns.
 */
import { parentPort } from "node:worker_threads";
import type { ParseJob, WorkerReply } from "./parse-protocol.ts";
import { ImportFailure, parseResume } from "./parse-resume.ts";
import { WARM_UP_PDF } from "./warm-up-pdf.ts";

const port = parentPort;
if (!port) throw new Error("parse-worker.ts must run in a worker thread");

port.on("message", async (job: ParseJob) => {
  let reply: WorkerReply;
  try {
    const result = await parseResume(job.bytes, job.kind, { maxPages: job.maxPages });
    reply = { type: "done", id: job.id, result };
  } catch (error) {
    reply =
      error instanceof ImportFailure
        ? { type: "failed", id: job.id, reason: error.reason }
        : { type: "failed", id: job.id, reason: "unreadable", detail: String((error as Error)?.message) };
  }
  port.postMessage(reply);
});

// Whatever the warm-up file gives (or throws) does not matter; only that pdf.js is loaded and warm.
await parseResume(WARM_UP_PDF, "pdf", { maxPages: 1 }).catch(() => undefined);
port.postMessage({ type: "ready" } satisfies WorkerReply);
