import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromJsonResume } from "../import/json-resume.ts";
import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { skillKey } from "../resume/skills.ts";
import { TEMPLATE_IDS } from "../resume/template-id.ts";
import { sampleResume } from "../sample-resume.ts";
import { RESUME_LANGUAGE_IDS } from "../view/languages/languages.ts";
import { toJsonResume } from "./json-resume.ts";

/** What a file written and read back holds: JSON text, not objects. */
const throughFile = (data: ResumeData) => fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(data))));

const ISO_DATE = /^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/;

describe("toJsonResume", () => {
  it("maps every field of a full resume to the jsonresume.org v1 fields", () => {
    const json = toJsonResume(sampleResume);
    expect(json.$schema).toContain("jsonresume/resume-schema/v1.0.0");
    expect(json.basics).toEqual({
      name: "Camila Ferreira Lima",
      label: "Coordenadora de Marketing Digital",
      email: "camila.ferreira@exemplo.com.br",
      phone: "(11) 98765-4321",
      summary: sampleResume.resumo,
      location: { city: "São Paulo", region: "SP" },
      profiles: [{ network: "LinkedIn", url: "linkedin.com/in/camila-ferreira-lima" }],
    });
    expect(json.work[0]).toEqual({
      name: "Nuvem Azul Cosméticos",
      position: "Coordenadora de Marketing Digital",
      startDate: "2021-08",
      summary: "Lidero uma equipe de seis pessoas em mídia paga, SEO, CRM e conteúdo do e-commerce da marca.",
      highlights: [
        "Reestruturei as campanhas de Google Ads e Meta Ads e reduzi o custo por aquisição em 32% em um ano.",
        "Implantei a régua de relacionamento por e-mail e WhatsApp, hoje 18% da receita on-line.",
        "Migrei o site para uma nova plataforma de e-commerce sem perda de tráfego orgânico.",
      ],
      "x-vitae": { marcador: "- " },
    });
    expect(json.work[1]).toMatchObject({ startDate: "2018-03", endDate: "2021-07" });
    expect(json.education).toEqual([
      {
        institution: "Instituto Paulista de Negócios",
        area: "MBA em Marketing Digital e Growth",
        startDate: "2024-03",
      },
      {
        institution: "Universidade Vale do Tietê",
        area: "Bacharelado em Publicidade e Propaganda",
        startDate: "2007-02",
        endDate: "2010-12",
      },
    ]);
    expect(json.skills).toEqual([
      { name: "Competências técnicas", keywords: sampleResume.hardSkills },
      { name: "Competências comportamentais", keywords: sampleResume.softSkills },
    ]);
    expect(json.meta["x-vitae"].templateId).toBe("moderno");
  });

  it("writes only dates of the schema's form, no empty texts, and no end date for a current job", () => {
    const json = toJsonResume({
      ...emptyResumeData(),
      nome: "Ana",
      experiencias: [
        { empresa: "Acme", cargo: "Dev", dataInicio: "2020-01", dataFim: "", atual: true, descricao: "" },
        {
          empresa: "Beta",
          cargo: "Dev",
          dataInicio: "jan 2019",
          dataFim: "2019",
          atual: false,
          descricao: "",
        },
      ],
    });
    expect(json.basics).toEqual({ name: "Ana" });
    expect(json.work[0]).toEqual({ name: "Acme", position: "Dev", startDate: "2020-01" });
    expect(json.work[1]).toEqual({
      name: "Beta",
      position: "Dev",
      endDate: "2019",
      "x-vitae": { dataInicio: "jan 2019" },
    });
    expect(json.skills).toEqual([]);
    for (const entry of [...json.work, ...json.education]) {
      for (const key of ["startDate", "endDate"]) if (key in entry) expect(entry[key]).toMatch(ISO_DATE);
    }
  });

  it("keeps apart a finished job or course whose end date is unknown, and a current one", () => {
    const data: ResumeData = {
      ...emptyResumeData(),
      experiencias: [
        {
          empresa: "Acme",
          cargo: "Dev",
          dataInicio: "2020-01",
          dataFim: "",
          atual: false,
          descricao: "Fiz.",
        },
      ],
      formacoes: [
        { instituicao: "USP", curso: "Física", dataInicio: "2010-02", dataFim: "", situacao: "concluido" },
      ],
    };
    const json = toJsonResume(data);
    expect(json.work[0]?.["x-vitae"]).toEqual({ atual: false });
    expect(json.education[0]?.["x-vitae"]).toEqual({ situacao: "concluido" });
    expect(throughFile(data)).toEqual(data);
  });
});

