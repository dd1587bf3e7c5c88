import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pixelmatch from "pixelmatch";
import { type Browser, chromium } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateShowsPhoto } from "#core/resume/photo.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { TEMPLATE_IDS, type TemplateId } from "#core/resume/template-id.ts";
import { longSampleResume, sampleResume } from "#core/sample-resume.ts";
import { toResumeView } from "#core/view/resume-view.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { preparePhoto } from "../photos/prepare-photo.ts";
import { dataUrl, portraitJpeg } from "../photos/testing/test-images.ts";
import { chromiumLaunchOptions } from "./chromium-options.ts";
import { createPdfRenderer } from "./pdf-renderer.ts";
import { pdfInfo, pdfPagePng, pdfText } from "./testing/pdf-tools.ts";

/*
 * What the person saw is what they download. Page 1 of the PDF, rasterised by poppler at 96 dpi (one CSS pixel
 * per image pixel), is compared with the same document shown as a screen page by Chromium, as the preview
 * shows it. The two rasterisers draw glyph edges differently and place the page origin up to a pixel apart
 * (millimetre margins rounded differently), so pixel by pixel some 3-4% of a page differs on text edges alone.
 * Both images are therefore compared at the best of three vertical alignments and averaged over 4x4 blocks,
 * where anti-aliasing noise vanishes (measured: at most 0.25% of blocks differ, so the limit is 0.6%) but what a
 * reader would notice does not: another template differs in 12-42% of blocks, and the control below (the same
 * resume less one job) must exceed the limit too.
 */
const MAX_DIFFERENT_BLOCKS = 0.006;
const BLOCK = 4;
const PAGE = { width: 794, height: 1123 };
// Outside test-results/, which a Playwright run empties when it starts.
const artifacts = join(tmpdir(), "vitae-pdf-fidelity");

const renderer = createPdfRenderer();
let browser: Browser;
beforeAll(async () => {
  mkdirSync(artifacts, { recursive: true });
  browser = await chromium.launch(chromiumLaunchOptions());
}, 30_000);
afterAll(async () => {
  await renderer.close();
  await browser?.close();
});

// The sample resume is printed once per template and its page 1 rasterised once: every check below reads the
// same document, so printing it again for each would only repeat the work.
const samplePdfs = new Map<TemplateId, Promise<Buffer>>();
const samplePages = new Map<TemplateId, Promise<PNG>>();

function samplePdf(templateId: TemplateId): Promise<Buffer> {
  let pdf = samplePdfs.get(templateId);
  if (!pdf) {
    pdf = renderer.render(renderResumeDocument(sampleResume, templateId));
    samplePdfs.set(templateId, pdf);
  }
  return pdf;
}

function samplePagePng(templateId: TemplateId): Promise<PNG> {
  let png = samplePages.get(templateId);
  if (!png) {
    png = samplePdf(templateId).then((pdf) => PNG.sync.read(pdfPagePng(pdf, 1)));
    samplePages.set(templateId, png);
  }
  return png;
}

async function screenPng(html: string): Promise<PNG> {
  const page = await browser.newPage({ viewport: PAGE, javaScriptEnabled: false });
  try {
    await page.setContent(html, { waitUntil: "load" });
    return PNG.sync.read(await page.screenshot({ clip: { x: 0, y: 0, ...PAGE } }));
  } finally {
    await page.close();
  }
}

/** Averages `size` x `size` blocks of `image`, starting `dy` pixels down. */
function blocks(image: PNG, size: number, dy: number): PNG {
  const width = Math.floor(image.width / size);
  const height = Math.floor((image.height - 2) / size);
  const out = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let channel = 0; channel < 4; channel++) {
        let sum = 0;
        for (let j = 0; j < size; j++)
          for (let i = 0; i < size; i++)
            sum += image.data[((y * size + j + 1 + dy) * image.width + x * size + i) * 4 + channel] ?? 0;
        out.data[(y * width + x) * 4 + channel] = sum / (size * size);
      }
  return out;
}

