import { extractResume } from "#core/import/extract.ts";
import type { ExtractedResume } from "#core/import/extracted-resume.ts";
import { layoutLines } from "#core/import/layout.ts";
import type { Line } from "#core/import/reading-order.ts";
import { readDocx } from "./read-docx.ts";
import { PdfReadError, readPdf } from "./read-pdf.ts";

export type ImportFailureReason = "unreadable" | "encrypted" | "no-text" | "too-many-pages";

/** A file that cannot be read as a resume; `reason` says why (the caller picks the message). */
export class ImportFailure extends Error {
  readonly reason: ImportFailureReason;
  constructor(reason: ImportFailureReason, message?: string) {
    super(message ?? `import failed: ${reason}`);
    this.name = "ImportFailure";
    this.reason = reason;
  }
}

interface ParseResumeOptions {
  /** Pages read at most; a longer file fails with 'too-many-pages'. Default 10. */
  maxPages?: number;
}

const DEFAULT_MAX_PAGES = 10;

/** Reads an uploaded PDF or DOCX into the extracted-resume shape. Throws ImportFailure for a bad file. */
export async function parseResume(
  bytes: Uint8Array,
  kind: "pdf" | "docx",
  options?: ParseResumeOptions,
): Promise<ExtractedResume> {
  return extractFrom(await readResumeLines(bytes, kind, options));
}

/** The lines of an uploaded PDF or DOCX in reading order, as the extractor reads them. */
export async function readResumeLines(
  bytes: Uint8Array,
  kind: "pdf" | "docx",
  options?: ParseResumeOptions,
): Promise<Line[]> {
  const maxPages = options?.maxPages ?? DEFAULT_MAX_PAGES;
  return kind === "pdf" ? (await pdfLines(bytes, maxPages)).lines : await docxLines(bytes);
}

/** A PDF read once into the extracted resume and its plain text as pdf.js gives it (see PdfPage). */
export type PdfReading = { extracted: ExtractedResume; text: string };

/** Reads a PDF like parseResume, keeping the plain text of the same read. Throws ImportFailure for a bad file. */
export async function parsePdfWithText(bytes: Uint8Array, options?: ParseResumeOptions): Promise<PdfReading> {
  const { lines, text } = await pdfLines(bytes, options?.maxPages ?? DEFAULT_MAX_PAGES);
  return { extracted: extractFrom(lines), text };
}

function extractFrom(lines: Line[]): ExtractedResume {
  if (!lines.some((l) => /\p{L}{2}/u.test(l.text))) {
    throw new ImportFailure("no-text", "the file has no text layer");
  }
  return extractResume(lines);
}

async function pdfLines(bytes: Uint8Array, maxPages: number): Promise<{ lines: Line[]; text: string }> {
  if (bytes.length < 5 || new TextDecoder().decode(bytes.subarray(0, 1024)).indexOf("%PDF-") < 0) {
    throw new ImportFailure("unreadable", "not a PDF");
  }
  try {
    const pages = await readPdf(bytes, { maxPages });
    return { lines: layoutLines(pages), text: pages.map((page) => page.text).join("\n") };
  } catch (error) {
    if (error instanceof PdfReadError) throw new ImportFailure(error.kind, error.message);
    throw new ImportFailure("unreadable", (error as Error).message);
  }
}

async function docxLines(bytes: Uint8Array): Promise<Line[]> {
  try {
    return await readDocx(bytes);
  } catch (error) {
    throw new ImportFailure("unreadable", (error as Error).message);
  }
}
