import { describe, expect, it } from "vitest";
import { fileChoiceError, formatFileSize, MAX_FILE_BYTES } from "./file-choice.ts";
import { uploadMessages } from "./upload-messages.ts";

const file = (name: string, size = 1000, type = "") => ({ name, size, type });

describe("fileChoiceError", () => {
  it("accepts one PDF or DOCX up to 5 MB, by name or declared type", () => {
    expect(fileChoiceError([file("curriculo.pdf")])).toBeNull();
    expect(fileChoiceError([file("CURRICULO.PDF", MAX_FILE_BYTES)])).toBeNull();
    expect(fileChoiceError([file("cv.docx")])).toBeNull();
    expect(fileChoiceError([file("sem-extensao", 10, "application/pdf")])).toBeNull();
  });

  it("gives the spec's messages for no file, a wrong type and a big file", () => {
    expect(fileChoiceError([])).toBe("Por favor, selecione um arquivo PDF ou DOCX para continuar.");
    expect(fileChoiceError([file("foto.png", 10, "image/png")])).toBe(
      "Apenas arquivos PDF ou DOCX são permitidos.",
    );
    expect(fileChoiceError([file("cv.pdf", MAX_FILE_BYTES + 1)])).toBe(
      "O tamanho do arquivo excede o limite de 5MB.",
    );
  });

  it("explains that .doc is not supported and how to convert it", () => {
    expect(fileChoiceError([file("antigo.doc")])).toBe(uploadMessages.docAntigo);
    expect(fileChoiceError([file("antigo", 10, "application/msword")])).toContain("Salvar como");
  });

  it("takes a single file", () => {
    expect(fileChoiceError([file("a.pdf"), file("b.pdf")])).toBe(uploadMessages.apenasUm);
  });
});

describe("formatFileSize", () => {
  it("writes sizes the Brazilian way", () => {
    expect(formatFileSize(1_258_291)).toBe("1,2 MB");
    expect(formatFileSize(870_400)).toBe("850 KB");
    expect(formatFileSize(10)).toBe("1 KB");
  });
});
