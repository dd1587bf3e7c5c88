import { describe, expect, it } from "vitest";
import { AD_TEXT_MAX, readAdLines } from "./job-ad-sections.ts";

/** Each line as 'kind: text'. */
const read = (ad: string) => readAdLines(ad).map((line) => `${line.kind}: ${line.text.trim()}`);

describe("readAdLines", () => {
  it("follows headings alone on their line, in any dress", () => {
    const ad = [
      "Auxiliar de Logística",
      "**REQUISITOS**",
      "- Ensino médio",
      "✨ Diferenciais:",
      "- Empilhadeira",
      "### Benefícios",
      "- Vale-refeição",
      "O que você vai fazer",
      "- Separar pedidos",
    ].join("\n");
    expect(read(ad)).toEqual([
      "preamble: Auxiliar de Logística",
      "required: Ensino médio",
      "desirable: Empilhadeira",
      "ignored: Vale-refeição",
      "neutral: Separar pedidos",
    ]);
  });

  it("reads 'Heading: text' lines and keeps what follows the heading's own words", () => {
    expect(read("Requisitos: Excel.\nBenefícios: VT.\nExperiência com vendas: 1 ano")).toEqual([
      "required: Excel.",
      "ignored: VT.",
      "required: com vendas: 1 ano",
    ]);
  });

  it("does not take an ordinary line for a heading", () => {
    expect(read("Requisitos\nExperiência com vendas\nAtividades administrativas em geral")).toEqual([
      "required: Experiência com vendas",
      "required: Atividades administrativas em geral",
    ]);
  });

  it("lets a sentence mark itself required or desirable, whatever its section", () => {
    const ad =
      "Atividades\nÉ imprescindível ter CNH B. Inglês será um diferencial. Repor mercadorias quando necessário. Não é necessária experiência.";
    expect(read(ad)).toEqual([
      "required: É imprescindível ter CNH B.",
      "desirable: Inglês será um diferencial.",
      "neutral: Repor mercadorias quando necessário.",
      "neutral: Não é necessária experiência.",
    ]);
  });

  it("reads a mark in parentheses for the line, or for the parentheses when they say more", () => {
    expect(
      read(
        "Idioma:\nEspanhol (Desejável)\nRequisitos:\nEnsino médio (superior cursando será um diferencial)",
      ),
    ).toEqual([
      "desirable: Espanhol (Desejável)",
      "required: Ensino médio",
      "desirable: superior cursando será um diferencial",
    ]);
  });

  it("treats an ad without headings as one description, and a benefits sentence as benefits", () => {
    expect(read("Buscamos vendedor com experiência. Oferecemos VT e VR.")).toEqual([
      "neutral: Buscamos vendedor com experiência.",
      "ignored: Oferecemos VT e VR.",
    ]);
  });

  it("reads no further than the cap", () => {
    const lines = readAdLines(`${"a".repeat(AD_TEXT_MAX - 3)} Excel avançado`);
    expect(lines.map((line) => line.tokens.at(-1)?.text)).toEqual(["Ex"]);
  });
});
