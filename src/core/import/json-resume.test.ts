import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toJsonResume } from "../export/json-resume.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { sampleResume } from "../sample-resume.ts";
import { englishSampleResume, spanishSampleResume } from "../testing/language-samples.ts";
import { fromJsonResume, JsonResumeError, parseJsonResumeText } from "./json-resume.ts";

/** What a file written and read back holds: JSON text, not objects. */
const throughFile = (data: ResumeData) => fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(data))));

describe("fromJsonResume", () => {
  it("gives back the same sample resume, LinkedIn and site included", () => {
    expect(throughFile(sampleResume)).toEqual(sampleResume);
    const withSite = { ...sampleResume, sitePortfolio: "camila.dev/portfolio" };
    expect(toJsonResume(withSite).basics).toMatchObject({
      url: "camila.dev/portfolio",
      profiles: [{ network: "LinkedIn", url: "linkedin.com/in/camila-ferreira-lima" }],
    });
    expect(throughFile(withSite)).toEqual(withSite);
  });

  it("reads a JSON Resume written by another tool", () => {
    const file = {
      basics: {
        name: "Richard Hendriks",
        label: "Programador",
        email: "richard@piedpiper.example",
        phone: "(912) 555-4321",
        url: "https://richard.example",
        summary: "Programador full stack.",
        location: { address: "Rua A, 1", city: "Campinas", region: "SP", countryCode: "BR" },
        profiles: [
          { network: "Twitter", username: "rh", url: "https://twitter.example/rh" },
          { network: "LinkedIn", username: "rh", url: "https://linkedin.com/in/rh" },
        ],
      },
      work: [
        {
          name: "Pied Piper",
          position: "CEO",
          url: "https://piedpiper.example",
          startDate: "2013-12-01",
          summary: "Compressão de dados.",
          highlights: ["Construí um app", "Captei investimento"],
        },
        { company: "Hooli", position: "Estagiário", startDate: "2011", endDate: "2013-11-30T00:00:00.000Z" },
      ],
      education: [
        {
          institution: "Universidade de Campinas",
          area: "Ciência da Computação",
          studyType: "Bacharelado",
          startDate: "2007-02-01",
          endDate: "2011-12-01",
          score: "9,1",
          courses: ["Algoritmos"],
        },
      ],
      skills: [
        { name: "Web", level: "Avançado", keywords: ["HTML", "CSS", "HTML"] },
        { name: "Go", level: "Intermediário" },
        { name: "Habilidades Comportamentais", keywords: ["Liderança"] },
      ],
      languages: [{ language: "Inglês", fluency: "Fluente" }, { language: "Espanhol" }],
      projects: [{ name: "Ignorado" }],
      meta: { theme: "elegant" },
    };
    expect(fromJsonResume(file)).toEqual({
      nome: "Richard Hendriks",
      email: "richard@piedpiper.example",
      telefone: "(912) 555-4321",
      cidade: "Campinas",
      estado: "SP",
      linkedin: "https://linkedin.com/in/rh",
      sitePortfolio: "https://richard.example",
      cargo: "Programador",
      resumo: "Programador full stack.",
      experiencias: [
        {
          empresa: "Pied Piper",
          cargo: "CEO",
          dataInicio: "2013-12",
          dataFim: "",
          atual: true,
          descricao: "Compressão de dados.\n• Construí um app\n• Captei investimento",
        },
        {
          empresa: "Hooli",
          cargo: "Estagiário",
          dataInicio: "2011",
          dataFim: "2013-11",
          atual: false,
          descricao: "",
        },
      ],
      formacoes: [
        {
          instituicao: "Universidade de Campinas",
          curso: "Ciência da Computação (Bacharelado)",
          dataInicio: "2007-02",
          dataFim: "2011-12",
          situacao: "concluido",
        },
      ],
      hardSkills: ["HTML", "CSS", "Go", "Inglês (Fluente)", "Espanhol"],
      softSkills: ["Liderança"],
      templateId: "moderno",
      idioma: "pt",
      estilo: {},
      foto: "",
    } satisfies ResumeData);
    expect(parseJsonResumeText(JSON.stringify(file)).templateId).toBeNull();
  });

  it("reads a photo carried in the file as a data URL, and leaves an address out", () => {
    const jpeg = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==";
    expect(fromJsonResume({ basics: { name: "Ana", image: jpeg } }).foto).toBe(jpeg);
    expect(toJsonResume({ ...fromJsonResume({ basics: { name: "Ana", image: jpeg } }) }).basics.image).toBe(
      jpeg,
    );
    for (const image of ["https://example.com/ana.jpg", "data:text/html;base64,PGI+", null]) {
      expect(fromJsonResume({ basics: { name: "Ana", image } }).foto).toBe("");
    }
    expect(toJsonResume(fromJsonResume({ basics: { name: "Ana" } })).basics).not.toHaveProperty("image");
  });

  it("treats null as missing and reads a course with no end date as in progress", () => {
    const data = fromJsonResume({
      basics: { name: "Ana", email: null, location: null },
      education: [{ institution: "USP", area: null, startDate: "2023-03", endDate: null }],
      work: null,
    });
    expect(data).toMatchObject({ nome: "Ana", email: "", cidade: "", experiencias: [] });
    expect(data.formacoes).toEqual([
      { instituicao: "USP", curso: "", dataInicio: "2023-03", dataFim: "", situacao: "em_andamento" },
    ]);
  });

  it("keeps our two skill groups apart on the way back", () => {
    const data = { ...emptyResumeData(), hardSkills: ["SQL", "Excel"], softSkills: ["Empatia"] };
    const json = toJsonResume(data);
    expect(json.skills.map((group) => group.name)).toEqual([
      "Competências técnicas",
      "Competências comportamentais",
    ]);
    expect(throughFile(data)).toEqual(data);
  });
});

