import { describe, expect, it } from "vitest";
import { type ImportCounts, importNoticeText } from "./import-notice.ts";

const counts = (patch: Partial<ImportCounts>): ImportCounts => ({
  contato: true,
  experiencias: 3,
  formacoes: 2,
  habilidades: 14,
  campos: 4,
  ...patch,
});

describe("importNoticeText", () => {
  it("says what was read and how many fields to check", () => {
    expect(importNoticeText(counts({}))).toEqual({
      lido: "Lemos do seu arquivo: nome e contato, 3 experiências, 2 formações e 14 habilidades.",
      conferir: "Marcamos 4 campos para você conferir.",
    });
  });

  it("uses the singular for one", () => {
    const text = importNoticeText(counts({ experiencias: 1, formacoes: 1, habilidades: 1, campos: 1 }));
    expect(text.lido).toBe("Lemos do seu arquivo: nome e contato, 1 experiência, 1 formação e 1 habilidade.");
    expect(text.conferir).toBe("Marcamos 1 campo para você conferir.");
  });

  it("leaves out what the file did not have and asks for a full check when nothing is marked", () => {
    expect(importNoticeText(counts({ contato: false, formacoes: 0, campos: 0 }))).toEqual({
      lido: "Lemos do seu arquivo: 3 experiências e 14 habilidades.",
      conferir: "Confira tudo antes de baixar.",
    });
    expect(importNoticeText(counts({ experiencias: 0, formacoes: 0, habilidades: 0 })).lido).toBe(
      "Lemos do seu arquivo: nome e contato.",
    );
  });

  it("says so when nothing could be read", () => {
    const none = counts({ contato: false, experiencias: 0, formacoes: 0, habilidades: 0, campos: 0 });
    expect(importNoticeText(none).lido).toBe(
      "Não conseguimos ler dados do seu arquivo; preencha os campos a seguir.",
    );
  });
});
