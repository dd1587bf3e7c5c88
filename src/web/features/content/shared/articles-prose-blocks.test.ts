import { describe, expect, it } from "vitest";
import { countWords, parseProse, parseSpans, readingMinutes } from "./articles-prose-blocks.ts";

describe("parseProse", () => {
  it("reads headings, paragraphs and both kinds of list, separated by blank lines", () => {
    const blocks = parseProse(`
## Um título

Uma frase
que continua na linha seguinte.

- primeiro item
- segundo item

1. passo um
2. passo dois
`);
    expect(blocks).toEqual([
      { kind: "heading", text: "Um título" },
      { kind: "paragraph", text: "Uma frase que continua na linha seguinte." },
      { kind: "list", ordered: false, items: ["primeiro item", "segundo item"] },
      { kind: "list", ordered: true, items: ["passo um", "passo dois"] },
    ]);
  });

  it("keeps a block that only starts like a list as a paragraph", () => {
    expect(parseProse("- item\ntexto solto")).toEqual([{ kind: "paragraph", text: "- item texto solto" }]);
  });
});

describe("parseSpans", () => {
  it("marks **emphasis** and leaves the rest as written", () => {
    expect(parseSpans("Use **verbos de ação** sempre")).toEqual([
      { text: "Use ", strong: false },
      { text: "verbos de ação", strong: true },
      { text: " sempre", strong: false },
    ]);
    expect(parseSpans("sem fecho **aqui")).toEqual([{ text: "sem fecho **aqui", strong: false }]);
  });
});

describe("countWords and readingMinutes", () => {
  it("counts words, not markup or lone punctuation", () => {
    expect(countWords("## Título curto\n\n- um item – **dois**\n\n1. três")).toBe(6);
  });

  it("gives at least one minute, at about 200 words a minute", () => {
    expect(readingMinutes("poucas palavras")).toBe(1);
    expect(readingMinutes("palavra ".repeat(1000))).toBe(5);
  });
});
