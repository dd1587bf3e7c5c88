import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { type DocumentParts, splitDocument } from "./split-document.ts";

/** A document to print, cut once into its parts (null: not of our shape, always loaded whole). */
export type PrintDocument = { html: string; parts: DocumentParts | null };

/**
 * Nobody looks at these pages' screen, so it is kept narrower than any paper, and a rule that only such a width
 * matches leaves the body out of its layout. Printing measures media against the paper, so the body is laid
 * out once, for print. On an A4-wide screen Chromium laid each new body out three times: for the screen before
 * printing, for print, and for the screen again after it.
 */
const SCREEN_VIEWPORT = { width: 40, height: 40 };
const NO_SCREEN_LAYOUT = "<style>@media (max-width: 99px) { body { display: none } }</style>";

/** Cuts a document into its parts once, with the rule above added to its head. */
export function printDocument(source: string): PrintDocument {
  const html = source.replace("</head>", `${NO_SCREEN_LAYOUT}</head>`);
  return { html, parts: splitDocument(html) };
}

/** One of the renderer's pages, and the shell of the document it holds (null: none of ours). */
export type PrintPage = { page: Page; devtools: CDPSession; shell: string | null };

/**
 * Chromium's own print call: the page's @page rules set size and margins, and the file comes back in the
 * answer (Playwright's page.pdf asks for a stream and reads it in several more round trips).
 */
const PRINT_TO_PDF = {
  printBackground: true,
  preferCSSPageSize: true,
  marginTop: 0,
  marginBottom: 0,
  marginLeft: 0,
  marginRight: 0,
  generateTaggedPDF: false,
  generateDocumentOutline: false,
  transferMode: "ReturnAsBase64",
} as const;

/**
 * Where the renderer's pages live. Our documents need nothing from outside (fonts are inlined) and run no
 * script: a resume field that smuggled markup in could neither run nor fetch anything. Service workers could
 * bypass routing.
 */
export async function openPrintContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    serviceWorkers: "block",
    viewport: SCREEN_VIEWPORT,
  });
  await context.route("**/*", (route) => route.abort("blockedbyclient"));
  return context;
}

export async function openPrintPage(context: BrowserContext): Promise<PrintPage> {
  const page = await context.newPage();
  // Print styles from the start: printing then has no style sheets to switch.
  await page.emulateMedia({ media: "print" });
  return { page, devtools: await context.newCDPSession(page), shell: null };
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
    // Only what changes crosses to the page: the shell (styles and inlined fonts) is most of the document.
    await target.page.evaluate(replaceTitleAndBody, { title: parts.title, body: parts.body });
    return;
  }
  target.shell = null;
  await target.page.setContent(html, { waitUntil: "load", timeout: 0 });
  await target.page.evaluate(loadEveryFontFace);
  target.shell = parts?.shell ?? null;
}

export async function printPage(target: PrintPage): Promise<Buffer> {
  const { data } = await target.devtools.send("Page.printToPDF", PRINT_TO_PDF);
  return Buffer.from(data, "base64");
}

// These two run inside the page (the page's own scripts are off; these come through the DevTools protocol).

async function replaceTitleAndBody({ title, body }: Pick<DocumentParts, "title" | "body">): Promise<void> {
  const titleElement = document.querySelector("title");
  // Assigned as markup, like the parser would read them: character references expand, tags stay text in a title.
  if (titleElement) titleElement.innerHTML = title;
  // Every face of this shell was loaded with it (loadEveryFontFace), so the new body waits for none.
  document.body.innerHTML = body;
  // A photo (a data URL, decision 0031) decodes after the markup is in: waited for, so no print can race it.
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
}

async function loadEveryFontFace(): Promise<void> {
  await Promise.all(Array.from(document.fonts, (face) => face.load()));
}
