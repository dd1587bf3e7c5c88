import type { BrowserContext, Page } from "playwright-core";
import { type DocumentParts, splitDocument } from "./split-document.ts";

/** A document to print, cut once into its parts (null: not of our shape, always loaded whole). */
export type PrintDocument = { html: string; parts: DocumentParts | null };

export const printDocument = (html: string): PrintDocument => ({ html, parts: splitDocument(html) });

/** One of the renderer's pages, and the shell of the document it holds (null: none of ours). */
export type PrintPage = { page: Page; shell: string | null };

/** The viewport is A4's width, so the layout made for the screen is already the one printed. */
export const PRINT_VIEWPORT = { width: 794, height: 1123 };

const PRINT_OPTIONS = { printBackground: true, preferCSSPageSize: true, tagged: false, outline: false };

export async function openPrintPage(context: BrowserContext): Promise<PrintPage> {
  const page = await context.newPage();
  // Print styles from the start: printing then lays out again only what differs (page boxes), not everything.
  await page.emulateMedia({ media: "print" });
  return { page, shell: null };
}

/**
 * Puts a document into the page. A page that already holds a document with the same shell (the same
 * template's styles and fonts) only gets the new title and body: the styles are not parsed, nor the fonts
 * decoded, again. Anything else is loaded whole, and then every font face it declares is loaded, so a later
 * body that uses a face the first one did not is never printed before that face is ready.
 */
export async function loadDocument(target: PrintPage, printable: PrintDocument): Promise<void> {
  const { html, parts } = printable;
  if (parts && parts.shell === target.shell) {
    await target.page.evaluate(replaceTitleAndBody, parts);
    return;
  }
  target.shell = null;
  await target.page.setContent(html, { waitUntil: "load", timeout: 0 });
  await target.page.evaluate(loadEveryFontFace);
  target.shell = parts?.shell ?? null;
}

export function printPage(target: PrintPage): Promise<Buffer> {
  return target.page.pdf(PRINT_OPTIONS);
}

// These two run inside the page (the page's own scripts are off; these come through the DevTools protocol).

function replaceTitleAndBody({ title, body }: DocumentParts): void {
  const titleElement = document.querySelector("title");
  // Assigned as markup, like the parser would read them: character references expand, tags stay text in a title.
  if (titleElement) titleElement.innerHTML = title;
  // Every face of this shell was loaded with it (loadEveryFontFace), so the new body waits for none.
  document.body.innerHTML = body;
}

async function loadEveryFontFace(): Promise<void> {
  await Promise.all(Array.from(document.fonts, (face) => face.load()));
}
