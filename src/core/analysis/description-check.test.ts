import { describe, expect, it } from "vitest";
import type { Experience } from "../resume/experience.ts";
import { sampleResume } from "../sample-resume.ts";
import { checkDescription, DESCRIPTION_MIN, LINE_MAX } from "./description-check.ts";

const job = (descricao: string): Experience => ({
  empresa: "Loja Azul",
  cargo: "Vendedor",
  dataInicio: "2022-01",
  dataFim: "2023-06",
  atual: false,
  descricao,
});
const ids = (descricao: string) => checkDescription(job(descricao), 1).map((f) => `${f.severity} ${f.id}`);

const GOOD = [
  "- Atendi cerca de 60 clientes por dia no balcão e no WhatsApp.",
  "- Organizei a reposição do estoque de 300 itens, sem faltas no fim do mês.",
  "- Bati a meta de vendas em 10 dos 12 meses de 2023.",
].join("\n");

describe("checkDescription", () => {
  it("finds nothing in the sample's jobs", () => {
    sampleResume.experiencias.forEach((experience, index) => {
      expect(checkDescription(experience, index)).toEqual([]);
    });
  });

  it("finds nothing in lines that start with a verb and show results, naming the job in every message", () => {
    expect(ids(GOOD)).toEqual([]);
    const [finding] = checkDescription(job(""), 1);
    expect(finding).toMatchObject({
      id: "experiencia.2.sem-descricao",
      severity: "aviso",
      step: "experiencia",
    });
    expect(finding?.message).toMatch(/^Experiência 2 \(Vendedor na Loja Azul\): falta a descrição/);
  });

  it("warns about a description of one word or a few characters, and says nothing else about it", () => {
    expect(ids("Vendas")).toEqual(["aviso experiencia.2.descricao-curta"]);
    expect(ids("Atendimento/vendas/caixa/estoque/recebimento")).toEqual([
      "aviso experiencia.2.descricao-curta",
    ]);
    expect(ids(`${"a".repeat(DESCRIPTION_MIN - 4)} 10`)).toEqual(["aviso experiencia.2.descricao-curta"]);
    expect(ids(`Atendi 10 ${"a".repeat(DESCRIPTION_MIN - 10)}`)).toEqual([]);
  });

  it("warns about a line too long to read, even above the bullets", () => {
    const block = `Atendi 80 clientes por dia ${"e organizei o estoque ".repeat(20)}`.trim();
    expect(Array.from(block).length).toBeGreaterThan(LINE_MAX);
    expect(ids(block)).toEqual(["aviso experiencia.2.bloco-de-texto"]);
    expect(ids(`${block}\n${GOOD}`)).toEqual(["aviso experiencia.2.bloco-de-texto"]);
    expect(ids(Array.from(block).slice(0, LINE_MAX).join(""))).toEqual([]);
  });

  it("suggests starting with an action verb, in the forms people write", () => {
    const starts = [
      "Atendi",
      "Atendo",
      "Atender",
      "Repus",
      "Conferi",
      "Fiz",
      "Faço",
      "Mantenho",
      "Reestruturei",
      "Lidero",
      "Construí",
      "Mapeei",
      "Dirijo",
      "Eu atendia",
    ];
    for (const start of starts)
      expect(ids(`${start} 50 clientes por dia no balcão da loja.`), start).toEqual([]);
    expect(ids("Atendimento ao cliente em 3 lojas.")).toEqual(["dica experiencia.2.verbo-de-acao"]);
    const [finding] = checkDescription(
      job("- Vendas no balcão, 50 por dia.\n- Atendi 80 clientes.\n- Caixa e estoque."),
      1,
    );
    expect(finding?.message).toContain(
      "2 de 3 linhas, como “Vendas no balcão, 50 por dia.”, não começam com um verbo de ação",
    );
  });

  it("reads the bullets when there are any, and skips a line above them and headings", () => {
    expect(ids(`Loja de rua com 20 vendedores.\nPrincipais atividades:\n${GOOD}`)).toEqual([]);
  });

  it("suggests a verb instead of 'Responsável por'", () => {
    for (const start of ["Responsável pelo estoque", "Fui responsável pelo caixa", "Encarregada da equipe"]) {
      expect(ids(`- ${start} de 12 pessoas.\n${GOOD}`), start).toEqual([
        "dica experiencia.2.responsavel-por",
      ]);
    }
  });

  it("suggests results in numbers when the description has none", () => {
    expect(ids("Atendi clientes no balcão.\nOrganizei o estoque da loja.")).toEqual([
      "dica experiencia.2.sem-numeros",
    ]);
    expect(ids("Atendi clientes no balcão.\nDobrei as vendas da loja.")).toEqual([]);
    expect(ids("Atendi clientes no balcão.\nReduzi as perdas em 15%.")).toEqual([]);
  });
});
