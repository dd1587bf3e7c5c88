import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { AppError } from "../http/errors.ts";
import type { Logger } from "../logger.ts";
import { rendererLaunchOptions } from "./chromium-options.ts";
import {
  loadDocument,
  openPrintContext,
  openPrintPage,
  type PrintDocument,
  type PrintPage,
  printDocument,
  printPage,
} from "./print-page.ts";
import { createRenderSlots } from "./render-slots.ts";

export type PdfRendererOptions = {
  chromiumPath?: string;
  /** Starts the browser; tests pass their own to watch or kill it. */
  launch?: () => Promise<Browser>;
  /** Pages kept open, so renders running at once (see decision 0012 for why 2 on two cores). */
  pages?: number;
  /** Requests that may wait for a page at most, before the next is refused with PDF_BUSY. */
  waiting?: number;
  /** A request waits only if its turn should come within this, at the recent renders' pace. */
  maxWaitMs?: number;
  /** Time limit of one render, from taking a page to the finished PDF. */
  timeoutMs?: number;
  logger?: Pick<Logger, "warn" | "info">;
  /** Runs between loading the document and printing it (tests kill the browser here). */
  beforePrint?: (page: Page) => Promise<void>;
};

export type PdfRenderer = {
  /** Prints a complete HTML document (ours, from renderResumeDocument) to PDF. Throws AppError on failure. */
  render(html: string): Promise<Buffer>;
  /** Starts the browser and opens its pages ahead of the first request. */
  warm(): Promise<void>;
  /** Refuses new and waiting renders and closes the browser. */
  close(): Promise<void>;
};

type Engine = { browser: Browser; context: BrowserContext; idle: PrintPage[]; alive: boolean };

/**
 * A warm headless Chromium printing our resume documents: one browser, one context with JavaScript off and
 * every request refused, a few pages reused from render to render behind a bounded queue, a time limit per
 * render, and a fresh browser after the old one died. Decision 0012 explains the choices.
 */
export function createPdfRenderer(options: PdfRendererOptions = {}): PdfRenderer {
  const {
    pages = 2,
    waiting = 64,
    maxWaitMs = 3_000,
    timeoutMs = 15_000,
    logger,
    beforePrint,
    launch = () => chromium.launch({ ...rendererLaunchOptions(options.chromiumPath), timeout: 30_000 }),
  } = options;
  const slots = createRenderSlots({ active: pages, waiting, maxWaitMs, retryAfterSeconds: 2 });
  let current: Promise<Engine> | null = null;
  let closed = false;

  async function start(): Promise<Engine> {
    const browser = await launch();
    const engine: Engine = {
      browser,
      context: undefined as unknown as BrowserContext,
      idle: [],
      alive: true,
    };
    browser.on("disconnected", () => {
      engine.alive = false;
      if (!closed) logger?.warn("the PDF browser stopped; the next render starts a new one");
    });
    try {
      engine.context = await openPrintContext(browser);
    } catch (error) {
      await browser.close().catch(() => {});
      throw error;
    }
    return engine;
  }

  function engine(): Promise<Engine> {
    if (closed) return Promise.reject(new AppError("PDF_UNAVAILABLE"));
    const live = current;
    if (live) {
      return live.then((found) => {
        // `disconnected` may not have fired yet for a browser that just died.
        if (found.alive && found.browser.isConnected()) return found;
        if (current === live) current = null;
        return engine();
      });
    }
    const starting = start();
    current = starting;
    starting.catch(() => {
      if (current === starting) current = null;
    });
    return starting;
  }

  function retire(old: Engine): void {
    if (!old.alive) return;
    old.alive = false;
    void old.browser.close().catch(() => {});
  }

  async function print(target: PrintPage, printable: PrintDocument): Promise<Buffer> {
    await loadDocument(target, printable);
    await beforePrint?.(target.page);
    return printPage(target);
  }

  /** An idle page already holding this document's shell if there is one, else the longest idle. */
  function idlePage(ready: Engine, { parts }: PrintDocument): PrintPage | undefined {
    const same = ready.idle.findIndex((candidate) => parts !== null && candidate.shell === parts.shell);
    return ready.idle.splice(Math.max(same, 0), 1)[0];
  }

  async function render(html: string): Promise<Buffer> {
    const release = await slots.acquire();
    const printable = printDocument(html);
    const held: { engine?: Engine; page?: PrintPage; done?: boolean } = {};
    let healthy = false;
    try {
      // Starting a browser has its own time limit (launch); the render's limit starts with the page.
      const ready = await engine();
      held.engine = ready;
      const pdf = await withTimeout(
        (async () => {
          const page = idlePage(ready, printable) ?? (await openPrintPage(ready.context));
          // Out of time while the page was opening: nobody will use or close it but us.
          if (held.done) {
            void page.page.close().catch(() => {});
            throw new Error("the page opened after the time limit");
          }
          held.page = page;
          return print(page, printable);
        })(),
        timeoutMs,
      );
      healthy = true;
      return pdf;
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Our documents print without error, so an error other than the time limit means the browser is in
      // trouble (often dead before Playwright has noticed): the next render starts a new one.
      if (held.engine && !(error instanceof RenderTimeout)) retire(held.engine);
      throw new AppError("PDF_UNAVAILABLE", { cause: error, retryAfterSeconds: 1 });
    } finally {
      held.done = true;
      const { engine: used, page } = held;
      // A page that failed or ran out of time may be stuck mid-print: it is closed, never reused.
      if (used && page && healthy && used.alive && !closed) used.idle.push(page);
      else void page?.page.close().catch(() => {});
      release();
    }
  }

  async function warm(): Promise<void> {
    const ready = await engine();
    while (ready.idle.length < pages) ready.idle.push(await openPrintPage(ready.context));
  }

  async function close(): Promise<void> {
    closed = true;
    slots.rejectWaiting(new AppError("PDF_UNAVAILABLE"));
    const last = current;
    current = null;
    const running = await last?.catch(() => null);
    await running?.browser.close().catch(() => {});
  }

  return { render, warm, close };
}

class RenderTimeout extends Error {}

/** Rejects after `ms`; the late result or failure of `work` is then ignored. */
function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RenderTimeout(`PDF render took longer than ${ms} ms`)), ms);
  });
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