/** Share of blocks that differ between two page images, at their best vertical alignment; writes the diff. */
function difference(printed: PNG, shown: PNG, diffPath: string): number {
  const base = blocks(printed, BLOCK, 0);
  const { width, height } = base;
  let best = { share: 1, diff: new PNG({ width, height }) };
  for (const dy of [-1, 0, 1]) {
    const diff = new PNG({ width, height });
    const count = pixelmatch(base.data, blocks(shown, BLOCK, dy).data, diff.data, width, height, {
      threshold: 0.1,
    });
    if (count / (width * height) < best.share) best = { share: count / (width * height), diff };
  }
  writeFileSync(diffPath, PNG.sync.write(best.diff));
  return best.share;
}

/** Where the PDF's links go, in page order. */
async function linkTargets(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const urls: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const annotations: Array<{ url?: string }> = await (await doc.getPage(n)).getAnnotations();
    urls.push(...annotations.flatMap((annotation) => (annotation.url ? [annotation.url] : [])));
  }
  await doc.destroy();
  return urls;
}

// Some templates print names and headings in capitals (CSS text-transform): compare without case.
// A line may break after a hyphen ("e-" / "commerce"), which pdftotext keeps as a line end.
const squash = (text: string) =>
  text.replace(/\s+/g, " ").replace(/- /g, "-").trim().toLocaleLowerCase("pt-BR");

/** Every text a person typed, in the order a reader meets it within each part of the resume. */
function fieldsInOrder(data: ResumeData): string[][] {
  const lines = (text: string) => text.split("\n").map((line) => line.replace(/^\s*-\s*/, "").trim());
  return [
    [data.nome, ...lines(data.resumo)],
    data.experiencias.flatMap((job) => [job.cargo, job.empresa, ...lines(job.descricao)]),
    data.formacoes.flatMap((course) => [course.curso, course.instituicao]),
    [data.email, data.telefone, data.cidade, data.linkedin],
    data.hardSkills,
    data.softSkills,
  ].map((group) => group.filter((text) => text.length > 0));
}

