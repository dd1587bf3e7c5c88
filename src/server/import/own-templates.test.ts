import { afterAll, describe, expect, it } from "vitest";
import { extractedToResumeData } from "#core/import/to-resume-data.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { TEMPLATE_IDS, type TemplateId } from "#core/resume/template-id.ts";
import { longSampleResume, sampleResume } from "#core/sample-resume.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { createPdfRenderer } from "../pdf/pdf-renderer.ts";
import { parseResume } from "./parse-resume.ts";

// A resume made here and brought back to be improved: every template's PDF, read back, fills the wizard with
// what was written. Some templates print names and headlines in capitals, so case is not compared.
const renderer = createPdfRenderer();
afterAll(() => renderer.close());

const lowerCase = (value: unknown): unknown => {
  if (typeof value === "string") return value.toLocaleLowerCase("pt-BR");
  if (Array.isArray(value)) return value.map(lowerCase);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, lowerCase(inner)]));
  return value;
};

async function roundTrip(resume: ResumeData, templateId: TemplateId): Promise<ResumeData> {
  const pdf = await renderer.render(renderResumeDocument(resume, templateId));
  return extractedToResumeData(await parseResume(new Uint8Array(pdf), "pdf"));
}

describe("a PDF printed from each template, imported back", () => {
  const resumes = { "one page": sampleResume, "two pages": longSampleResume };
  for (const templateId of TEMPLATE_IDS) {
    for (const [label, resume] of Object.entries(resumes)) {
      it(`${templateId}, ${label}: gives back every field, descriptions and their bullets included`, async () => {
        const back = await roundTrip(resume, templateId);
        expect(lowerCase({ ...back, templateId })).toEqual(lowerCase({ ...resume, templateId }));
      });
    }
  }
});
