import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { accentColor } from "#core/resume/resume-style.ts";
import { sampleResume } from "#core/sample-resume.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { createPdfRenderer } from "./pdf-renderer.ts";
import { pdfPagePng, pdfText } from "./testing/pdf-tools.ts";

// What the person chose in 'Personalizar' is what the PDF prints: the order of the sections and the accent.
const renderer = createPdfRenderer();
afterAll(() => renderer.close());

const styled: ResumeData = {
  ...sampleResume,
  templateId: "classico",
  estilo: {
    corDestaque: "verde-floresta",
    fontes: "contemporanea",
    ordemSecoes: ["formacoes", "hardSkills", "experiencias", "resumo", "softSkills"],
    secoesOcultas: ["softSkills"],
  },
};

/** How many pixels of page 1 are (nearly) the given colour. */
function pixelsOf(png: Buffer, hex: string): number {
  const { data } = PNG.sync.read(png);
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const near = Math.abs((data[i] ?? 0) - (r ?? 0)) + Math.abs((data[i + 1] ?? 0) - (g ?? 0));
    if (near + Math.abs((data[i + 2] ?? 0) - (b ?? 0)) < 24) count++;
  }
  return count;
}

describe("a resume with its own style", () => {
  it("prints the sections in the chosen order and leaves the hidden one out", async () => {
    const text = pdfText(await renderer.render(renderResumeDocument(styled, "classico")))
      .replace(/\s+/g, " ")
      .toLocaleUpperCase("pt-BR");
    const at = (title: string) => text.indexOf(title);
    expect(at("FORMAÇÃO ACADÊMICA")).toBeGreaterThan(-1);
    expect(at("FORMAÇÃO ACADÊMICA")).toBeLessThan(at("HABILIDADES TÉCNICAS"));
    expect(at("HABILIDADES TÉCNICAS")).toBeLessThan(at("EXPERIÊNCIA PROFISSIONAL"));
    expect(at("EXPERIÊNCIA PROFISSIONAL")).toBeLessThan(at("RESUMO PROFISSIONAL"));
    expect(at("COMPETÊNCIAS COMPORTAMENTAIS")).toBe(-1);
  });

  it("sets the accent colour and fonts in the document and paints the headings with it", async () => {
    const green = accentColor("verde-floresta")?.hex ?? "";
    const html = renderResumeDocument(styled, "classico");
    expect(html).toContain(`--v-accent:${green}`);
    expect(html).toContain("--v-font-display:Montserrat");
    const plain = renderResumeDocument({ ...sampleResume, templateId: "classico" }, "classico");
    expect(plain).not.toContain(green);

    const styledPage = pdfPagePng(await renderer.render(html), 1);
    const plainPage = pdfPagePng(await renderer.render(plain), 1);
    expect(pixelsOf(styledPage, green)).toBeGreaterThan(200);
    expect(pixelsOf(plainPage, green)).toBeLessThan(20);
  });
});
