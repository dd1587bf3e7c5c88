import { describe, expect, it } from "vitest";
import { formatMonth } from "../../resume/month.ts";
import {
  DEFAULT_RESUME_LANGUAGE,
  normalizeIdioma,
  RESUME_LANGUAGE_IDS,
  RESUME_LANGUAGES,
  resumeLanguage,
  resumeLanguageFromTag,
} from "./languages.ts";
import type { ResumeLanguage } from "./resume-language.ts";

/** Every text of a table, with where it is, so an empty one is named. */
function texts(value: unknown, path: string): [string, unknown][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
  }
  return [[path, value]];
}

describe("resume languages", () => {
  it("are Portuguese, English and Spanish, Portuguese first and by default", () => {
    expect(RESUME_LANGUAGE_IDS).toEqual(["pt", "en", "es"]);
    expect(DEFAULT_RESUME_LANGUAGE).toBe("pt");
    expect(RESUME_LANGUAGE_IDS.map((id) => resumeLanguage(id).name)).toEqual([
      "Português",
      "English",
      "Español",
    ]);
  });

  it.each(RESUME_LANGUAGE_IDS)("%s fills every word with text", (id) => {
    const language: ResumeLanguage = RESUME_LANGUAGES[id];
    // The type makes every key required; this catches a key left as an empty string.
    for (const [path, text] of texts(language, id)) {
      expect(typeof text, path).toBe("string");
      expect((text as string).trim(), path).not.toBe("");
    }
    expect(new Set(language.months).size).toBe(12);
    expect(language.monthPattern).toContain("{month}");
    expect(language.monthPattern).toContain("{year}");
    expect(new Set(Object.values(language.titles)).size).toBe(Object.keys(language.titles).length);
  });

  it("keys the same sections, labels and statuses in every language", () => {
    const shape = (language: ResumeLanguage) => ({
      titles: Object.keys(language.titles),
      labels: Object.keys(language.contactLabels),
      status: Object.keys(language.courseStatus),
    });
    for (const id of RESUME_LANGUAGE_IDS)
      expect(shape(RESUME_LANGUAGES[id])).toEqual(shape(RESUME_LANGUAGES.pt));
  });

  it("recognises each language by words and endings no other language shares", () => {
    for (const id of RESUME_LANGUAGE_IDS) {
      const own = RESUME_LANGUAGES[id].recognise;
      for (const other of RESUME_LANGUAGE_IDS.filter((candidate) => candidate !== id)) {
        const theirs = RESUME_LANGUAGES[other].recognise;
        const shared = own.words.split(" ").filter((word) => theirs.words.split(" ").includes(word));
        expect(shared, `${id} and ${other}`).toEqual([]);
        expect(
          own.endings.filter((ending) => theirs.endings.includes(ending)),
          `${id} and ${other}`,
        ).toEqual([]);
      }
    }
  });

  it("keeps the specification's Portuguese wording", () => {
    const pt = resumeLanguage("pt");
    expect(pt.titles).toEqual({
      resumo: "Resumo Profissional",
      experiencias: "Experiência Profissional",
      formacoes: "Formação Acadêmica",
      hardSkills: "Habilidades Técnicas",
      softSkills: "Competências Comportamentais",
      contato: "Contato",
    });
    expect([
      pt.currentJob,
      pt.currentCourse,
      pt.courseStatus.em_andamento,
      pt.courseStatus.concluido,
    ]).toEqual(["Atual", "Presente", "Em andamento", "Concluído"]);
    expect(pt.htmlLang).toBe("pt-BR");
  });

  it("prints March 2021 as each language writes it", () => {
    expect(RESUME_LANGUAGE_IDS.map((id) => formatMonth("2021-03", resumeLanguage(id)))).toEqual([
      "mar/2021",
      "Mar 2021",
      "mar. 2021",
    ]);
  });

  it("reads a stored value as a language, and anything else as Portuguese", () => {
    expect(normalizeIdioma("en")).toBe("en");
    expect(normalizeIdioma("es")).toBe("es");
    for (const other of [undefined, null, "", "fr", "EN", "toString", 1, {}])
      expect(normalizeIdioma(other)).toBe("pt");
  });

  it("reads a language tag by its first part", () => {
    expect(resumeLanguageFromTag("en-US")).toBe("en");
    expect(resumeLanguageFromTag("EN")).toBe("en");
    expect(resumeLanguageFromTag("es_AR")).toBe("es");
    expect(resumeLanguageFromTag("pt-BR")).toBe("pt");
    expect(resumeLanguageFromTag("de")).toBe("pt");
    expect(resumeLanguageFromTag(42)).toBe("pt");
  });
});
