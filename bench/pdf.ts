// PDF figures for a two-page resume: cold start, warm latency, throughput, and the naive way for a ratio.
// Runs alone too: `NODE_ENV=production npx tsx bench/pdf.ts`.
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { longSampleResume } from "#core/sample-resume.ts";
import { rendererLaunchOptions } from "#server/pdf/chromium-options.ts";
import { setPdfInfo } from "#server/pdf/pdf-info.ts";
import { createPdfRenderer } from "#server/pdf/pdf-renderer.ts";
import {
  loadDocument,
  openPrintContext,
  openPrintPage,
  printDocument,
  printPage,
} from "#server/pdf/print-page.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { percentile } from "./browser.ts";

function median(values: number[]): number {
  return percentile(
    values.toSorted((a, b) => a - b),
    50,
  );
}

const WARM_SAMPLES = 60;
// Enough renders that each throughput figure spans a few seconds, not one.
const THROUGHPUT_RENDERS = { warm: 120, naive: 36 };
const ROUNDS_AT_4 = 3;
const TARGETS = { p50Ms: 50, perSecondAt4: 25, ratio: 5 };

// The long sample less its earliest jobs: two pages in the default template.
const resume = { ...longSampleResume, experiencias: longSampleResume.experiencias.slice(0, 5) };
const info = { title: "Currículo para Coordenadora de Marketing Digital", author: resume.nome };

const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

/** What the route does for one download, minus the database: build the document, print it, set its info. */
type Render = () => Promise<Buffer>;

async function throughput(render: Render, concurrency: number, renders: number): Promise<number> {
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < renders) {
        started++;
        await render();
      }
    }),
  );
  return renders / ((performance.now() - begin) / 1000);
}

/** The durations of WARM_SAMPLES renders one after the other, sorted. */
async function latencies(render: (i: number) => Promise<Buffer>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < WARM_SAMPLES; i++) {
    const start = performance.now();
    await render(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

export async function pdfBench(): Promise<void> {
  console.log("PDF of a two-page resume (template moderno):");
  const coldStart = performance.now();
  const renderer = createPdfRenderer({ waiting: 64 });
  const warm: Render = async () =>
    setPdfInfo(await renderer.render(renderResumeDocument(resume, resume.templateId)), info);
  let naiveBrowser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const first = await warm();
    const cold = performance.now() - coldStart;
    const pages = pageCount(first);
    console.log(
      `  cold start (launch + first PDF)  ${cold.toFixed(0)} ms, ${pages} pages, ${first.length} bytes`,
    );
    if (pages !== 2) console.log(`  (warning: the resume printed on ${pages} pages, not 2)`);

    for (let i = 0; i < 5; i++) await warm();
    const times = await latencies(() => warm());
    const p50 = percentile(times, 50);
    console.log(
      `  warm, one at a time              p50 ${p50.toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms ` +
        `(${WARM_SAMPLES} renders; target p50 < ${TARGETS.p50Ms} ms)`,
    );
    // Each render in another template than the last: a page rarely holds the template's styles already.
    const mixed = await latencies(async (i) => {
      const templateId = TEMPLATE_IDS[i % TEMPLATE_IDS.length] ?? resume.templateId;
      return setPdfInfo(await renderer.render(renderResumeDocument(resume, templateId)), info);
    });
    console.log(
      `  warm, six templates in turn      p50 ${percentile(mixed, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(mixed, 95).toFixed(1)} ms`,
    );
    for (const concurrency of [1, 2]) {
      const rate = await throughput(warm, concurrency, THROUGHPUT_RENDERS.warm);
      console.log(`  warm, concurrency ${concurrency}             ${rate.toFixed(1)} PDFs/s`);
    }

    // The naive way: the renderer's own steps in the same browser setup, but a new context and page per PDF.
    naiveBrowser = await chromium.launch(rendererLaunchOptions());
    const browser = naiveBrowser;
    const naive: Render = async () => {
      const context = await openPrintContext(browser);
      try {
        const page = await openPrintPage(context);
        await loadDocument(page, printDocument(renderResumeDocument(resume, resume.templateId)));
        return setPdfInfo(await printPage(page), info);
      } finally {
        await context.close();
      }
    };
    await naive();
    // In turns, so a change in this machine's speed during the run weighs on both sides alike.
    const warmRates: number[] = [];
    const naiveRates: number[] = [];
    for (let round = 0; round < ROUNDS_AT_4; round++) {
      warmRates.push(await throughput(warm, 4, THROUGHPUT_RENDERS.warm));
      naiveRates.push(await throughput(naive, 4, THROUGHPUT_RENDERS.naive));
    }
    const warmAt4 = median(warmRates);
    const naiveAt4 = median(naiveRates);
    const rounds = (rates: number[]) => rates.map((rate) => rate.toFixed(1)).join(" / ");
    console.log(`  concurrency 4, ${ROUNDS_AT_4} rounds of warm then naive (new context and page per PDF):`);
    console.log(
      `    warm   ${rounds(warmRates)} PDFs/s, median ${warmAt4.toFixed(1)} (target >= ${TARGETS.perSecondAt4})`,
    );
    console.log(`    naive  ${rounds(naiveRates)} PDFs/s, median ${naiveAt4.toFixed(1)}`);
    console.log(
      `  warm / naive at concurrency 4    ${(warmAt4 / naiveAt4).toFixed(1)}x (target >= ${TARGETS.ratio}x)`,
    );
  } finally {
    await naiveBrowser?.close();
    await renderer.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await pdfBench();
