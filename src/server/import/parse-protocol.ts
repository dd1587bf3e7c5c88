import type { ExtractedResume } from "#core/import/extracted-resume.ts";
import type { ImportFailureReason } from "./parse-resume.ts";

/**
 * What the pool sends a parse process; the pool drops the caller's copy of `bytes` once it is sent. `withText`
 * (PDF only) asks for the file's plain text too, from the same read.
 */
export type ParseJob = {
  id: number;
  bytes: Uint8Array;
  kind: "pdf" | "docx";
  maxPages: number;
  withText?: boolean;
};

/**
 * What a parse process answers: once `ready` after loading, then one `done` or `failed` per job, with its
 * resident memory afterwards (`memoryMb`), so the pool can replace a process that kept what a file cost it.
 */
export type WorkerReply =
  | { type: "ready" }
  | { type: "done"; id: number; result: ExtractedResume; text?: string; memoryMb: number }
  | { type: "failed"; id: number; reason: ImportFailureReason; detail?: string; memoryMb: number };
