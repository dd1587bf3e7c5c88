import { describe, expect, it } from "vitest";
import { readImportReview } from "./import-review.ts";

const aviso = { contato: true, experiencias: 2, formacoes: 1, habilidades: 9, campos: 3 };

describe("readImportReview", () => {
  it("reads back a stored review, leaving out keys it does not know", () => {
    expect(readImportReview({ campos: ["email", "experiencias.0.cargo"], aviso, outra: 1 })).toEqual({
      campos: ["email", "experiencias.0.cargo"],
      aviso,
    });
    expect(readImportReview({ campos: [], aviso: { ...aviso, extra: true } })).toEqual({ campos: [], aviso });
    expect(readImportReview({ campos: [], aviso: null })).toEqual({ campos: [], aviso: null });
  });

  it("is null for anything else (browser storage is only a cache)", () => {
    for (const value of [
      null,
      "revisao",
      [],
      { campos: "email", aviso: null },
      { campos: [1], aviso: null },
      { campos: ["x".repeat(81)], aviso: null },
      { campos: Array(301).fill("email"), aviso: null },
      { campos: [] },
      { campos: [], aviso: { ...aviso, contato: "sim" } },
      { campos: [], aviso: { ...aviso, experiencias: -1 } },
      { campos: [], aviso: { ...aviso, formacoes: 1.5 } },
      { campos: [], aviso: { ...aviso, habilidades: 1001 } },
      { campos: [], aviso: { contato: true } },
    ]) {
      expect(readImportReview(value), JSON.stringify(value)).toBeNull();
    }
  });
});
