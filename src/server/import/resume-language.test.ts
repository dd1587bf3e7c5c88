import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { extractedToResumeData } from "#core/import/to-resume-data.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { englishSampleResume, spanishSampleResume } from "#core/testing/language-samples.ts";
import { renderResumeDocument } from "#templates/render-resume-document.tsx";
import { createPdfRenderer } from "../pdf/pdf-renderer.ts";
import { parseResume } from "./parse-resume.ts";
import { CORPORA, type Corpus } from "./testing/corpora.ts";

/**
 * The language each file of a corpus is written in, from the 'Lang' column of its READMEs' file tables
 * ('| web_14_henrique-yoshida-barros | en | …').
 */
function corpusLanguages(corpus: Corpus): Map<string, string> {
  const root = resolve(corpus.files, "..");
  const sources = join(root, "src");
  const readmes = [
    join(root, "README.md"),
    ...(existsSync(sources) ? readdirSync(sources).map((part) => join(sources, part, "README.md")) : []),
  ].filter(existsSync);
  const languages = new Map<string, string>();
  for (const readme of readmes) {
    for (const [, name, language] of readFileSync(readme, "utf8").matchAll(
      /^\| (\w+_\d+_[\w-]+) \| (\w\w) \|/gm,
    )) {
      languages.set(name as string, language as string);
    }
  }
  return languages;
}

// The tool corpus and the first held-out set: a third of their files in English, the rest in Portuguese. A
// held-out set made later is only ever scored, never run here.
const corpora = CORPORA.filter(
  (corpus) => ["tool", "holdout"].includes(corpus.name) && existsSync(corpus.files),
);

describe.each(corpora)("an upload of the $name corpus is printed in its own language", (corpus) => {
  const languages = corpusLanguages(corpus);
  const files = readdirSync(corpus.files).filter((file) => /\.(pdf|docx)$/.test(file));

  it("lists a language for every file, English among them", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(languages.get(file.replace(/\.\w+$/, "")), file).toMatch(/^(pt|en|es)$/);
    expect([...languages.values()]).toContain("en");
  });

  it("recognises each file's language", { timeout: 120_000 }, async () => {
    const wrong: string[] = [];
    for (const file of files) {
      const kind = file.endsWith(".pdf") ? "pdf" : "docx";
      const extracted = await parseResume(new Uint8Array(readFileSync(join(corpus.files, file))), kind);
      const { idioma } = extractedToResumeData(extracted);
      if (idioma !== languages.get(file.replace(/\.\w+$/, ""))) wrong.push(`${file}: ${idioma}`);
    }
    expect(wrong).toEqual([]);
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
