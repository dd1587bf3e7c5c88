import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateShowsPhoto } from "#core/resume/photo.ts";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { expectInOrder } from "#core/testing/expect-in-order.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { preparePhoto } from "../photos/prepare-photo.ts";
import { dataUrl, portraitJpeg } from "../photos/testing/test-images.ts";
import { createPdfRenderer } from "./pdf-renderer.ts";
import { pdfImages, pdfText } from "./testing/pdf-tools.ts";

// The downloaded PDF of a resume with a photo: the templates with a place for it print it, embedded (the
// renderer fetches nothing), and the text still reads in order; the others leave it out.
const renderer = createPdfRenderer();
afterAll(() => renderer.close());

let foto = "";
beforeAll(async () => {
  foto = await preparePhoto(dataUrl(await portraitJpeg()));
});

// -raw: the order the PDF holds its text in, which copying and assistive software follow. Some templates
// print the name in capitals (CSS text-transform): compared without case or line breaks.
const readText = (pdf: Buffer) => pdfText(pdf, { raw: true }).replace(/\s+/g, " ").toLocaleLowerCase("pt-BR");

describe.each(TEMPLATE_IDS)("the %s PDF of a resume with a photo", (templateId) => {
  const shows = templateShowsPhoto(templateId);
  it(shows ? "prints the photo, the text in order" : "leaves the photo out", async () => {
    const data = { ...sampleResume, templateId, foto };
    // First without: the page then holds this template, and the photo comes with a new body only.
    const without = await renderer.render(renderResumeDocument({ ...data, foto: "" }, templateId));
    const pdf = await renderer.render(renderResumeDocument(data, templateId));
    expect(pdfImages(pdf)).toEqual(shows ? [{ width: 600, height: 800, encoding: "jpeg" }] : []);

    const text = readText(pdf);
    expectInOrder(text, [
      "camila ferreira lima",
      "coordenadora de marketing digital",
      "camila.ferreira@exemplo.com.br",
      "nuvem azul cosméticos",
    ]);
    expect(text).toBe(readText(without));
  });
});