// Any text a person could type or paste, Portuguese accents and emoji included.
const anyText = fc.oneof(fc.string(), fc.string({ unit: "grapheme", maxLength: 30 }));
const date = fc.oneof(
  fc.constant(""),
  fc.integer({ min: 1950, max: 2040 }).map(String),
  fc
    .tuple(fc.integer({ min: 1950, max: 2040 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${String(month).padStart(2, "0")}`),
  fc.constantFrom("2021-03-15", "0999", "3000-01", "2020-13", "2020-00"),
  anyText,
);
const description = fc.oneof(
  anyText,
  fc
    .array(
      fc.oneof(
        anyText,
        anyText.map((t) => `• ${t}`),
        anyText.map((t) => `- ${t}`),
      ),
      { maxLength: 5 },
    )
    .map((lines) => lines.join("\n")),
);
const experience: fc.Arbitrary<Experience> = fc
  .record({
    empresa: anyText,
    cargo: anyText,
    dataInicio: date,
    dataFim: date,
    atual: fc.boolean(),
    descricao: description,
  })
  // A current job has no end date (ExperienceSchema clears it).
  .map((exp) => (exp.atual ? { ...exp, dataFim: "" } : exp));
const education: fc.Arbitrary<Education> = fc
  .record({
    instituicao: anyText,
    curso: anyText,
    dataInicio: date,
    dataFim: date,
    situacao: fc.constantFrom("concluido" as const, "em_andamento" as const),
  })
  .map((edu) => (edu.situacao === "em_andamento" ? { ...edu, dataFim: "" } : edu));
// Skill tags are stored trimmed and without repeats, case and accents aside (SkillListSchema).
const skills = fc.uniqueArray(anyText.map((skill) => skill.trim()).filter(Boolean), {
  maxLength: 6,
  selector: skillKey,
});
const resumeData: fc.Arbitrary<ResumeData> = fc.record({
  nome: anyText,
  email: anyText,
  telefone: anyText,
  cidade: anyText,
  estado: anyText,
  linkedin: anyText,
  sitePortfolio: anyText,
  cargo: anyText,
  resumo: description,
  experiencias: fc.array(experience, { maxLength: 4 }),
  formacoes: fc.array(education, { maxLength: 3 }),
  hardSkills: skills,
  softSkills: skills,
  templateId: fc.constantFrom(...TEMPLATE_IDS),
  idioma: fc.constantFrom(...RESUME_LANGUAGE_IDS),
  estilo: fc.constant({}),
  foto: fc.constantFrom("", "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=="),
});

describe("round trip", () => {
  it("a year alone is written as the schema's year ('2024') and read back as a year", () => {
    const job: Experience = {
      empresa: "Natura",
      cargo: "Analista",
      dataInicio: "2019",
      dataFim: "2024",
      atual: false,
      descricao: "Planejamento de demanda.",
    };
    const data: ResumeData = { ...emptyResumeData(), experiencias: [job] };
    const work = toJsonResume(data).work[0];
    expect(work).toMatchObject({ startDate: "2019", endDate: "2024" });
    expect(work?.["x-vitae"]).toBeUndefined();
    expect(throughFile(data).experiencias).toEqual([job]);
  });

  it("any ResumeData exported to JSON Resume and imported back is the same ResumeData", () => {
    fc.assert(
      fc.property(resumeData, (data) => {
        expect(throughFile(data)).toEqual(data);
      }),
      { numRuns: 500 },
    );
  });

  it("the export always has schema-form dates and no empty texts", () => {
    fc.assert(
      fc.property(resumeData, (data) => {
        const json = toJsonResume(data);
        for (const entry of [...json.work, ...json.education]) {
          for (const key of ["startDate", "endDate"]) if (key in entry) expect(entry[key]).toMatch(ISO_DATE);
        }
        const texts = [json.basics, ...json.work, ...json.education].flatMap((entry) => Object.values(entry));
        expect(texts).not.toContain("");
      }),
      { numRuns: 200 },
    );
  });
});
