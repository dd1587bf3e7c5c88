import { expect, type Page, test } from "@playwright/test";
import { TEMPLATE_IDS, type TemplateId } from "../../../src/core/resume/template-id.ts";
import { longSampleResume, sampleResume } from "../../../src/core/sample-resume.ts";
import { TEMPLATE_DEFINITIONS } from "../../../src/templates/registry.ts";
import { renderResumeDocument } from "../../../src/templates/render-resume-document.tsx";
import { paginateEntries, sheetGeometry } from "../../../src/web/ui/resume-preview-paginate.ts";
import { desktopOnly } from "../fixtures/test.ts";

// The document is the same whatever the device; one project is enough and keeps one screenshot per template.
desktopOnly("a resume document prints the same on every device");

const artifacts = "test-results/artifacts/templates";

/** Pages of a PDF as Chromium writes it: one '/Type /Page' dictionary per page (the tree is '/Pages'). */
function countPdfPages(pdf: Buffer): number {
  return pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;
}

/** Every request the page makes except data: URLs, which never leave it; all of them are refused. */
async function recordRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route("**", async (route) => {
    requests.push(route.request().url());
    await route.abort();
  });
  return requests;
}

/** Runs the preview's pagination in the page (gap 0: sheets touch, as printed pages do). */
async function previewPageCount(page: Page, templateId: TemplateId): Promise<number> {
  const geometry = sheetGeometry(TEMPLATE_DEFINITIONS[templateId].page, 0);
  return page.evaluate(
    ({ source, geometry }) => {
      // Some TypeScript loaders wrap functions with a __name helper; the page has none.
      Object.assign(globalThis, { __name: (fn: unknown) => fn });
      const paginate = new Function(`return (${source})`)();
      return paginate(document.body, geometry) as number;
    },
    { source: paginateEntries.toString(), geometry },
  );
}

for (const templateId of TEMPLATE_IDS) {
  test.describe(`modelo ${templateId}`, () => {
    test("renders with its own fonts and makes no request", async ({ page }) => {
      const requests = await recordRequests(page);
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.setContent(renderResumeDocument(sampleResume, templateId));
      const families = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family);
      });
      const declared = TEMPLATE_DEFINITIONS[templateId].fonts.length;
      expect(families.length, "every inlined face is used and loads").toBe(declared);
      await expect(page.getByRole("heading", { level: 1, name: sampleResume.nome })).toBeVisible();
      await page.screenshot({ path: `${artifacts}/${templateId}.png` });
      expect(requests).toEqual([]);
    });

    test("fits the sample on one A4 page", async ({ page }) => {
      await page.setContent(renderResumeDocument(sampleResume, templateId));
      const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
      expect(countPdfPages(pdf)).toBe(1);
    });

    test("flows a long resume onto more pages, as the preview shows it", async ({ page }) => {
      const requests = await recordRequests(page);
      await page.setContent(renderResumeDocument(longSampleResume, templateId));
      await page.evaluate(() => document.fonts.ready);
      const pdf = await page.pdf({ printBackground: true, preferCSSPageSize: true });
      const pages = countPdfPages(pdf);
      expect(pages).toBeGreaterThan(1);
      expect(await previewPageCount(page, templateId)).toBe(pages);
      expect(requests).toEqual([]);
    });
  });
}
