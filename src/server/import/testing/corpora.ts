import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ExtractedResume } from "#core/import/extracted-resume.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const shared = resolve(here, "../../../../../shared");

/** The scorer of the shared corpus (beside the project), which scores any folder of truth files. */
export const SCORER = join(shared, "tools/score-extraction.mjs");

export interface Corpus {
  name: string;
  /** Folder of the resumes (PDF and DOCX) and of their truth files (same base names). */
  files: string;
  truth: string;
}

/**
 * The corpora extraction is measured on: the shared one (one generator, few layouts), the tool corpus the
 * extractor is developed on (resumes made with LaTeX, LibreOffice Writer and Chromium, tests/fixtures/tool-corpus)
 * and held-out sets made apart, each scored once before it was looked at (tests/fixtures/holdout-corpus,
 * holdout2- to holdout7-corpus; the scores of that first reading are in decision 0029).
 */
export const CORPORA: Corpus[] = [
  {
    name: "shared",
    files: join(process.env.IMPORT_CORPUS_DIR ?? join(shared, "corpus"), "pdf"),
    truth: join(process.env.IMPORT_CORPUS_DIR ?? join(shared, "corpus"), "truth"),
  },
  {
    name: "tool",
    files: resolve(here, "../../../../tests/fixtures/tool-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/tool-corpus/truth"),
  },
  {
    name: "holdout",
    files: resolve(here, "../../../../tests/fixtures/holdout-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout-corpus/truth"),
  },
  {
    name: "holdout2",
    files: resolve(here, "../../../../tests/fixtures/holdout2-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout2-corpus/truth"),
  },
  {
    name: "holdout3",
    files: resolve(here, "../../../../tests/fixtures/holdout3-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout3-corpus/truth"),
  },
  {
    name: "holdout4",
    files: resolve(here, "../../../../tests/fixtures/holdout4-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout4-corpus/truth"),
  },
  {
    name: "holdout5",
    files: resolve(here, "../../../../tests/fixtures/holdout5-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout5-corpus/truth"),
  },
  {
    name: "holdout6",
    files: resolve(here, "../../../../tests/fixtures/holdout6-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout6-corpus/truth"),
  },
  {
    name: "holdout7",
    files: resolve(here, "../../../../tests/fixtures/holdout7-corpus/files"),
    truth: resolve(here, "../../../../tests/fixtures/holdout7-corpus/truth"),
  },
];

export const corpusAvailable = (corpus: Corpus) => existsSync(corpus.files) && existsSync(SCORER);

export interface ScoreReport {
  score: number;
  fields: Record<string, number>;
  files: { file: string; score: number }[];
}

/** `name`: the file's base name, as the truth files and the corpus READMEs name it. */
type Parse = (bytes: Uint8Array, kind: "pdf" | "docx", name: string) => Promise<ExtractedResume>;

/** Reads every file of one kind in a corpus and scores the results with the shared scorer. */
export async function scoreCorpus(corpus: Corpus, kind: "pdf" | "docx", parse: Parse): Promise<ScoreReport> {
  const work = mkdtempSync(join(tmpdir(), "vitae-score-"));
  try {
    const predDir = join(work, "pred");
    const truthDir = join(work, "truth");
    mkdirSync(predDir);
    mkdirSync(truthDir);
    for (const file of readdirSync(corpus.files).filter((f) => extname(f) === `.${kind}`)) {
      const name = basename(file, `.${kind}`);
      const extracted = await parse(new Uint8Array(readFileSync(join(corpus.files, file))), kind, name);
      writeFileSync(join(predDir, `${name}.json`), JSON.stringify(extracted));
      writeFileSync(join(truthDir, `${name}.json`), readFileSync(join(corpus.truth, `${name}.json`)));
    }
    return JSON.parse(
      execFileSync(process.execPath, [SCORER, truthDir, predDir, "--json"], { encoding: "utf8" }),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The language each file of a corpus is written in, from the 'Lang' column of its READMEs' file tables
 * ('| web_14_henrique-yoshida-barros | en | …'); empty for a corpus without one.
 */
export function corpusLanguages(corpus: Corpus): Map<string, string> {
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

/**
 * The tool corpus and the first held-out set: a third of their files in English, the rest in Portuguese. A
 * held-out set made later is only ever scored, never read for its languages.
 */
export const LANGUAGE_CORPORA = ["tool", "holdout"];
