// Resume import: extraction scores of both corpora and parse time per file (PDF and DOCX), warm.
// Run alone with `npx tsx bench/import.ts`.
import { readdirSync, readFileSync } from "node:fs";
import { extname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { createParsePool } from "../src/server/import/parse-pool.ts";
import { parseResume } from "../src/server/import/parse-resume.ts";
import { CORPORA, corpusAvailable, scoreCorpus } from "../src/server/import/testing/corpora.ts";
import { MAX_RESUME_PAGES, PARSE_TIMEOUT_MS } from "../src/server/import/upload-limits.ts";
import { createLogger } from "../src/server/logger.ts";

const MEDIAN_BUDGET_MS = 70;
const ROUNDS = 5;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export async function importBench(): Promise<void> {
  for (const corpus of CORPORA) {
    if (!corpusAvailable(corpus)) {
      console.log(`Resume import, ${corpus.name} corpus: not found; skipped.`);
      continue;
    }
    console.log(`Resume import, ${corpus.name} corpus (${relative(process.cwd(), corpus.files)}):`);
    for (const kind of ["pdf", "docx"] as const) {
      const report = await scoreCorpus(corpus, kind, (bytes, k) => parseResume(bytes, k));
      const fields = Object.entries(report.fields)
        .map(([field, value]) => `${field} ${value.toFixed(2)}`)
        .join(", ");
      console.log(
        `  ${kind.toUpperCase().padEnd(5)} score ${report.score.toFixed(3)} over ${report.files.length} files (${fields})`,
      );
    }
    await parseTimes(corpus.files);
  }
  const shared = CORPORA[0];
  if (shared && corpusAvailable(shared))
    await poolBench(readFiles(shared.files).filter((f) => f.kind === "pdf"));
}

function readFiles(dir: string) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".pdf") || f.endsWith(".docx"))
    .sort()
    .map((f) => ({
      name: f,
      kind: (extname(f) === ".docx" ? "docx" : "pdf") as "pdf" | "docx",
      bytes: new Uint8Array(readFileSync(join(dir, f))),
    }));
}

/** Parse time per file, warm: each file read ROUNDS times after a first pass. */
async function parseTimes(dir: string): Promise<void> {
  const files = readFiles(dir);
  // Warm-up: loads pdf.js and lets the JIT settle, as in a long-running server.
  for (const file of files) await parseResume(file.bytes, file.kind);
  const perFile = new Map<string, number[]>();
  // CPU time of this process too: on a busy machine the wall time also counts other processes' turns.
  const cpuPerFile = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const file of files) {
      const started = performance.now();
      const cpuStart = process.cpuUsage();
      await parseResume(file.bytes, file.kind);
      const cpu = process.cpuUsage(cpuStart);
      const list = perFile.get(file.name) ?? [];
      list.push(performance.now() - started);
      perFile.set(file.name, list);
      const cpuList = cpuPerFile.get(file.name) ?? [];
      cpuList.push((cpu.user + cpu.system) / 1000);
      cpuPerFile.set(file.name, cpuList);
    }
  }
  const medians = (kind: string, source = perFile) =>
    files
      .filter((f) => f.kind === kind)
      .map((f) => [...(source.get(f.name) ?? [])].sort((a, b) => a - b))
      .map((runs) => percentile(runs, 50))
      .sort((a, b) => a - b);
  console.log(`  parse time per file (warm, median of ${ROUNDS} runs per file):`);
  for (const kind of ["pdf", "docx"]) {
    const list = medians(kind);
    if (list.length === 0) continue;
    const budget = kind === "pdf" ? ` (target median < ${MEDIAN_BUDGET_MS} ms)` : "";
    console.log(
      `  ${kind.toUpperCase().padEnd(5)} ${String(list.length).padStart(2)} files  median ${percentile(list, 50).toFixed(1)} ms, p95 ${percentile(list, 95).toFixed(1)} ms, max ${percentile(list, 100).toFixed(1)} ms${budget}`,
    );
    const cpu = medians(kind, cpuPerFile);
    console.log(
      `  ${kind.toUpperCase().padEnd(5)} CPU time   median ${percentile(cpu, 50).toFixed(1)} ms, p95 ${percentile(cpu, 95).toFixed(1)} ms`,
    );
  }
}

/** The same PDFs through the upload route's parse pool: a memory-capped process, the file sent over IPC. */
async function poolBench(files: { name: string; kind: "pdf" | "docx"; bytes: Uint8Array }[]): Promise<void> {
  const pool = createParsePool({
    logger: createLogger("silent"),
    timeoutMs: PARSE_TIMEOUT_MS,
    maxPages: MAX_RESUME_PAGES,
  });
  try {
    // The pool takes each file away from its caller once sent, as the upload route's bytes are: a copy each.
    for (const file of files) await pool.parse(file.bytes.slice(), file.kind);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const file of files) {
        const bytes = file.bytes.slice();
        const started = performance.now();
        await pool.parse(bytes, file.kind);
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    console.log(
      `  PDF through the parse pool (upload path): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  } finally {
    await pool.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await importBench();
}
