// The analysis's ATS reading of a two-page resume, warm, per template: print it, read it back in the parse
// pool, compare. Run alone with `NODE_ENV=production npx tsx bench/ats-check.ts`.
import { pathToFileURL } from "node:url";
import { TEMPLATE_IDS } from "#core/resume/template-id.ts";
import { longSampleResume } from "#core/sample-resume.ts";
import { checkAtsReading } from "#server/analysis/ats-check.ts";
import { createParsePool } from "#server/import/parse-pool.ts";
import { MAX_RESUME_PAGES, PARSE_TIMEOUT_MS } from "#server/import/upload-limits.ts";
import { createLogger } from "#server/logger.ts";
import { createPdfRenderer } from "#server/pdf/pdf-renderer.ts";
import { percentile } from "./browser.ts";

const WARM_UP = 3;
const SAMPLES = 15;
// The whole analysis must stay well under a second; this check is most of it.
const TARGET_P50_MS = 250;

// The long sample less its earliest jobs: two pages in every template.
const resume = { ...longSampleResume, experiencias: longSampleResume.experiencias.slice(0, 5) };

export async function atsCheckBench(): Promise<void> {
  const renderer = createPdfRenderer();
  const parser = createParsePool({
    logger: createLogger("silent"),
    timeoutMs: PARSE_TIMEOUT_MS,
    maxPages: MAX_RESUME_PAGES,
  });
  try {
    console.log(`Resume analysis, ATS reading of a two-page resume (warm, ${SAMPLES} runs per template):`);
    for (const templateId of TEMPLATE_IDS) {
      const data = { ...resume, templateId };
      for (let i = 0; i < WARM_UP; i++) await checkAtsReading(data, { renderer, parser });
      const times: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const started = performance.now();
        await checkAtsReading(data, { renderer, parser });
        times.push(performance.now() - started);
      }
      const sorted = times.toSorted((a, b) => a - b);
      console.log(
        `  ${templateId.padEnd(12)} p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms (target p50 < ${TARGET_P50_MS} ms)`,
      );
    }
  } finally {
    await Promise.all([renderer.close(), parser.close()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await atsCheckBench();
