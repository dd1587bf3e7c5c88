// Lighthouse (mobile, the default config) on one address, in a Chromium of its own.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/chromium-options.ts";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

/** Readies the browser Lighthouse will drive (cookies, local storage) through its DevTools port. */
export type Prepare = (devtoolsPort: number) => Promise<void>;

async function lighthouseRun(url: string, prepare?: Prepare) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...(chromiumLaunchOptions.args ?? [])],
  });
  try {
    await prepare?.(chrome.port);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // What `prepare` stored (a session, a draft) is the page's state: Lighthouse must not wipe it.
      disableStorageReset: prepare !== undefined,
    });
    const categories = result?.lhr.categories ?? {};
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
      )
      .map((audit) => audit.id);
    // LIGHTHOUSE_DETAILS=total-blocking-time,bootup-time prints those audits' values and first items
    // (LIGHTHOUSE_ITEMS of them, 8 unless set).
    if (process.env.LIGHTHOUSE_DETAILS)
      for (const id of process.env.LIGHTHOUSE_DETAILS.split(","))
        console.log(
          id,
          result?.lhr.audits[id]?.displayValue,
          JSON.stringify(
            (result?.lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items?.slice(
              0,
              Number(process.env.LIGHTHOUSE_ITEMS ?? 8),
            ),
          ),
        );
    return {
      scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
      failing,
      runtimeError: result?.lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * One printed line: the four scores, and the audits below 0.9 when a score misses its target. With `runs`,
 * Lighthouse runs that many times and the line is the run of median performance (a single run of a page
 * whose largest paint waits for scripts moves by ±5 here), followed by every run's performance.
 */
export async function lighthouseLine(
  label: string,
  url: string,
  prepare?: Prepare,
  { runs = 1 }: { runs?: number } = {},
): Promise<string> {
  const done: Awaited<ReturnType<typeof lighthouseRun>>[] = [];
  for (let i = 0; i < runs; i++) {
    // Lighthouse now and then fails to load the page at all (a runtime error, every score 0): one more try.
    let run = await lighthouseRun(url, prepare);
    if (run.runtimeError) run = await lighthouseRun(url, prepare);
    if (run.runtimeError) return `  ${label.padEnd(24)} Lighthouse failed twice: ${run.runtimeError}`;
    done.push(run);
  }
  const byPerformance = [...done].sort((a, b) => (a.scores[0] ?? 0) - (b.scores[0] ?? 0));
  const { scores, failing } = byPerformance[Math.floor(byPerformance.length / 2)] as (typeof done)[number];
  const short = scores.some((score, i) => score < TARGETS[CATEGORIES[i] as (typeof CATEGORIES)[number]]);
  const note = short ? `  below target; audits: ${failing.join(", ")}` : "";
  const each =
    runs > 1 ? `  (performance in ${runs} runs: ${done.map((run) => run.scores[0]).join(", ")})` : "";
  return `  ${label.padEnd(24)} ${scores.map((s) => String(s).padStart(3)).join(" / ")}${each}${note}`;
}

export const lighthouseHeading = (what: string) =>
  `Lighthouse ${CATEGORIES.join(" / ")} on ${what} (mobile; targets ${CATEGORIES.map((c) => TARGETS[c]).join(" / ")}):`;
