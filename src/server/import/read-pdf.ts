import { respaceLetters } from "#core/import/letter-spacing.ts";
import type { PageText, TextItem } from "#core/import/text-item.ts";

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");

let pdfjsPromise: Promise<PdfJs> | undefined;

/**
 * Loads pdf.js once. The worker module is imported here and handed to pdf.js, so it runs in this thread and
 * never fetches or spawns a worker script.
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    // @ts-expect-error the worker module ships without type declarations
    const worker: unknown = await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return pdfjsPromise;
}

type PdfReadErrorKind = "unreadable" | "encrypted" | "too-many-pages";

export class PdfReadError extends Error {
  readonly kind: PdfReadErrorKind;
  constructor(kind: PdfReadErrorKind, message: string) {
    super(message);
    this.name = "PdfReadError";
    this.kind = kind;
  }
}

interface ReadPdfOptions {
  /** A file with more pages is refused before any page is read. */
  maxPages: number;
}

interface PdfTextItem {
  str: string;
  hasEOL?: boolean;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

/** A font whose PostScript name says it is heavy (Bold, Demi, Semibold, Black, Heavy…). */
const BOLD_FONT = /bold|demi|black|heavy|semibold|extrabold|[-,]bd\b|[-,]b$/i;

/**
 * One page as read: its positioned items (letter-spaced runs respaced, for the importer) and `text`, the page's
 * text as pdf.js gives it, items joined and lines ended where it ends them, before any repair: what a
 * selection system (ATS) reading the file with pdf.js takes in.
 */
export type PdfPage = PageText & { text: string };

/**
 * Reads the text of a PDF with positions and font information. Hardened: no eval, no font faces, no system
 * fonts, no scripting, no XFA, no network; the page count is checked first.
 */
export async function readPdf(bytes: Uint8Array, options: ReadPdfOptions): Promise<PdfPage[]> {
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    // pdf.js may transfer (detach) the buffer it is given: hand it a copy.
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    disableAutoFetch: true,
    disableStream: true,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    verbosity: 0,
    // Images are never drawn: skip decoding them while the operator list (for font names) is built.
    maxImageSize: 1,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => undefined);
    const name = (error as { name?: string }).name;
    if (name === "PasswordException") throw new PdfReadError("encrypted", "the PDF is password-protected");
    throw new PdfReadError("unreadable", `the PDF cannot be opened: ${(error as Error).message}`);
  }
  try {
    if (doc.numPages > options.maxPages) {
      throw new PdfReadError("too-many-pages", `the PDF has ${doc.numPages} pages`);
    }
    const pages: PdfPage[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      pages.push(await readPage(doc, n));
    }
    return pages;
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    throw new PdfReadError("unreadable", `the PDF cannot be read: ${(error as Error).message}`);
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}

type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

async function readPage(doc: PdfDocument, pageNumber: number): Promise<PdfPage> {
  const page = await doc.getPage(pageNumber);
  const [left, bottom, right, top] = page.view as [number, number, number, number];
  const content = await page.getTextContent({ disableNormalization: false });
  const { fontNames, drawn } = await drawingOf(page, Object.keys(content.styles));
  const items: TextItem[] = [];
  let text = "";
  for (const raw of content.items as PdfTextItem[]) {
    if (typeof raw.str !== "string") continue;
    text += raw.hasEOL ? `${raw.str}\n` : raw.str;
    if (raw.str.trim() === "") continue;
    const [a, b, c, d, e, f] = raw.transform as [number, number, number, number, number, number];
    // Only horizontal text: rotated runs (watermarks, vertical labels) carry no resume data.
    if (Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0) continue;
    const fontSize = Math.abs(d) || raw.height;
    const fontName = fontNames.get(raw.fontName) ?? "";
    items.push({
      text: respaceLetters(raw.str, drawn),
      page: pageNumber - 1,
      x: e - left,
      y: top - f,
      width: raw.width,
      fontSize,
      bold: BOLD_FONT.test(fontName),
      font: raw.fontName,
    });
  }
  page.cleanup();
  return { width: right - left, height: top - bottom, items, text };
}

/** What the page's operator list tells that its text content does not. */
interface PageDrawing {
  /** The PostScript names of the page's fonts, by pdf.js's font id. */
  fontNames: Map<string, string>;
  /** The page's text glyph by glyph, spaces only where a space glyph is drawn (see respaceLetters). */
  drawn: string;
}

/**
 * pdf.js hands font objects to this side only when the page's operator list is built, so that is done once
 * per page (no rendering happens); its text-drawing operations also give the glyphs as drawn.
 */
async function drawingOf(
  page: Awaited<ReturnType<PdfDocument["getPage"]>>,
  loadedNames: string[],
): Promise<PageDrawing> {
  const fontNames = new Map<string, string>();
  if (loadedNames.length === 0) return { fontNames, drawn: "" };
  const pdfjs = await loadPdfJs();
  const operators = await page.getOperatorList({ annotationMode: 0 });
  for (const loaded of loadedNames) {
    try {
      const font = page.commonObjs.get(loaded) as { name?: string } | null;
      if (font?.name) fontNames.set(loaded, font.name);
    } catch {
      // a font that failed to load: no name, treated as regular
    }
  }
  let drawn = "";
  operators.fnArray.forEach((operation, i) => {
    if (operation !== pdfjs.OPS.showText) return;
    for (const glyph of (operators.argsArray[i]?.[0] ?? []) as unknown[]) {
      if (typeof glyph === "object" && glyph !== null) drawn += (glyph as { unicode?: string }).unicode ?? "";
    }
  });
  return { fontNames, drawn };
}
