import { type Browser, type BrowserServer, chromium } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { sampleResume } from "#core/sample-resume.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { AppError } from "../http/errors.ts";
import { rendererLaunchOptions } from "./chromium-options.ts";
import { createPdfRenderer, type PdfRendererOptions } from "./pdf-renderer.ts";
import { hostileMarkup, pdfInfo, pdfPagePng, pdfText, startCanary } from "./testing/pdf-tools.ts";

const doc = (body: string, title = "Teste") =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${title}</title>` +
  `<style>@page{size:A4}</style></head><body>${body}</body></html>`;

const opened: Array<{ close(): Promise<void> }> = [];
afterAll(async () => {
  for (const renderer of opened) await renderer.close();
});

/** A renderer whose browsers the test can see, and kill: a browser server has a process to kill. */
function renderer(options: PdfRendererOptions = {}) {
  const browsers: Browser[] = [];
  const servers: BrowserServer[] = [];
  const made = createPdfRenderer({
    launch: async () => {
      const server = await chromium.launchServer(rendererLaunchOptions());
      servers.push(server);
      const browser = await chromium.connect(server.wsEndpoint());
      browsers.push(browser);
      return browser;
    },
    ...options,
  });
  opened.push({ close: () => made.close().finally(() => Promise.all(servers.map((s) => s.close()))) });
  const kill = () => servers.at(-1)?.process().kill("SIGKILL");
  return { ...made, browsers, kill };
}

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PDF renderer", () => {
  it("prints A4 pages with the document's text and title", async () => {
    const { render } = renderer();
    const pdf = await render(doc("<h1>Olá, São Paulo</h1><p>Ação e coração</p>", "Currículo - Ana"));
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdfText(pdf)).toContain("Olá, São Paulo");
    expect(pdfInfo(pdf)).toMatchObject({ Pages: "1", Title: "Currículo - Ana" });
    expect(pdfInfo(pdf)["Page size"]).toContain("(A4)");
  }, 30_000);

  it("fetches nothing and runs no script, even for markup it should never be given", async () => {
    // Our documents carry user text escaped (see pdf-routes.test.ts); this checks the browser's own locks.
    const canary = await startCanary();
    try {
      const { render } = renderer({ timeoutMs: 5_000 });
      for (const markup of hostileMarkup(canary.url)) {
        const body = `<p id="alvo">texto original</p>${markup}
          <script>document.getElementById('alvo').textContent='JS-RAN'</script>`;
        // A refresh navigates away (to a refused address), so that one may fail; it must fail cleanly.
        const pdf = await render(doc(body)).catch((error: unknown) => {
          expect(error, markup).toBeInstanceOf(AppError);
          return null;
        });
        if (pdf) expect(pdfText(pdf), markup).not.toContain("JS-RAN");
        if (pdf) expect(pdfText(pdf), markup).toContain("texto original");
      }
      // A late load would arrive after printing: give it time to try.
      await settle(1_000);
      expect(canary.hits).toEqual([]);
    } finally {
      await canary.close();
    }
  }, 60_000);

  it("reuses its pages: many renders, never more pages than configured", async () => {
    const { render, browsers } = renderer({ pages: 2 });
    const texts = Array.from({ length: 8 }, (_, i) => `documento número ${i}`);
    const pdfs = await Promise.all(texts.map((text) => render(doc(`<p>${text}</p>`))));
    for (const [i, pdf] of pdfs.entries()) expect(pdfText(pdf)).toContain(texts[i]);
    expect(browsers).toHaveLength(1);
    const pages = browsers[0]?.contexts().flatMap((context) => context.pages()) ?? [];
    expect(pages.length).toBeLessThanOrEqual(2);
  }, 30_000);

  it("prints a document on a page that held another of the same template exactly as on a new page", async () => {
    // The second resume uses a face the first does not: this template sets the headline and employers in italics.
    const plain = { ...sampleResume, cargo: "", experiencias: [], formacoes: [] };
    const first = renderResumeDocument(plain, "classico");
    const second = renderResumeDocument({ ...sampleResume, nome: "Bruna Sá & Filhos" }, "classico");
    const reused = renderer({ pages: 1 });
    await reused.render(first);
    const onReusedPage = await reused.render(second);
    const onNewPage = await renderer({ pages: 1 }).render(second);
    expect(pdfInfo(onReusedPage).Title).toBe("Currículo - Bruna Sá & Filhos");
    expect(pdfText(onReusedPage)).toBe(pdfText(onNewPage));
    expect(pdfText(onReusedPage)).not.toContain("Camila");
    const pages = Number(pdfInfo(onNewPage).Pages);
    expect(pdfInfo(onReusedPage).Pages).toBe(String(pages));
    for (let page = 1; page <= pages; page++)
      expect(pdfPagePng(onReusedPage, page).equals(pdfPagePng(onNewPage, page)), `page ${page}`).toBe(true);
  }, 30_000);

  it("fails a render whose browser is killed, and prints the next one with a new browser", async () => {
    let kills = 1;
    const { render, browsers, kill } = renderer({
      beforePrint: async () => {
        if (kills-- > 0) kill();
      },
    });
    const error = await failure(render(doc("<p>primeiro</p>")));
    expect(error.code).toBe("PDF_UNAVAILABLE");
    expect(error.details.retryAfterSeconds).toBe(1);
    expect(pdfText(await render(doc("<p>segundo</p>")))).toContain("segundo");
    expect(browsers).toHaveLength(2);
    expect(browsers[0]?.isConnected()).toBe(false);
  }, 30_000);

  it("gives up on a render past its time limit and goes on with a fresh page", async () => {
    let prints = 0;
    const { render, warm } = renderer({
      timeoutMs: 1_000,
      // The second print of three stalls.
      beforePrint: async () => {
        if (++prints === 2) await settle(5_000);
      },
    });
    await warm();
    await render(doc("<p>aquecido</p>"));
    const started = performance.now();
    const error = await failure(render(doc("<p>lento</p>")));
    expect(error.code).toBe("PDF_UNAVAILABLE");
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(pdfText(await render(doc("<p>depois</p>")))).toContain("depois");
  }, 30_000);

  it("queues up to its limit and refuses the rest with PDF_BUSY and a Retry-After", async () => {
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { render } = renderer({ pages: 1, waiting: 1, beforePrint: () => gate });
    const first = render(doc("<p>um</p>"));
    const second = render(doc("<p>dois</p>"));
    await settle(50);
    const refused = await failure(render(doc("<p>três</p>")));
    expect(refused.code).toBe("PDF_BUSY");
    expect(refused.details.retryAfterSeconds).toBeGreaterThan(0);
    open();
    expect(pdfText(await first)).toContain("um");
    expect(pdfText(await second)).toContain("dois");
  }, 30_000);

  it("closes its browser and refuses work after close", async () => {
    const { render, close, browsers, warm } = renderer();
    await warm();
    await close();
    expect(browsers[0]?.isConnected()).toBe(false);
    expect((await failure(render(doc("<p>tarde</p>")))).code).toBe("PDF_UNAVAILABLE");
  }, 30_000);
});
