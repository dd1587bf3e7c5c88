import { describe, expect, it } from "vitest";
import { FAQ_CATEGORIES, foldText, searchFaq } from "./help-faq.ts";

const questions = (query: string) =>
  searchFaq(FAQ_CATEGORIES, query).flatMap((category) => category.items.map((item) => item.id));

describe("the help centre FAQ", () => {
  it("has four categories of four questions, with unique ids", () => {
    expect(FAQ_CATEGORIES.map((c) => c.label)).toEqual([
      "Começando",
      "Conta e Pagamentos",
      "Criação de Currículo",
      "Problemas Técnicos",
    ]);
    for (const category of FAQ_CATEGORIES) expect(category.items).toHaveLength(4);
    const ids = FAQ_CATEGORIES.flatMap((c) => [c.id, ...c.items.map((i) => i.id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states the plan and photo rules of the product", () => {
    const text = JSON.stringify(FAQ_CATEGORIES);
    expect(text).toContain("R$7,97");
    expect(text).toContain("14 dias");
    expect(text).toContain("JPG ou PNG (.jpg, .jpeg ou .png) de até 5MB");
    expect(text).toContain("na proporção 3:4");
    expect(text).toContain("300x400 pixels");
    expect(text).toContain("Moderno, Criativo, Executivo, Recém-Formado e Elegante mostram a foto");
  });
});

describe("searchFaq", () => {
  it("ignores accents and case", () => {
    expect(foldText("Criação de CURRÍCULO")).toBe("criacao de curriculo");
    expect(questions("SENHA")).toEqual(questions("senha"));
    expect(questions("cobranca")).toContain("renovacao-automatica");
    expect(questions("Cobrança")).toContain("renovacao-automatica");
  });

  it("keeps only questions holding every word, in the answer or the question", () => {
    expect(questions("foto 300x400")).toEqual(["foto-no-curriculo"]);
    expect(questions("esqueci senha")).toContain("esqueci-senha");
    expect(questions("senha pix")).toEqual([]);
  });

  it("returns everything for a blank query and nothing for an unknown word", () => {
    expect(questions("   ")).toHaveLength(16);
    expect(questions("xilofone")).toEqual([]);
  });
});
