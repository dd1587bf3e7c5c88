import { describe, expect, it } from "vitest";
import { resumeContentDisposition } from "./download-name.ts";

describe("resumeContentDisposition", () => {
  it("keeps accents in filename* and an ASCII fallback", () => {
    expect(resumeContentDisposition("Currículo João", "pdf", "inline")).toBe(
      `inline; filename="Curriculo Joao.pdf"; filename*=UTF-8''Curr%C3%ADculo%20Jo%C3%A3o.pdf`,
    );
  });

  it("drops characters a file name cannot hold and never leaves it empty", () => {
    expect(resumeContentDisposition('a/b"c\\d', "txt")).toContain('filename="a b c d.txt"');
    expect(resumeContentDisposition('  /" ', "docx")).toContain("filename*=UTF-8''Curr%C3%ADculo.docx");
  });
});
