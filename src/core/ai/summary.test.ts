import { describe, expect, it } from "vitest";
import { generateSummary, type SummaryInput } from "./summary.ts";

const now = new Date(2025, 5, 15);

function person(overrides: Partial<SummaryInput> = {}): SummaryInput {
  return { cargo: "", experiencias: [], formacoes: [], hardSkills: [], softSkills: [], ...overrides };
}

const marketer = person({
  cargo: "Analista de Marketing Digital",
  experiencias: [
    {
      empresa: "Natura",
      cargo: "Analista de Marketing",
      dataInicio: "2021-01",
      dataFim: "",
      atual: true,
      descricao: "",
    },
    {
      empresa: "Agência Pulso",
      cargo: "Assistente de Marketing",
      dataInicio: "2018-01",
      dataFim: "2020-12",
      atual: false,
      descricao: "",
    },
  ],
  formacoes: [{ curso: "Publicidade e Propaganda", instituicao: "ESPM", situacao: "concluido" }],
  hardSkills: ["Google Ads", "SEO", "Meta Ads"],
  softSkills: ["Criativa"],
});

const sentences = (text: string) => text.split(/(?<=\.) (?=[A-ZÀ-Ú[])/);

/** Words that agree with the person's gender, plus clichés and English we never want. */
const FORBIDDEN =
  /\b(eu|formad[oa]|dedicad[oa]|focad[oa]|apaixonad[oa]|comprometid[oa]|motivad[oa]|the|and|skills)\b/i;

describe("generateSummary with experience", () => {
  const text = generateSummary(marketer, 0, now);

  it("reads as written for this person: role, field, years, employers, education and skills", () => {
    expect(text).toContain("Analista de Marketing Digital");
    expect(text).toContain("mais de 7 anos de experiência");
    expect(text).toContain("Natura");
    expect(text).toContain("Agência Pulso");
    expect(text).toContain("formação em Publicidade e Propaganda");
    expect(text).toMatch(/marketing/);
  });

  it("weaves three or four of the skills into the text", () => {
    const skills = ["Google Ads", "SEO", "Meta Ads", "criatividade"];
    for (let seed = 0; seed < 6; seed++) {
      const woven = skills.filter((skill) => generateSummary(marketer, seed, now).includes(skill));
      expect(woven.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("joins skills the Portuguese way", () => {
    expect(text).toMatch(/(Google Ads|SEO|Meta Ads), (Google Ads|SEO|Meta Ads) e (Google Ads|SEO|Meta Ads)/);
  });

  it("counts a current job up to the given day", () => {
    const onlyCurrent = { ...marketer, experiencias: marketer.experiencias.slice(0, 1) };
    const years = (day: Date) => generateSummary(onlyCurrent, 0, day);
    expect(years(new Date(2023, 11, 31))).toContain("com 3 anos de experiência");
    expect(years(new Date(2026, 5, 1))).toContain("com mais de 5 anos de experiência");
  });

  it("uses the first job's role when no role was chosen", () => {
    expect(generateSummary({ ...marketer, cargo: " " }, 0, now)).toContain("Analista de Marketing");
  });

  it("says a course in progress as such", () => {
    const studying = {
      ...marketer,
      formacoes: [{ curso: "MBA em Marketing", instituicao: "FGV", situacao: "em_andamento" as const }],
    };
    expect(generateSummary(studying, 0, now)).toContain("Estou cursando MBA em Marketing");
  });

  it("keeps 3–4 sentences and 300–600 characters, in first person without 'Eu' and without gendered words", () => {
    for (let seed = 0; seed < 12; seed++) {
      const summary = generateSummary(marketer, seed, now);
      expect(sentences(summary).length).toBeGreaterThanOrEqual(3);
      expect(sentences(summary).length).toBeLessThanOrEqual(4);
      expect(summary.length).toBeGreaterThanOrEqual(300);
      expect(summary.length).toBeLessThanOrEqual(600);
      expect(summary).not.toMatch(FORBIDDEN);
      expect(summary).not.toMatch(/undefined| {2}| ,|\.\./);
    }
  });

  it("stays in range with little to go on", () => {
    const brief = person({
      cargo: "Garçom",
      experiencias: [
        {
          empresa: "Bar X",
          cargo: "Garçom",
          dataInicio: "2023-01",
          dataFim: "2023-03",
          atual: false,
          descricao: "",
        },
      ],
    });
    for (let seed = 0; seed < 6; seed++) {
      const summary = generateSummary(brief, seed, now);
      expect(summary.length).toBeGreaterThanOrEqual(300);
      expect(summary.length).toBeLessThanOrEqual(600);
      expect(summary).not.toContain("anos");
    }
  });

  it("turns soft skills typed as adjectives into nouns", () => {
    const texts = [0, 1, 2, 3].map((seed) => generateSummary(marketer, seed, now)).join(" ");
    expect(texts).toContain("criatividade");
    expect(texts).not.toContain("Criativa");
  });

  it("is the same for the same seed and different for the next one", () => {
    expect(generateSummary(marketer, 5, now)).toBe(generateSummary(marketer, 5, now));
    for (let seed = 0; seed < 8; seed++) {
      expect(generateSummary(marketer, seed + 1, now)).not.toBe(generateSummary(marketer, seed, now));
    }
  });

  it("does not name self-employment as a company", () => {
    const freelancer = person({
      cargo: "Designer",
      experiencias: [
        {
          empresa: "Autônomo",
          cargo: "Designer",
          dataInicio: "2020-01",
          dataFim: "",
          atual: true,
          descricao: "",
        },
      ],
    });
    const summary = generateSummary(freelancer, 0, now);
    expect(summary).toContain("de forma autônoma");
    expect(summary).not.toContain("empresa Autônomo");
  });
});

describe("generateSummary for entry-level and operational work", () => {
  const job = (cargo: string, empresa: string) =>
    person({
      cargo,
      experiencias: [{ empresa, cargo, dataInicio: "2023-02", dataFim: "", atual: true, descricao: "" }],
    });

  it.each([
    ["Repositor", "Supermercado Bom Preço", /supermercados|reposição|gôndolas/],
    ["Operadora de caixa", "Supermercado Bom Preço", /caixa|valores/],
    ["Pedreiro", "Construtora Lar", /construção civil/],
    ["Auxiliar de limpeza", "Hospital Santa Luzia", /limpeza/],
    ["Cozinheira", "Restaurante Sabor", /cozinha|alimentos/],
    ["Jovem Aprendiz", "Banco do Brasil", /aprendizagem|aprendizado/],
  ])("writes a %s's summary about that work, within 300–600 characters", (cargo, empresa, field) => {
    for (let seed = 0; seed < 6; seed++) {
      const summary = generateSummary(job(cargo, empresa), seed, now);
      expect(summary).toMatch(field);
      expect(summary).not.toMatch(/marketing|SEO|campanhas/i);
      expect(summary.length).toBeGreaterThanOrEqual(300);
      expect(summary.length).toBeLessThanOrEqual(600);
      expect(summary).not.toMatch(FORBIDDEN);
    }
  });
});

describe("generateSummary without experience", () => {
  const student = person({
    cargo: "Desenvolvedora Front-end",
    formacoes: [
      { curso: "Análise e Desenvolvimento de Sistemas", instituicao: "Fatec", situacao: "em_andamento" },
    ],
    hardSkills: ["HTML", "CSS", "JavaScript"],
    softSkills: ["Proativa"],
  });

  it("frames a first job from the course and the skills", () => {
    for (let seed = 0; seed < 4; seed++) {
      const summary = generateSummary(student, seed, now);
      expect(summary).toMatch(/primeira oportunidade/);
      expect(summary).toContain("Análise e Desenvolvimento de Sistemas");
      expect(summary).toContain("JavaScript");
      expect(summary).not.toMatch(/anos de experiência/);
      expect(summary.length).toBeGreaterThanOrEqual(300);
      expect(summary.length).toBeLessThanOrEqual(600);
    }
  });

  it("works from the education alone", () => {
    const summary = generateSummary(
      person({ formacoes: [{ curso: "Ensino Médio", instituicao: "E.E. X", situacao: "concluido" }] }),
      0,
      now,
    );
    expect(summary).toContain("ensino médio completo");
    expect(summary.length).toBeGreaterThanOrEqual(300);
  });

  it("builds on the role alone", () => {
    const summary = generateSummary(person({ cargo: "Técnica de Enfermagem" }), 0, now);
    expect(
      summary.startsWith("Técnica de Enfermagem") || summary.startsWith("Como Técnica de Enfermagem"),
    ).toBe(true);
    expect(summary).toMatch(/paciente/);
    expect(summary).not.toMatch(/[[\]]/);
    expect(sentences(summary).length).toBeLessThanOrEqual(4);
  });

  it("knowing nothing, gives a short generic text with no instructions in it (it goes into the PDF as is)", () => {
    const summary = generateSummary(person(), 0, now);
    for (const seed of [0, 1, 2, 3])
      expect(generateSummary(person(), seed, now)).not.toMatch(/[[\]]|Personalize/);
    expect(summary.length).toBeGreaterThan(100);
    expect(summary.length).toBeLessThanOrEqual(600);
    expect(summary).not.toMatch(FORBIDDEN);
    expect(generateSummary(person(), 1, now)).not.toBe(summary);
  });
});
