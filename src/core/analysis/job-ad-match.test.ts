import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeForMatch } from "../ai/text.ts";
import type { Experience } from "../resume/experience.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { jobAdFindings } from "./job-ad-findings.ts";
import {
  ADMINISTRATIVO_AD,
  CAIXA_AD,
  DADOS_AD,
  DESENVOLVEDOR_AD,
  ENFERMAGEM_AD,
  VENDEDOR_AD,
} from "./job-ad-fixtures.ts";
import { matchJobAd } from "./job-ad-match.ts";
import { AD_TEXT_MAX } from "./job-ad-sections.ts";
import { TERMS_MAX } from "./job-ad-terms.ts";

const ADS = [CAIXA_AD, ADMINISTRATIVO_AD, DADOS_AD, ENFERMAGEM_AD, VENDEDOR_AD, DESENVOLVEDOR_AD];
const job = (cargo: string, descricao: string): Experience => ({
  empresa: "Loja Sol",
  cargo,
  dataInicio: "2022-01",
  dataFim: "",
  atual: true,
  descricao,
});
const resume = (data: Partial<ResumeData>): ResumeData => ({ ...emptyResumeData(), ...data });
const empty = emptyResumeData();
/** Each term as 'term', 'term*' when the ad requires it. */
const terms = (ad: string, data: ResumeData = empty) =>
  matchJobAd(ad, data).terms.map((term) => `${term.term}${term.required ? "*" : ""}`);
/** Each term as 'term: found|missing'. */
const found = (ad: string, data: ResumeData) =>
  Object.fromEntries(matchJobAd(ad, data).terms.map((term) => [term.term, term.found]));

describe("matchJobAd: the terms of an ad", () => {
  it("reads a cashier ad: the requirements first, then the tasks, without the benefits", () => {
    expect(terms(CAIXA_AD)).toEqual([
      "ensino médio completo*",
      "operação de caixa*",
      "caixa",
      "atendimento aos clientes",
      "fechamento de caixa",
      "reposição de mercadorias",
    ]);
  });

  it("reads an office ad from LinkedIn: emoji headings, a differential inside a requirement", () => {
    const read = terms(ADMINISTRATIVO_AD);
    expect(read.slice(0, 6)).toEqual([
      "rotinas administrativas*",
      "ensino médio completo*",
      "Pacote Office*",
      "Excel intermediário*",
      "comunicação*",
      "organização*",
    ]);
    // '(superior cursando será um diferencial)' counts in the person's favour; it is no requirement.
    expect(read).toContain("superior cursando");
    expect(read).toEqual(
      expect.arrayContaining([
        "Power BI",
        "TOTVS",
        "ERP",
        "contas a pagar e a receber",
        "emissão de notas fiscais",
      ]),
    );
  });

  it("reads a data ad: the fields of study as one request, names of tools, what is only desirable", () => {
    const read = terms(DADOS_AD);
    expect(read).toEqual(
      expect.arrayContaining([
        "Python*",
        "Power BI*",
        "SQL*",
        "Tableau*",
        "graduação em Estatística, Ciência da Computação, Engenharia*",
        "inglês intermediário*",
        "Google BigQuery",
        "Apache Airflow",
        "metodologias ágeis",
      ]),
    );
    // The company's introduction names the company and its areas; no term comes from it.
    expect(read.join(" ")).not.toMatch(/Finlux|fintech|crédito/i);
  });

  it("reads a nursing ad written as 'Heading: text' lines", () => {
    expect(terms(ENFERMAGEM_AD)).toEqual([
      "curso técnico em Enfermagem*",
      "COREN*",
      "hospitalar*",
      "Suporte Básico de Vida",
      "aferição de sinais vitais",
      "administração de medicamentos",
      "realização de curativos",
      "coleta de exames",
    ]);
  });

  it("reads Indeed's '(Obrigatório)' and '(Desejável)' marks", () => {
    const read = terms(VENDEDOR_AD);
    expect(read[0]).toBe("vendas*");
    expect(read).toEqual(
      expect.arrayContaining(["espanhol", "CNH B", "controle de estoque", "metas de vendas"]),
    );
  });

  it("reads an ad with no heading at all, sentence by sentence", () => {
    const read = terms(DESENVOLVEDOR_AD);
    expect(read.slice(0, 2)).toEqual(["Git*", "metodologias ágeis*"]);
    expect(read).toEqual(
      expect.arrayContaining([
        "React",
        "TypeScript",
        "Node.js",
        "PostgreSQL",
        "AWS",
        "Docker",
        "inglês avançado",
      ]),
    );
  });

  it("never asks for a benefit, the company's name or where it is", () => {
    const all = ADS.flatMap((ad) => terms(ad)).map(normalizeForMatch);
    const perks =
      /vale|transporte|refeicao|alimentacao|plano|saude|seguro|gympass|plr|vt|vr|unimed|bradesco|salario/;
    expect(all.filter((term) => perks.test(term))).toEqual([]);
    expect(
      all.filter((term) =>
        /bom preco|horizonte|santa clara|passo firme|aricanduva|sao paulo|campinas/.test(term),
      ),
    ).toEqual([]);
  });

  it("keeps 'Power BI' and other multi-word terms whole", () => {
    const read = terms("Requisitos:\nConhecimento em Power BI e atendimento ao cliente; CNH categoria B.");
    expect(read).toEqual(["Power BI*", "atendimento ao cliente*", "CNH B*"]);
  });

  it("compares without accents or capitals", () => {
    const ad = "Requisitos: GESTÃO DE PESSOAS, Comunicação e informática.";
    expect(terms(ad)).toEqual(["gestão de pessoas*", "Comunicação*", "informática*"]);
    const data = resume({
      hardSkills: ["gestao de pessoas", "INFORMATICA"],
      resumo: "Boa comunicacao com o publico.",
    });
    expect(found(ad, data)).toEqual({ "gestão de pessoas": true, Comunicação: true, informática: true });
  });

  it("gives an empty ad no terms and a full coverage, since it asks for nothing", () => {
    for (const ad of ["", "   \n\n ", "Benefícios: VT e VR"]) {
      expect(matchJobAd(ad, sampleResume)).toEqual({ terms: [], coverage: 1 });
    }
  });

  it("lists at most 25 terms and reads no further than 20,000 characters", () => {
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const tools = Array.from({ length: 40 }, (_, i) => `Sis${letter(i)}${letter(i / 26)}x`);
    const long = `Requisitos:\n${tools.map((tool) => `Experiência com ${tool}`).join(";\n")}`;
    expect(matchJobAd(long, empty).terms).toHaveLength(TERMS_MAX);
    const cut = `Descrição da vaga\n${"Atendimento ao cliente. ".repeat(AD_TEXT_MAX / 24)}\nRequisitos: Power BI`;
    expect(terms(cut)).toEqual(["atendimento ao cliente"]);
  });
});

