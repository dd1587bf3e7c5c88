import { afterAll, describe, expect, it } from "vitest";
import type { ResumeData } from "#core/resume/resume-data.ts";
import type { TemplateId } from "#core/resume/template-id.ts";
import { longSampleResume } from "#core/sample-resume.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { createPdfRenderer } from "./pdf-renderer.ts";
import { pdfInfo, pdfText } from "./testing/pdf-tools.ts";

// Compacto's promise: more of a long career on each page than the one-column Clássico, in the printed PDF.
const renderer = createPdfRenderer();
afterAll(() => renderer.close());

const squash = (text: string) => text.replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");

async function printed(data: ResumeData, templateId: TemplateId) {
  const pdf = await renderer.render(renderResumeDocument(data, templateId));
  const firstPage = squash(pdfText(pdf, { page: 1, raw: true }));
  const jobsOnFirstPage = data.experiencias.filter((job) => firstPage.includes(squash(job.cargo))).length;
  return { pages: Number(pdfInfo(pdf).Pages), jobsOnFirstPage };
}

describe("the Compacto template", () => {
  it("puts more jobs of a long resume on page 1 than Clássico, on no more pages", async () => {
    const compacto = await printed(longSampleResume, "compacto");
    const classico = await printed(longSampleResume, "classico");
    console.info(
      `jobs on page 1: Clássico ${classico.jobsOnFirstPage}, Compacto ${compacto.jobsOnFirstPage}`,
    );
    expect(compacto.pages).toBeLessThanOrEqual(classico.pages);
    expect(compacto.jobsOnFirstPage).toBeGreaterThanOrEqual(classico.jobsOnFirstPage + 2);
  }, 60_000);

  it("prints on fewer pages a resume that Clássico takes three pages for", async () => {
    const longer = {
      ...longSampleResume,
      experiencias: [...longSampleResume.experiencias, ...longSampleResume.experiencias.slice(0, 3)],
    };
    const compacto = await printed(longer, "compacto");
    const classico = await printed(longer, "classico");
    console.info(`Clássico ${classico.pages} pages, Compacto ${compacto.pages}`);
    expect(classico.pages).toBe(3);
    expect(compacto.pages).toBeLessThan(classico.pages);
  }, 60_000);
});
