import type { ExtractedResume } from "#core/import/extracted-resume.ts";
import { extractedToResumeData } from "#core/import/to-resume-data.ts";
import type { Database } from "../db/database.ts";
import { createDraft } from "../drafts/create-draft.ts";
import { AppError, type ErrorCode } from "../http/errors.ts";
import { detectFileKind } from "./file-kind.ts";
import { ParseFailure, type ParseFailureReason, type ResumeParser } from "./parse-pool.ts";
import { storable } from "./storable.ts";

type ImportResumeOptions = { db: Database; parser: ResumeParser; bytes: Uint8Array; userId: string | null };

const FAILURE_CODES: Record<ParseFailureReason, ErrorCode> = {
  unreadable: "UPLOAD_UNREADABLE",
  encrypted: "UPLOAD_ENCRYPTED",
  "no-text": "UPLOAD_NO_TEXT",
  "too-many-pages": "UPLOAD_TOO_MANY_PAGES",
  timeout: "UPLOAD_TIMEOUT",
  crashed: "UPLOAD_UNREADABLE",
  busy: "SERVICE_UNAVAILABLE",
  unavailable: "SERVICE_UNAVAILABLE",
};

/**
 * Reads an uploaded resume and keeps what it found as a draft for the wizard (spec part 2 §7,
 * extract-resume). The type is judged by the bytes; the file itself is never stored.
 */
export async function importResume({ db, parser, bytes, userId }: ImportResumeOptions) {
  const kind = detectFileKind(bytes);
  if (kind === "empty") throw new AppError("UPLOAD_EMPTY");
  if (kind === "doc") throw new AppError("UPLOAD_DOC_NOT_SUPPORTED");
  if (kind === "unknown") throw new AppError("UPLOAD_UNSUPPORTED_TYPE");

  let extracted: ExtractedResume;
  try {
    extracted = storable(await parser.parse(bytes, kind));
  } catch (error) {
    if (error instanceof ParseFailure) {
      const code = FAILURE_CODES[error.reason];
      throw new AppError(code, code === "SERVICE_UNAVAILABLE" ? { retryAfterSeconds: 5 } : {});
    }
    throw error;
  }
  const draft = await createDraft({ db, userId, content: extractedToResumeData(extracted) });
  return { extractedData: extracted, draftId: draft.id };
}