// Words of zod's English defaults: none may reach a person.
const ENGLISH = /\b(invalid|expected|received|required|input|string|array|object|undefined|null)\b/i;

describe("the resume's language in a JSON Resume", () => {
  it("is written as meta.language, with the skill groups named in it, and read back", () => {
    for (const [data, tag, groups] of [
      [englishSampleResume, "en", ["Technical skills", "Soft skills"]],
      [spanishSampleResume, "es", ["Habilidades técnicas", "Habilidades blandas"]],
    ] as const) {
      const json = toJsonResume(data);
      expect(json.meta.language).toBe(tag);
      expect(json.skills.map((group) => group.name)).toEqual(groups);
      const back = fromJsonResume(JSON.parse(JSON.stringify(json)));
      expect(back.idioma).toBe(data.idioma);
      expect([back.hardSkills, back.softSkills]).toEqual([data.hardSkills, data.softSkills]);
    }
    expect(toJsonResume(emptyResumeData()).meta.language).toBe("pt-BR");
  });

  it("reads another tool's language tag by its first part, and a file without one as Portuguese", () => {
    const idioma = (meta: unknown) => fromJsonResume({ basics: { name: "Ana" }, meta }).idioma;
    expect(idioma({ language: "en-GB" })).toBe("en");
    expect(idioma({ language: "es-AR" })).toBe("es");
    expect(idioma({ language: "fr" })).toBe("pt");
    expect(idioma({ language: 7 })).toBe("pt");
    expect(idioma(undefined)).toBe("pt");
  });
});

describe("a JSON Resume larger than a resume may be (decision 0020)", () => {
  it("is cut to the caps, keeping the first entries and skills", () => {
    const work = Array.from({ length: 40 }, (_, i) => ({
      name: `Empresa ${i}`,
      position: "Analista",
      startDate: "2020-01",
      summary: "Atendimento. ".repeat(400),
    }));
    const keywords = Array.from({ length: 150 }, (_, i) => `Habilidade ${i}`);
    const data = fromJsonResume({
      basics: { name: "N".repeat(300), summary: "Resumo. ".repeat(400) },
      work,
      education: [{ institution: "USP", area: "A".repeat(100), studyType: "B".repeat(100) }],
      skills: [{ name: "Técnicas", keywords }],
    });
    expect(data.nome).toBe("N".repeat(120));
    expect(data.experiencias.map((exp) => exp.empresa)).toEqual(work.slice(0, 30).map((w) => w.name));
    expect(data.experiencias[0]?.descricao.length).toBeLessThanOrEqual(3_000);
    expect(data.formacoes[0]?.curso).toHaveLength(120);
    expect(data.hardSkills).toEqual(keywords.slice(0, 100));
    expect(data.resumo.length).toBeLessThanOrEqual(2_000);
  });
});

describe("invalid JSON Resume files", () => {
  const issuesOf = (run: () => unknown): string[] => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(JsonResumeError);
      return (error as JsonResumeError).issues;
    }
    throw new Error("expected a JsonResumeError");
  };

  it.each([
    [
      "not JSON",
      "{ nome: Ana",
      "O arquivo não é um JSON válido. Confira se ele foi exportado como JSON Resume.",
    ],
    ["a list", "[1, 2]", "O arquivo não é um JSON Resume: o conteúdo deve ser um objeto { ... }."],
    ["a number", "42", "O arquivo não é um JSON Resume: o conteúdo deve ser um objeto { ... }."],
    [
      "an unrelated object",
      '{"nome": "Ana", "experiencias": []}',
      "O arquivo não parece um JSON Resume: não encontramos dados básicos (basics), experiências (work), formações (education) nem habilidades (skills).",
    ],
  ])("refuses %s with a Portuguese message", (_, text, message) => {
    expect(issuesOf(() => parseJsonResumeText(text))).toEqual([message]);
  });

  it("names the entry and the field that is wrong", () => {
    const issues = issuesOf(() =>
      fromJsonResume({
        basics: { name: 12, location: "São Paulo" },
        work: [{ name: "Acme" }, { position: ["Dev"], startDate: "março de 2020", highlights: "tudo" }],
        education: "USP",
        skills: [{ name: "Web", keywords: [1] }],
      }),
    );
    expect(issues).toEqual([
      "Dados básicos: o nome deve ser um texto.",
      "Dados básicos: a localização deve ser um objeto.",
      "Experiência 2: o cargo deve ser um texto.",
      "Experiência 2: a data de início deve estar no formato AAAA-MM ou AAAA-MM-DD.",
      "Experiência 2: os destaques devem ser uma lista.",
    ]);
    for (const issue of issues) expect(issue).not.toMatch(ENGLISH);
  });

  it("answers any JSON value with ResumeData or Portuguese issues, never another error", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        try {
          fromJsonResume(value);
        } catch (error) {
          expect(error).toBeInstanceOf(JsonResumeError);
          for (const issue of (error as JsonResumeError).issues) expect(issue).not.toMatch(ENGLISH);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("parseJsonResumeText", () => {
  it("reads a file's text, byte order mark included, and the template it names", () => {
    const file = `\uFEFF${JSON.stringify(toJsonResume({ ...sampleResume, templateId: "criativo" }))}`;
    expect(parseJsonResumeText(file)).toEqual({
      data: { ...sampleResume, templateId: "criativo" },
      templateId: "criativo",
    });
  });
});