describe("matchJobAd: what the resume has", () => {
  const seller = resume({
    cargo: "Vendedora",
    experiencias: [
      job("Vendedora", "Atendimento aos clientes e venda de calçados; cuidava do estoque da loja."),
    ],
    formacoes: [
      {
        instituicao: "EE Dom Pedro",
        curso: "Ensino Médio",
        dataInicio: "",
        dataFim: "",
        situacao: "concluido",
      },
    ],
    hardSkills: ["Organização da vitrine", "Controle do estoque"],
  });

  it("finds a term by its stem ('venda' for 'vendas') in any part of the resume, and says where the rest could go", () => {
    const match = matchJobAd(VENDEDOR_AD, seller);
    expect(match.terms.map(({ term, found, step }) => `${term} ${found ? "✓" : "✗"} ${step}`)).toEqual([
      "vendas ✓ experiencia",
      "vendedor ✓ experiencia",
      "atendimento ao cliente ✓ experiencia",
      // The resume's skill, rather than the 'organização' it contains.
      "Organização da vitrine ✓ habilidades",
      "controle de estoque ✓ experiencia",
      "metas de vendas ✗ experiencia",
      "espanhol ✗ habilidades",
      "CNH B ✗ habilidades",
    ]);
    expect(match.coverage).toBe(5 / 8);
  });

  it("compares words whole: 'dev' is not in 'devedor', 'Java' not in 'JavaScript'", () => {
    const ad = "Requisitos: Java; experiência com vendas.";
    const data = resume({ hardSkills: ["JavaScript"], resumo: "Vendedor externo." });
    expect(found(ad, data)).toEqual({ Java: false, vendas: false });
  });

  it("takes a higher level or a stronger skill for a lower one", () => {
    const ad = "Requisitos: ensino médio completo, inglês intermediário e Excel intermediário; CNH B.";
    const data = resume({
      formacoes: [
        {
          instituicao: "Faculdade Sul",
          curso: "Administração (bacharelado)",
          dataInicio: "",
          dataFim: "",
          situacao: "concluido",
        },
      ],
      hardSkills: ["Inglês fluente", "Excel avançado", "CNH categoria D"],
    });
    expect(found(ad, data)).toEqual({
      "ensino médio completo": true,
      "inglês intermediário": true,
      "Excel intermediário": true,
      "CNH B": true,
    });
  });

  it("looks for a field of study among the courses only", () => {
    const ad = "Requisitos: Curso técnico em Enfermagem.";
    const nurse = (curso: string, cargo = "Auxiliar de enfermagem") =>
      resume({
        cargo,
        formacoes: [{ instituicao: "Senac", curso, dataInicio: "", dataFim: "", situacao: "concluido" }],
      });
    expect(found(ad, nurse("Técnico em Enfermagem"))["curso técnico em Enfermagem"]).toBe(true);
    expect(found(ad, nurse("Técnico em Logística"))["curso técnico em Enfermagem"]).toBe(false);
  });

  it("counts the resume's own skills that the ad mentions, even once", () => {
    const ad = "Descrição da vaga\nAtuar com a ferramenta RD Station no time comercial.";
    expect(terms(ad)).toEqual([]);
    const data = resume({ hardSkills: ["RD Station"] });
    expect(matchJobAd(ad, data)).toEqual({
      terms: [{ term: "RD Station", required: false, found: true, step: "habilidades" }],
      coverage: 1,
    });
  });

  it("gets through any text: terms unique and capped, coverage between 0 and 1, findings for the missing ones", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "Requisitos:",
        "Diferenciais\n",
        "Benefícios: VT",
        "\n",
        "(Obrigatório)",
        "Power BI",
        "Graduação em ",
        "Ensino médio",
        "Excel, ",
        "CNH ",
        "B ",
        "- ",
        "SAP Business One",
        " ou ",
        "ção",
        "😀",
        ".",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 60 }), (pieces) => {
        const match = matchJobAd(pieces.join(""), sampleResume);
        expect(match.coverage).toBeGreaterThanOrEqual(0);
        expect(match.coverage).toBeLessThanOrEqual(1);
        expect(match.terms.length).toBeLessThanOrEqual(TERMS_MAX);
        const keys = match.terms.map((term) => normalizeForMatch(term.term));
        expect(new Set(keys).size).toBe(keys.length);
        expect(match.terms.every((term) => term.term.trim().length > 0)).toBe(true);
        const findings = jobAdFindings(match);
        expect(findings).toHaveLength(match.terms.filter((term) => !term.found).length);
        expect(findings.length === 0).toBe(match.coverage === 1);
      }),
      { numRuns: 100 },
    );
  });
});
