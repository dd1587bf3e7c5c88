import { describe, expect, it } from "vitest";
import { parseAffixDictionary } from "./affix-dictionary.ts";
import { suggest } from "./spelling-suggestions.ts";

// A dictionary of a few words in Hunspell's format, with the features the Brazilian one uses.
const AFF = `SET UTF-8
FLAG UTF-8
TRY esianrtolcdugmphbzçãá
NOSUGGEST Ý
FORBIDDENWORD ý
WARN ~

MAP 3
MAP aáãâ
MAP cç
MAP ií

REP 2
REP ao ão
REP z s

PFX R Y 1
PFX R   0     re      .

PFX D N 1
PFX D   0     des     .

SFX A Y 3
SFX A   ar    ei      ar
SFX A   ar    ou      ar
SFX A   ar    ando    [^c]ar

SFX S N 1
SFX S   0     s       [aeiou]

SFX 5 Y 1
SFX 5   a     inha/Ý  a
`;

const DIC = `12
organizar/AR
marcar/A
fazer/D
venda/S5
gestão
ação
análise
analise
pára/ý
criticos/~
SP
assistente
sistente
`;

const dict = parseAffixDictionary(AFF, DIC);

describe("parseAffixDictionary", () => {
  it("takes listed words and the forms their affixes allow, respecting each rule's condition", () => {
    const right = [
      "organizar",
      "organizei",
      "organizou",
      "organizando",
      "marcar",
      "marcou",
      "vendas",
      "gestão",
    ];
    expect(right.filter((word) => !dict.isWord(word))).toEqual([]);
    // 'marcando' would need [^c]ar; 'gestãos' has no suffix class; unknown words stay unknown.
    expect(
      ["marcando", "gestãos", "organizarei", "vendaa", "xyz", ""].filter((word) => dict.isWord(word)),
    ).toEqual([]);
  });

  it("takes a prefix, and a prefix with a suffix only when both classes combine", () => {
    expect(["reorganizar", "reorganizei", "desfazer"].every((word) => dict.isWord(word))).toBe(true);
    // 'D' does not combine; 'marcar' does not take 're'.
    expect(["desfazers", "remarcar"].some((word) => dict.isWord(word))).toBe(false);
  });

  it("is case-sensitive, as the words are listed", () => {
    expect(dict.isWord("Organizar")).toBe(false);
    expect(dict.isWord("SP")).toBe(true);
  });

  it("refuses words marked forbidden or as a warning, and never suggests the ones marked so", () => {
    expect(dict.isWord("pára")).toBe(false);
    expect(dict.isWord("criticos")).toBe(false);
    expect(dict.isWord("vendinha")).toBe(true);
    expect(dict.isSuggestable("vendinha")).toBe(false);
    expect(dict.isSuggestable("gestão")).toBe(true);
  });

  it("reads a dictionary without the optional settings", () => {
    const plain = parseAffixDictionary("SET UTF-8\nFLAG UTF-8\n", "2\ncasa\nvenda\n");
    expect(["casa", "venda"].every((word) => plain.isWord(word) && plain.isSuggestable(word))).toBe(true);
    expect(suggest(plain, "csaa", 2)).toEqual(["casa"]);
  });

  it("adds a word with the affixes of a listed one, and refuses a model it does not know", () => {
    const own = parseAffixDictionary(AFF, DIC);
    expect(own.isWord("mentorei")).toBe(false);
    expect(own.add("mentorar", "organizar")).toBe(true);
    expect(["mentorar", "mentorei", "mentorando", "rementorar"].every((word) => own.isWord(word))).toBe(true);
    expect(own.add("teste", "inexistente")).toBe(false);
    expect(dict.isWord("mentorei")).toBe(false);
  });
});

describe("suggest", () => {
  it("puts a missing accent first, then the common mistakes of the list, then slips of one letter", () => {
    expect(suggest(dict, "acao", 2)).toEqual(["ação"]);
    expect(suggest(dict, "gestao", 2)).toEqual(["gestão"]);
    expect(suggest(dict, "analize", 2)).toEqual(["analise"]);
    expect(suggest(dict, "orgainzar", 2)).toEqual(["organizar"]);
    expect(suggest(dict, "organizarr", 2)).toEqual(["organizar"]);
    expect(suggest(dict, "organzar", 2)).toEqual(["organizar"]);
    expect(suggest(dict, "organixar", 2)).toEqual(["organizar"]);
  });

  it("keeps only the first kind of slip that finds words, at most as many as asked", () => {
    // Both are accents: 'analise' changes one letter, 'análise' two; the fewer changes come first.
    expect(suggest(dict, "analíse", 1)).toEqual(["analise"]);
    expect(suggest(dict, "analíse", 3)).toEqual(["analise", "análise"]);
    // A swap finds a word: the letters missing or wrong that would also give one are not tried.
    expect(suggest(dict, "ogranizar", 3)).toEqual(["organizar"]);
  });

  it("prefers words that keep the first letter, where slips rarely fall, and offers the others only failing them", () => {
    expect(suggest(dict, "asistente", 2)).toEqual(["assistente"]);
    expect(suggest(dict, "xsistente", 2)).toEqual(["sistente"]);
  });

  it("offers nothing for a word close to none, and no word marked never to suggest", () => {
    expect(suggest(dict, "xyzqw", 2)).toEqual([]);
    expect(suggest(dict, "vendinah", 2)).toEqual([]);
  });
});
