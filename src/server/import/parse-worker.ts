/**
 * Runs in a parse process (see parse-process.ts): parses one uploaded file at a time and answers with the
 * extracted data or the reason it could not be read. The pool kills this process when a parse overruns.
 */
import type { ParseJob, WorkerReply } from "./parse-protocol.ts";
import { ImportFailure, parsePdfWithText, parseResume } from "./parse-resume.ts";
import { WARM_UP_PDF } from "./warm-up-pdf.ts";

if (!process.send) throw new Error("parse-worker.ts must run in a child process with an IPC channel");
const send = (reply: WorkerReply) => process.send?.(reply);
const memoryMb = () => Math.round(process.memoryUsage.rss() / 1024 / 1024);

process.on("message", async (job: ParseJob) => {
  try {
    const options = { maxPages: job.maxPages };
    if (job.withText && job.kind === "pdf") {
      const { extracted, text } = await parsePdfWithText(job.bytes, options);
      send({ type: "done", id: job.id, result: extracted, text, memoryMb: memoryMb() });
    } else {
      const result = await parseResume(job.bytes, job.kind, options);
      send({ type: "done", id: job.id, result, memoryMb: memoryMb() });
    }
  } catch (error) {
    send(
      error instanceof ImportFailure
        ? { type: "failed", id: job.id, reason: error.reason, memoryMb: memoryMb() }
        : {
            type: "failed",
            id: job.id,
            reason: "unreadable",
            detail: String((error as Error)?.message),
            memoryMb: memoryMb(),
          },
    );
  }
});
// The server is gone (stopped or killed): nobody is left to answer.
process.on("disconnect", () => process.exit(0));

// Whatever the warm-up file gives (or throws) does not matter; only that pdf.js is loaded and warm.
await parseResume(WARM_UP_PDF, "pdf", { maxPages: 1 }).catch(() => undefined);
send({ type: "ready" });
