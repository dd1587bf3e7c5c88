import { afterAll, describe, expect, it } from "vitest";
import { emptyResumeData, type ResumeData } from "#core/resume/resume-data.ts";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { longSampleResume, sampleResume } from "#core/sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "#core/testing/language-samples.ts";
import { AppError } from "../http/errors.ts";
import { createParsePool, ParseFailure } from "../import/parse-pool.ts";
import { createLogger } from "../logger.ts";
import { createPdfRenderer } from "../pdf/pdf-renderer.ts";
import { checkAtsReading } from "./ats-check.ts";

const logger = createLogger("silent");
const renderer = createPdfRenderer();
const parser = createParsePool({ logger, timeoutMs: 20_000, maxPages: 10 });
afterAll(() => Promise.all([renderer.close(), parser.close()]));

/** The app's renderer, printing the template's document after `tamper` changed it. */
const tampered = (tamper: (html: string) => string) => ({
  render: (html: string) => renderer.render(tamper(html)),
});
const summary = (findings: { id: string; severity: string; step: string }[]) =>
  findings.map(({ id, severity, step }) => `${severity} ${id} ${step}`);

describe("checkAtsReading", () => {
  const resumes = { "one page": sampleResume, "two pages": longSampleResume };
  for (const templateId of TEMPLATE_IDS) {
    for (const [label, resume] of Object.entries(resumes)) {
      it(`${templateId}, ${label}: a selection system reads back everything the template printed`, async () => {
        expect(await checkAtsReading({ ...resume, templateId }, { renderer, parser })).toEqual([]);
      });
    }
  }

  it("a resume with its own accent, fonts, order and a hidden section reads back with no finding", async () => {
    for (const templateId of ["moderno", "executivo"] as const) {
      const estilo: ResumeData["estilo"] = {
        corDestaque: "ameixa",
        fontes: "refinada",
        ordemSecoes: ["hardSkills", "formacoes", "experiencias", "softSkills", "resumo"],
        secoesOcultas: ["resumo"],
      };
      expect(await checkAtsReading({ ...sampleResume, templateId, estilo }, { renderer, parser })).toEqual(
        [],
      );
    }
  });

  // What real resumes often have and the samples do not: a long name, a site, a third course, many skills.
  const fuller: ResumeData = {
    ...sampleResume,
    nome: "Maria da Conceição dos Santos Albuquerque Oliveira",
    cidade: "São José dos Campos",
    sitePortfolio: "https://www.mariaconceicao.com.br/",
    formacoes: [
      ...sampleResume.formacoes,
      {
        instituicao: "SENAI",
        curso: "Técnico em Logística",
        dataInicio: "2005-02",
        dataFim: "2006-12",
        situacao: "concluido",
      },
    ],
    hardSkills: [
      ...[
        "Excel avançado",
        "Power BI",
        "SAP FI/CO",
        "Python",
        "Gestão de estoques",
        "Atendimento ao cliente",
        "C#",
      ],
      ...[
        "Node.js",
        "ERP Totvs Protheus",
        "Inglês fluente",
        "Libras",
        "CNH B",
        "NR-35",
        "AutoCAD 2D/3D",
        "Photoshop",
      ],
    ],
  };
  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: also reads back a long name, a site, three courses and many skills`, async () => {
      expect(await checkAtsReading({ ...fuller, templateId }, { renderer, parser })).toEqual([]);
    });
  }

  // Early in a career: one job, one course, a few skills; short lines leave wide gaps beside the dates.
  const short: ResumeData = {
    ...sampleResume,
    nome: "Lucas Oliveira",
    cargo: "Operador de Caixa",
    resumo: "",
    linkedin: "",
    telefone: "+55 (21) 99876-5432",
    cidade: "Niterói",
    estado: "RJ",
    experiencias: [
      {
        empresa: "Supermercado Bom Preço Ltda.",
        cargo: "Operador de Caixa",
        dataInicio: "2023-01",
        dataFim: "",
        atual: true,
        descricao: "Atendimento ao cliente e fechamento de caixa.",
      },
    ],
    formacoes: [
      {
        instituicao: "E.E. Prof. João da Silva",
        curso: "Ensino Médio",
        dataInicio: "2019-02",
        dataFim: "2021-12",
        situacao: "concluido",
      },
    ],
    hardSkills: ["Operação de caixa", "Pacote Office", "Excel", "C++"],
    softSkills: ["Pontualidade", "Trabalho em equipe"],
  };
  for (const templateId of TEMPLATE_IDS) {
    it(`${templateId}: also reads back a short resume, early in a career`, async () => {
      expect(await checkAtsReading({ ...short, templateId }, { renderer, parser })).toEqual([]);
    });
  }

  // A resume printed in English or Spanish: the check expects that language's headings, dates and labels.
  const abroad = { English: englishSampleResume, Spanish: spanishSampleResume };
  for (const templateId of TEMPLATE_IDS) {
    for (const [label, resume] of Object.entries(abroad)) {
      it(`${templateId}, ${label}: a selection system reads back everything the template printed`, async () => {
        expect(await checkAtsReading({ ...resume, templateId }, { renderer, parser })).toEqual([]);
      });
    }
  }

  it("looks for the titles in the resume's own language", async () => {
    // The English document with its Portuguese heading put back: the English one is then missing.
    const portuguese = tampered((html) => html.replace(">Work Experience<", ">Experiência Profissional<"));
    const findings = await checkAtsReading(
      { ...englishSampleResume, templateId: "minimalista" },
      { renderer: portuguese, parser },
    );
    expect(summary(findings)).toContain("aviso ats.titulo.experiencia modelo");
    expect(findings.find((finding) => finding.id === "ats.titulo.experiencia")?.message).toContain(
      "“Work Experience”",
    );
  });

  it("finds letter-spaced titles, as a reader gives them, naming the template", async () => {
    const spaced = tampered((html) =>
      html.replace("</head>", "<style>.vitae .v-heading{letter-spacing:.3em !important}</style></head>"),
    );
    const findings = await checkAtsReading(
      { ...sampleResume, templateId: "classico" },
      { renderer: spaced, parser },
    );
    expect(summary(findings)).toEqual(["aviso ats.letras-espacadas modelo"]);
    expect(findings[0]?.message).toMatch(
      /^Sistemas de seleção leem o texto do PDF: no modelo Clássico, “R E S U M O.*” e mais \d saíram com as letras separadas por espaços/,
    );
  });

  it.each([
    [
      "a skill left out",
      '<li class="v-skill">SQL</li>',
      "",
      "aviso ats.habilidades habilidades",
      "a habilidade “SQL” não foi lida",
    ],
    [
      "a company garbled",
      ">Grupo Ipê Varejo<",
      ">Grupo Ipe Varejo<",
      "aviso ats.experiencia.2.empresa experiencia",
      "saiu como “Grupo Ipe Varejo”",
    ],
    [
      "a phone cut short",
      ">(11) 98765-4321<",
      ">(11) 98765<",
      "erro ats.telefone dados",
      "o telefone “(11) 98765-4321”",
    ],
  ])("finds %s in the printed PDF", async (_, from, to, expected, words) => {
    const changed = tampered((html) => {
      expect(html).toContain(from);
      return html.replace(from, to);
    });
    const findings = await checkAtsReading(sampleResume, { renderer: changed, parser });
    expect(summary(findings)).toEqual([expected]);
    expect(findings[0]?.message).toContain(words);
  });

  it("asks to shorten a resume too long to read back whole", async () => {
    const onePage = createParsePool({ logger, timeoutMs: 20_000, maxPages: 1 });
    try {
      const findings = await checkAtsReading(longSampleResume, { renderer, parser: onePage });
      expect(summary(findings)).toEqual(["aviso ats.paginas experiencia"]);
    } finally {
      await onePage.close();
    }
  });

  it("finds nothing in a resume with nothing printed", async () => {
    expect(await checkAtsReading(emptyResumeData(), { renderer, parser })).toEqual([]);
  });

  it("answers 'try again' when the readers are busy", async () => {
    const busy = {
      parsePdfWithText: () => Promise.reject(new ParseFailure("busy")),
    };
    const data: ResumeData = { ...sampleResume, templateId: "minimalista" };
    const failure = await checkAtsReading(data, { renderer, parser: busy }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe("SERVICE_UNAVAILABLE");
  });
});
