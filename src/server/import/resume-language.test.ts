import { existsSync, readdirSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { extractedToResumeData } from "#core/import/to-resume-data.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { englishSampleResume, spanishSampleResume } from "#core/testing/language-samples.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { createPdfRenderer } from "../pdf/pdf-renderer.ts";
import { parseResume } from "./parse-resume.ts";
import { CORPORA, corpusLanguages, LANGUAGE_CORPORA } from "./testing/corpora.ts";

// The corpora whose READMEs list each file's language; parse-resume.test.ts checks, as it scores them, that
// each file is recognised in it.
const corpora = CORPORA.filter(
  (corpus) => LANGUAGE_CORPORA.includes(corpus.name) && existsSync(corpus.files),
);

describe.each(corpora)("an upload of the $name corpus is printed in its own language", (corpus) => {
  const languages = corpusLanguages(corpus);
  const files = readdirSync(corpus.files).filter((file) => /\.(pdf|docx)$/.test(file));

  it("lists a language for every file, English among them", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(languages.get(file.replace(/\.\w+$/, "")), file).toMatch(/^(pt|en|es)$/);
    expect([...languages.values()]).toContain("en");
  });
});

describe("a resume printed here in English or Spanish, uploaded again", () => {
  const renderer = createPdfRenderer();
  afterAll(() => renderer.close());

  it.each([
    ["English", englishSampleResume],
    ["Spanish", spanishSampleResume],
  ] as const)("comes back in %s", { timeout: 60_000 }, async (_, resume: ResumeData) => {
    const pdf = await renderer.render(renderResumeDocument(resume, "classico"));
    const back = extractedToResumeData(await parseResume(new Uint8Array(pdf), "pdf"));
    expect(back.idioma).toBe(resume.idioma);
  });
});
