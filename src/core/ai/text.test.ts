import { describe, expect, it } from "vitest";
import {
  capitalizeFirst,
  hasKeyword,
  joinList,
  lowerFirst,
  normalizeForMatch,
  uniqueTrimmed,
} from "./text.ts";

describe("normalizeForMatch", () => {
  it("strips accents, lowers case and collapses spaces", () => {
    expect(normalizeForMatch("  Ciência  da\tCOMPUTAÇÃO ")).toBe("ciencia da computacao");
    expect(normalizeForMatch("Gestão")).toBe(normalizeForMatch("GESTAO"));
  });
});

describe("hasKeyword", () => {
  it("matches whole words, ignoring case and accents", () => {
    expect(hasKeyword("Analista de Gestão", ["gestao"])).toBe(true);
    expect(hasKeyword("DEV Júnior", ["dev"])).toBe(true);
    expect(hasKeyword("Cobrança de devedores", ["dev"])).toBe(false);
  });

  it("matches phrases and treats punctuation as a space", () => {
    expect(hasKeyword("Desenvolvedora Front-end", ["front end"])).toBe(true);
    expect(hasKeyword("Bacharel em Ciência da Computação", ["ciencia da computacao"])).toBe(true);
    expect(hasKeyword("Ciência e Computação", ["ciencia da computacao"])).toBe(false);
  });

  it("never matches an empty keyword", () => {
    expect(hasKeyword("qualquer coisa", ["", "  "])).toBe(false);
  });
});

describe("joinList", () => {
  it("joins the Portuguese way", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["SQL"])).toBe("SQL");
    expect(joinList(["SQL", "Git"])).toBe("SQL e Git");
    expect(joinList(["SQL", "Git", "React"])).toBe("SQL, Git e React");
  });
});

describe("capitalizeFirst and lowerFirst", () => {
  it("change only the first letter", () => {
    expect(capitalizeFirst("analista de dados")).toBe("Analista de dados");
    expect(lowerFirst("Trabalho em Equipe")).toBe("trabalho em Equipe");
  });

  it("keep acronyms as they are", () => {
    expect(lowerFirst("SQL avançado")).toBe("SQL avançado");
    expect(lowerFirst("MBA em Gestão")).toBe("MBA em Gestão");
  });
});

describe("uniqueTrimmed", () => {
  it("drops blanks and repeats that differ only in case or accents, keeping the first spelling", () => {
    expect(uniqueTrimmed([" Comunicação ", "", "comunicacao", "Excel", "  "])).toEqual([
      "Comunicação",
      "Excel",
    ]);
  });
});
