// A whole resume analysis of a two-page resume with a job ad, warm, per template: the content checks, the
// spelling, the ATS reading (print, read back in the parse pool, compare) and the job ad, as one analysis runs
// them (the database write aside). Run alone with `NODE_ENV=production npx tsx bench/analysis.ts`.
import { pathToFileURL } from "node:url";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { longSampleResume } from "#core/sample-resume.ts";
import { analysisSetup } from "#server/analysis/analysis-checks.ts";
import { loadSpellChecker } from "#server/analysis/spell-checker.ts";
import { createParsePool } from "#server/import/parse-pool.ts";
import { MAX_RESUME_PAGES, PARSE_TIMEOUT_MS } from "#server/import/upload-limits.ts";
import { createLogger } from "#server/logger.ts";
import { createPdfRenderer } from "#server/pdf/pdf-renderer.ts";
import { percentile } from "./browser.ts";

const AD = [
  "Coordenador(a) de Marketing Digital",
  "Requisitos:",
  "- Experiência com Google Ads, Meta Ads e Google Analytics 4",
  "- Power BI e SQL; gestão de equipes",
  "Diferenciais: RD Station, inglês avançado",
  "Benefícios: vale-refeição e plano de saúde",
].join("\n");
const WARM_UP = 3;
const SAMPLES = 15;
const TARGET_P95_MS = 1000;

// The long sample less its earliest jobs: two pages in every template.
const resume = { ...longSampleResume, experiencias: longSampleResume.experiencias.slice(0, 5) };

export async function analysisBench(): Promise<void> {
  const renderer = createPdfRenderer();
  const parser = createParsePool({
    logger: createLogger("silent"),
    timeoutMs: PARSE_TIMEOUT_MS,
    maxPages: MAX_RESUME_PAGES,
  });
  const { checks, matchJobAd } = analysisSetup({ renderer, parser });
  const today = new Date();
  const analyze = async (data: typeof resume) => {
    await Promise.all(checks.map((check) => check(data, { today })));
    matchJobAd(AD, data);
  };
  try {
    await loadSpellChecker();
    console.log(`Resume analysis of a two-page resume with a job ad (warm, ${SAMPLES} runs per template):`);
    for (const templateId of TEMPLATE_IDS) {
      const data = { ...resume, templateId };
      for (let i = 0; i < WARM_UP; i++) await analyze(data);
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await analyze(data);
        times.push(performance.now() - started);
      }
      const sorted = times.toSorted((a, b) => a - b);
      console.log(
        `  ${templateId.padEnd(12)} p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (target p95 < ${TARGET_P95_MS} ms)`,
      );
    }
  } finally {
    await Promise.all([renderer.close(), parser.close()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await analysisBench();
