import JSZip from "jszip";
import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import { sampleResume } from "#core/sample-resume.ts";
import { preparePhoto } from "../photos/prepare-photo.ts";
import { bytesOf, dataUrl, portraitJpeg } from "../photos/testing/test-images.ts";
import { buildResumeDocx } from "./resume-docx.ts";

let foto = "";
beforeAll(async () => {
  foto = await preparePhoto(dataUrl(await portraitJpeg()));
});

async function media(docx: Buffer): Promise<Buffer[]> {
  const zip = await JSZip.loadAsync(docx);
  const files = Object.values(zip.files).filter((file) => !file.dir && file.name.startsWith("word/media/"));
  return Promise.all(files.map(async (file) => Buffer.from(await file.async("uint8array"))));
}

describe("the photo in the DOCX", () => {
  it("floats beside the name when the template prints a photo", async () => {
    const docx = await buildResumeDocx({
      data: { ...sampleResume, templateId: "moderno", foto },
      title: "CV",
    });
    expect(await media(docx)).toEqual([bytesOf(foto)]);
    const document = (await (await JSZip.loadAsync(docx)).file("word/document.xml")?.async("string")) ?? "";
    expect(document).toContain("<wp:anchor");
    const { value: html } = await mammoth.convertToHtml({ buffer: docx });
    expect(html).toMatch(/<h1><img [^>]*alt="Camila Ferreira Lima"[^>]*\/>Camila Ferreira Lima<\/h1>/);
  });

  it("is left out where the template leaves it out, and when there is none", async () => {
    const classico = await buildResumeDocx({
      data: { ...sampleResume, templateId: "classico", foto },
      title: "CV",
    });
    expect(await media(classico)).toEqual([]);
    const none = await buildResumeDocx({ data: { ...sampleResume, templateId: "moderno" }, title: "CV" });
    expect(await media(none)).toEqual([]);
  });

  it("needs no name to be printed", async () => {
    const docx = await buildResumeDocx({
      data: { ...sampleResume, nome: "", templateId: "criativo", foto },
      title: "CV",
    });
    expect(await media(docx)).toHaveLength(1);
  });
});
