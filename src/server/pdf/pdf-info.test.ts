import { describe, expect, it } from "vitest";
import { setPdfInfo } from "./pdf-info.ts";
import { pdfInfo, pdfText } from "./testing/pdf-tools.ts";

/** A one-page PDF with a classic cross-reference table, as Chromium writes them, with or without an Info. */
function minimalPdf(withInfo: boolean): Buffer {
  const content = "BT /F1 24 Tf 72 720 Td (Ola mundo) Tj ET";
  const objects = [
    "<</Type /Catalog /Pages 2 0 R>>",
    "<</Type /Pages /Kids [3 0 R] /Count 1>>",
    "<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>>",
    `<</Length ${content.length}>>\nstream\n${content}\nendstream`,
    "<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>",
    "<</Title (Titulo antigo) /Producer (Skia/PDF m156)>>",
  ].slice(0, withInfo ? 6 : 5);
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  const info = withInfo ? " /Info 6 0 R" : "";
  body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R${info}>>\nstartxref\n${xref}\n%%EOF`;
  return Buffer.from(body, "latin1");
}

describe("setPdfInfo", () => {
  it.each([true, false])(
    "sets title and author with accents, keeping the original bytes (had Info: %s)",
    (had) => {
      const original = minimalPdf(had);
      const updated = setPdfInfo(original, {
        title: "Currículo (versão 2) – São Paulo",
        author: "Márcia Gonçalves",
      });
      expect(updated.subarray(0, original.length).equals(original)).toBe(true);
      expect(pdfInfo(updated)).toMatchObject({
        Title: "Currículo (versão 2) – São Paulo",
        Author: "Márcia Gonçalves",
        Creator: "Vitae",
        Pages: "1",
      });
      expect(pdfText(updated)).toContain("Ola mundo");
    },
  );

  it("refuses a file without a classic trailer instead of corrupting it", () => {
    expect(() =>
      setPdfInfo(Buffer.from("%PDF-1.7\nnot really\n%%EOF"), { title: "a", author: "b" }),
    ).toThrow();
  });
});
