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
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExtractedResumeSchema } from "#core/import/extracted-resume.ts";
import { ImportFailure, type ImportFailureReason, parseResume } from "./parse-resume.ts";

// The shared test corpus lives next to the repository (../shared); IMPORT_CORPUS_DIR points elsewhere.
const here = fileURLToPath(new URL(".", import.meta.url));
const shared = resolve(here, "../../../../shared");
const corpus = process.env.IMPORT_CORPUS_DIR ?? join(shared, "corpus");
const scorer = join(shared, "tools/score-extraction.mjs");
const available = existsSync(join(corpus, "pdf")) && existsSync(scorer);
if (!available) console.warn(`resume corpus not found at ${corpus}: the extraction score tests are skipped`);

const MIN_SCORE = 0.9;

interface ScoreReport {
  score: number;
  fields: Record<string, number>;
  files: { file: string; score: number }[];
}

function score(truthDir: string, predDir: string): ScoreReport {
  return JSON.parse(
    execFileSync(process.execPath, [scorer, truthDir, predDir, "--json"], { encoding: "utf8" }),
  );
}

describe.skipIf(!available)("parseResume over the corpus", () => {
  let work: string;
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "vitae-import-"));
  });
  afterAll(() => {
    rmSync(work, { recursive: true, force: true });
  });

  async function predict(kind: "pdf" | "docx"): Promise<{ predDir: string; truthDir: string }> {
    const predDir = join(work, `pred-${kind}`);
    const truthDir = join(work, `truth-${kind}`);
    mkdirSync(predDir);
    mkdirSync(truthDir);
    const files = readdirSync(join(corpus, "pdf")).filter((f) => extname(f) === `.${kind}`);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const name = basename(file, `.${kind}`);
      const extracted = await parseResume(new Uint8Array(readFileSync(join(corpus, "pdf", file))), kind);
      expect(ExtractedResumeSchema.safeParse(extracted).success).toBe(true);
      writeFileSync(join(predDir, `${name}.json`), JSON.stringify(extracted));
      writeFileSync(join(truthDir, `${name}.json`), readFileSync(join(corpus, "truth", `${name}.json`)));
    }
    return { predDir, truthDir };
  }

  it(`reads the PDFs with a score of at least ${MIN_SCORE}`, { timeout: 180_000 }, async () => {
    const { predDir, truthDir } = await predict("pdf");
    const report = score(truthDir, predDir);
    console.log(`PDF extraction score ${report.score.toFixed(3)}`, report.fields);
    expect(report.files.length).toBe(readdirSync(truthDir).length);
    expect(report.score).toBeGreaterThanOrEqual(MIN_SCORE);
    for (const field of ["nome", "email", "telefone"])
      expect(report.fields[field]).toBeGreaterThanOrEqual(MIN_SCORE);
  });

  it(`reads the DOCX files with a score of at least ${MIN_SCORE}`, { timeout: 120_000 }, async () => {
    const { predDir, truthDir } = await predict("docx");
    const report = score(truthDir, predDir);
    console.log(`DOCX extraction score ${report.score.toFixed(3)}`, report.fields);
    expect(report.score).toBeGreaterThanOrEqual(MIN_SCORE);
  });
});

describe.skipIf(!available)("parseResume on bad files", () => {
  const bad = (name: string) => new Uint8Array(readFileSync(join(corpus, "bad", name)));

  async function failure(promise: Promise<unknown>): Promise<ImportFailureReason | "none"> {
    try {
      await promise;
      return "none";
    } catch (error) {
      expect(error).toBeInstanceOf(ImportFailure);
      return (error as ImportFailure).reason;
    }
  }

  it.each([
    ["empty.pdf", "unreadable"],
    ["not-a-pdf.pdf", "unreadable"],
    ["truncated.pdf", "unreadable"],
    ["encrypted.pdf", "encrypted"],
    ["image-only.pdf", "no-text"],
  ] as const)("refuses %s as %s", { timeout: 60_000 }, async (file, reason) => {
    expect(await failure(parseResume(bad(file), "pdf"))).toBe(reason);
  });

  it("stops at the page limit quickly on a 300-page file", { timeout: 60_000 }, async () => {
    const started = performance.now();
    expect(await failure(parseResume(bad("many-pages.pdf"), "pdf", { maxPages: 10 }))).toBe("too-many-pages");
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("reads the visible text of a PDF carrying JavaScript, without running it", {
    timeout: 60_000,
  }, async () => {
    const extracted = await parseResume(bad("js.pdf"), "pdf");
    expect(extracted.email).toMatch(/@example\.com/);
    expect(extracted.nome).toBeTruthy();
  });

  it("refuses a PDF given as DOCX and random bytes", async () => {
    expect(await failure(parseResume(bad("js.pdf"), "docx"))).toBe("unreadable");
    expect(await failure(parseResume(new Uint8Array([1, 2, 3, 4, 5, 6]), "pdf"))).toBe("unreadable");
    expect(await failure(parseResume(new Uint8Array(0), "docx"))).toBe("unreadable");
  });
});
