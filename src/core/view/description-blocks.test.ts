import { describe, expect, it } from "vitest";
import { descriptionBlocks } from "./description-blocks.ts";

describe("descriptionBlocks", () => {
  it("keeps each line as a paragraph and groups bullet lines into one list", () => {
    const text =
      "Equipe de 6 pessoas.\n- Reduzi custos em 32%\n• Implantei o CRM\n\nOutra linha\n1. Primeiro\n2) Segundo";
    expect(descriptionBlocks(text)).toEqual([
      { kind: "text", text: "Equipe de 6 pessoas." },
      { kind: "list", items: ["Reduzi custos em 32%", "Implantei o CRM"] },
      { kind: "text", text: "Outra linha" },
      { kind: "list", items: ["Primeiro", "Segundo"] },
    ]);
  });

  it("does not take a hyphenated word or a negative number for a bullet", () => {
    expect(descriptionBlocks("-10% de perdas\nBem-estar")).toEqual([
      { kind: "text", text: "-10% de perdas" },
      { kind: "text", text: "Bem-estar" },
    ]);
  });

  it("handles Windows line breaks and blank input", () => {
    expect(descriptionBlocks("a\r\nb")).toHaveLength(2);
    expect(descriptionBlocks("  \n ")).toEqual([]);
  });
});
