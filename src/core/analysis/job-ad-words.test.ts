import { describe, expect, it } from "vitest";
import { knownAt } from "./job-ad-known.ts";
import { KNOWN_PHRASES } from "./job-ad-phrases.ts";
import { contentKeys, standsAlone, tokenize, wordKey } from "./job-ad-words.ts";

const same = (...words: string[]) => new Set(words.map(wordKey)).size === 1;
const known = (text: string) => {
  const found = knownAt(contentKeys(text), 0);
  return found && found.length === contentKeys(text).length ? found.known.spellings[0] : null;
};

describe("job-ad words", () => {
  it("bring a word's forms together by their stem, with or without accents and capitals", () => {
    expect(same("vendas", "venda", "Vendas", "VENDA")).toBe(true);
    expect(same("atendimento", "atender", "Atendimentos")).toBe(true);
    expect(same("organização", "organizacao", "ORGANIZAÇÃO", "organizações")).toBe(true);
    expect(same("experiência", "experiencia", "experiências")).toBe(true);
    expect(same("gestão", "gestao")).toBe(true);
    expect(same("vendas", "vendedor")).toBe(false);
    expect(same("Java", "JavaScript")).toBe(false);
  });

  it("keep tools with dots and symbols whole", () => {
    expect(tokenize("Node.js, C#, C++ e .NET; vendas.Excel").map((token) => token.text)).toEqual([
      "Node.js",
      "C#",
      "C++",
      "e",
      ".NET",
      "vendas.Excel",
    ]);
  });

  it("tell a name from a word at the start of a sentence, and a shouted line from acronyms", () => {
    const names = (line: string) =>
      tokenize(line)
        .filter((token) => token.name)
        .map((token) => token.text);
    expect(names("Experiência com Excel e SQL. Vendas no varejo")).toEqual(["Excel", "SQL"]);
    expect(names("EXPERIÊNCIA COM VENDAS E SQL")).toEqual([]);
  });

  it("leave the ad's own vocabulary, verbs, levels and halves of hyphenated words out of single terms", () => {
    const alone = (line: string) =>
      tokenize(line)
        .filter(standsAlone)
        .map((token) => token.text);
    expect(alone("Experiência mínima de 6 meses com vendas")).toEqual(["vendas"]);
    expect(alone("Realizar o check-out e organizar o estoque com Excel avançado")).toEqual([
      "estoque",
      "Excel",
    ]);
    expect(alone("Vale-transporte, plano de saúde e PLR")).toEqual([]);
  });

  it("know each term by every spelling, the higher level first", () => {
    expect(
      KNOWN_PHRASES.every((phrase) => phrase.spellings.every((spelling) => contentKeys(spelling).length > 0)),
    ).toBe(true);
    expect(known("MS Office")).toBe("Pacote Office");
    expect(known("CNH categoria D")).toBe("CNH D");
    expect(known("CNH B")).toBe("CNH B");
    expect(known("atendimento aos clientes")).toBe("atendimento ao cliente");
    expect(known("Ensino Medio Completo")).toBe("ensino médio completo");
    expect(known("PostgreSQL")).toBe("PostgreSQL");
  });
});