describe.each(TEMPLATE_IDS)("PDF of the %s template", (templateId: TemplateId) => {
  it("looks like the preview on page 1", async () => {
    const html = renderResumeDocument(sampleResume, templateId);
    const printed = await samplePagePng(templateId);
    const shown = await screenPng(html);
    writeFileSync(join(artifacts, `${templateId}-pdf.png`), PNG.sync.write(printed));
    writeFileSync(join(artifacts, `${templateId}-screen.png`), PNG.sync.write(shown));
    expect(Math.abs(printed.width - PAGE.width)).toBeLessThanOrEqual(1);
    expect(Math.abs(printed.height - PAGE.height)).toBeLessThanOrEqual(1);
    const same = difference(printed, shown, join(artifacts, `${templateId}-diff.png`));
    console.info(`${templateId}: ${(same * 100).toFixed(2)}% of blocks differ`);
    expect(same).toBeLessThan(MAX_DIFFERENT_BLOCKS);

    // Control: without its first job the page moves up under the summary, and that must be caught.
    const edited = { ...sampleResume, experiencias: sampleResume.experiencias.slice(1) };
    const other = PNG.sync.read(
      pdfPagePng(await renderer.render(renderResumeDocument(edited, templateId)), 1),
    );
    const changed = difference(other, shown, join(artifacts, `${templateId}-control-diff.png`));
    console.info(`${templateId} control: ${(changed * 100).toFixed(2)}% of blocks differ`);
    expect(changed).toBeGreaterThan(MAX_DIFFERENT_BLOCKS);
  }, 60_000);

  it.runIf(templateShowsPhoto(templateId))(
    "with a photo, looks like the preview on page 1",
    async () => {
      const foto = await preparePhoto(dataUrl(await portraitJpeg()));
      const html = renderResumeDocument({ ...sampleResume, foto }, templateId);
      const printed = PNG.sync.read(pdfPagePng(await renderer.render(html), 1));
      const shown = await screenPng(html);
      const same = difference(printed, shown, join(artifacts, `${templateId}-photo-diff.png`));
      console.info(`${templateId} with a photo: ${(same * 100).toFixed(2)}% of blocks differ`);
      expect(same).toBeLessThan(MAX_DIFFERENT_BLOCKS);
      // Control: the same page without the photo is caught.
      const plain = await samplePagePng(templateId);
      expect(
        difference(plain, shown, join(artifacts, `${templateId}-photo-control-diff.png`)),
      ).toBeGreaterThan(MAX_DIFFERENT_BLOCKS);
    },
    60_000,
  );

  it("holds every field as selectable text, in reading order", async () => {
    const pdf = await samplePdf(templateId);
    // A ten-year career with three jobs, LinkedIn included, fits one page in every template.
    expect(pdfInfo(pdf).Pages).toBe("1");
    // -raw: the order the PDF holds its text in, which copying and assistive software follow.
    const text = squash(pdfText(pdf, { raw: true }));
    for (const group of fieldsInOrder(sampleResume)) {
      let from = 0;
      for (const field of group) {
        const at = text.indexOf(squash(field), from);
        expect(at, `"${field}" after position ${from}`).toBeGreaterThanOrEqual(0);
        from = at + 1;
      }
    }
  }, 60_000);

  it("prints headings, labels and the headline as words a plain text extractor (an ATS) reads", async () => {
    const html = renderResumeDocument(sampleResume, templateId);
    // Not -raw: poppler's default reading joins glyphs into words by their spacing, as text extractors do.
    const text = squash(pdfText(await samplePdf(templateId)));
    const view = toResumeView(sampleResume);
    const words = [
      view.nome,
      view.headline,
      ...Object.values(view.language.titles).filter((title) => html.includes(`>${title}<`)),
      ...(html.includes("v-contact-label") ? view.contatos.map((contact) => contact.label) : []),
    ];
    for (const word of words) expect(text, `"${word}"`).toContain(squash(word));
    // Letter-spaced type comes out as 'c o o r d e n a d o r a' when the gaps pass for spaces.
    expect(text).not.toMatch(/(?<!\S)(?:\p{L} ){4,}/u);
  }, 60_000);

  it("prints LinkedIn and site as text a reader sees and as links the PDF opens", async () => {
    const data = { ...sampleResume, sitePortfolio: "https://www.camila.dev/portfolio/" };
    const pdf = await renderer.render(renderResumeDocument(data, templateId));
    const text = squash(pdfText(pdf));
    expect(text).toContain("linkedin.com/in/camila-ferreira-lima");
    expect(text).toContain("camila.dev/portfolio");
    expect(await linkTargets(pdf)).toEqual([
      "https://linkedin.com/in/camila-ferreira-lima",
      "https://www.camila.dev/portfolio/",
    ]);
  }, 60_000);

  it("flows a long resume onto several pages without splitting an entry or clipping text", async () => {
    const pdf = await renderer.render(renderResumeDocument(longSampleResume, templateId));
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThan(1);
    const pageTexts = Array.from({ length: pages }, (_, i) =>
      squash(pdfText(pdf, { page: i + 1, raw: true })),
    );
    const pageOf = (field: string) => pageTexts.findIndex((page) => page.includes(squash(field)));
    for (const job of longSampleResume.experiencias) {
      const lines = job.descricao.split("\n").map((line) => line.replace(/^\s*-\s*/, "").trim());
      const first = pageOf(job.cargo);
      expect(first, job.cargo).toBeGreaterThanOrEqual(0);
      // The whole entry (title, company, every line) is on the page where it starts.
      for (const field of [job.empresa, ...lines]) expect(pageOf(field), field).toBe(first);
    }
    for (const page of Array.from({ length: pages }, (_, i) => i + 1)) {
      writeFileSync(join(artifacts, `${templateId}-long-${page}.png`), pdfPagePng(pdf, page, 48));
    }
    expect(wordsOutsidePage(pdf)).toEqual([]);
  }, 60_000);
});

/** Words whose box pdftotext places outside their page (clipped or spilled text). */
function wordsOutsidePage(pdf: Buffer): string[] {
  const html = pdfText(pdf, { bbox: true });
  const outside: string[] = [];
  for (const page of html.split("<page ").slice(1)) {
    const width = Number(/width="([\d.]+)"/.exec(page)?.[1]);
    const height = Number(/height="([\d.]+)"/.exec(page)?.[1]);
    for (const word of page.matchAll(
      /xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)/g,
    )) {
      const [xMin, yMin, xMax, yMax] = word.slice(1, 5).map(Number) as [number, number, number, number];
      if (xMin < 0 || yMin < 0 || xMax > width + 0.5 || yMax > height + 0.5) outside.push(word[5] ?? "");
    }
  }
  return outside;
}
