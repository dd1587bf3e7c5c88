import { describe, expect, it } from "vitest";
import { extractResume } from "./extract.ts";
import type { Line } from "./reading-order.ts";
import { column } from "./test-lines.ts";

const cell = (text: string, x: number, sameRow = true): [string, Partial<Line>] => [
  text,
  { x, xEnd: x + text.length * 5, sameRow },
];

describe("a table of jobs under a header row", () => {
  it("reads each record, its cells wrapped over several rows, as one job", () => {
    const result = extractResume(
      column([
        ["Aline Moreira Campos", { fontSize: 20, bold: true }],
        ["Experiência Profissional", { bold: true, gapAbove: 2.5 }],
        cell("Período", 72, false),
        cell("Empresa", 151),
        cell("Cargo", 238),
        cell("Principais atividades", 324),
        cell("01/2020 –", 72, false),
        cell("Amaggi", 151),
        cell("Técnica em", 238),
        cell("Gestão de SST em unidade", 324),
        cell("atual", 72, false),
        cell("Segurança", 238),
        cell("armazenadora de grãos.", 324),
        cell("do Trabalho", 238, false),
        cell("04/2017 –", 72, false),
        cell("JBS", 151),
        cell("Auxiliar de", 238),
        cell("Inspeções de segurança.", 324),
        cell("12/2019", 72, false),
        cell("Segurança", 238),
        ["• Um texto que não é da tabela", { x: 84 }],
      ]),
    );
    expect(result.experiencias).toEqual([
      {
        empresa: "Amaggi",
        cargo: "Técnica em Segurança do Trabalho",
        dataInicio: "2020-01",
        dataFim: null,
        atual: true,
        descricao: "Gestão de SST em unidade armazenadora de grãos.",
      },
      {
        empresa: "JBS",
        cargo: "Auxiliar de Segurança",
        dataInicio: "2017-04",
        dataFim: "2019-12",
        atual: false,
        descricao: expect.stringContaining("Inspeções de segurança."),
      },
    ]);
  });
});

describe("a table of jobs with a list in its description column", () => {
  it("keeps the list's bullets in the record and reads the institution as the employer", () => {
    const result = extractResume(
      column([
        ["Márcia Helena Lauriano", { fontSize: 20, bold: true }],
        ["Experiência", { bold: true, gapAbove: 2.5 }],
        cell("Cargo", 68, false),
        cell("Instituição", 199),
        cell("Período", 298),
        cell("Atividades", 420),
        cell("Bibliotecária Coordenadora", 68, false),
        cell("PUCRS – Biblioteca", 199),
        cell("ago 2019 –", 298),
        cell("• Coordeno uma equipe de 6", 420),
        cell("de Processamento Técnico", 68, false),
        cell("Central Irmão", 199),
        cell("atual", 298),
        cell("pessoas na catalogação.", 420),
        cell("• Migração do catálogo", 420, false),
      ]),
    );
    expect(result.experiencias).toMatchObject([
      {
        cargo: "Bibliotecária Coordenadora de Processamento Técnico",
        empresa: "PUCRS – Biblioteca Central Irmão",
        dataInicio: "2019-08",
        atual: true,
      },
    ]);
    expect(result.experiencias[0]?.descricao).toContain("Migração do catálogo");
  });
});
