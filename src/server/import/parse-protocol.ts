import type { ExtractedResume } from "#core/import/extracted-resume.ts";
import type { ImportFailureReason } from "./parse-resume.ts";

/** What the pool sends a parse worker; `bytes` is transferred, so the sender keeps no copy. */
export type ParseJob = { id: number; bytes: Uint8Array; kind: "pdf" | "docx"; maxPages: number };

/** What a parse worker answers: once `ready` after loading, then one `done` or `failed` per job. */
export type WorkerReply =
  | { type: "ready" }
  | { type: "done"; id: number; result: ExtractedResume }
  | { type: "failed"; id: number; reason: ImportFailureReason; detail?: string };
