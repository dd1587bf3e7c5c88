// `npm run bench`: builds if needed, serves the built app locally and prints the figures.
import { execFileSync, execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { WIZARD_PATHS } from "#web/lib/wizard-paths.ts";
import { launchChromium, startServer } from "./browser.ts";
import { downloadRushBench } from "./download-rush.ts";
import { firstLoadJs } from "./first-load-js.ts";
import { importBench } from "./import.ts";
import { inputDelayByStep, inputDelayLine } from "./input-delay.ts";
import { memoryBench } from "./memory.ts";
import { previewLatency } from "./preview-latency.ts";
import { publicPagesBench } from "./public-pages.ts";
import { resumeLoadOnEachDatabase } from "./resume-load.ts";

const FIRST_LOAD_BUDGET_KB = 100;
const WIZARD_FIRST_LOAD_BUDGET_KB = 110;
const PREVIEW_P95_BUDGET_MS = 16;
// DevTools' 'CPU: 4x slowdown': what a low-end Android phone does with the same page.
const PHONE_CPU_SLOWDOWN = 4;
const INPUT_DELAY_BUDGET_MS = 50;

if (!existsSync("dist/client/sitemap.xml")) execSync("npm run build", { stdio: "inherit" });
const server = await startServer(Number(process.env.BENCH_PORT ?? 4399));
const browser = await launchChromium();
try {
  console.log("First visit, gzipped JavaScript (cold cache), before the page's first idle moment:");
  const home = await firstLoadJs(browser, server.url, "/");
  console.log(
    `  ${"/".padEnd(26)} ${home.totalKb.toFixed(1)} KB in ${home.files} files (target < ${FIRST_LOAD_BUDGET_KB} KB)`,
  );
  // Each wizard step opened directly: on a wide screen (the live preview beside the form) and on a phone (the
  // preview behind 'Ver prévia'); then what was prefetched once idle (the next step, the toast area).
  console.log(
    `  wizard steps (target <= ${WIZARD_FIRST_LOAD_BUDGET_KB} KB)     wide screen        phone   prefetched when idle`,
  );
  for (const path of Object.values(WIZARD_PATHS)) {
    const wide = await firstLoadJs(browser, server.url, path);
    const phone = await firstLoadJs(browser, server.url, path, { phone: true });
    const kb = (r: { totalKb: number; files: number }) =>
      `${r.totalKb.toFixed(1).padStart(6)} KB in ${String(r.files).padStart(2)}`;
    console.log(
      `  ${path.padEnd(26)} ${kb(wide)}   ${kb(phone)}   ${wide.idleKb.toFixed(1).padStart(5)} KB in ${wide.idleFiles}`,
    );
  }
  const fmt = (s: { p50: number; p95: number; samples: number }) =>
    `p50 ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${s.samples} keystrokes)`;
  for (const slowdown of [1, PHONE_CPU_SLOWDOWN]) {
    const latency = await previewLatency(browser, server.url, slowdown);
    console.log(
      `Summary keystroke -> live preview, CPU ${slowdown === 1 ? "at full speed" : `${slowdown}x slower`}:`,
    );
    console.log(`  preview DOM updated   ${fmt(latency.update)} (target p95 <= ${PREVIEW_P95_BUDGET_MS} ms)`);
    console.log(`  next frame painted    ${fmt(latency.frame)}`);
  }
  console.log(
    `Input delay per wizard step while typing, CPU ${PHONE_CPU_SLOWDOWN}x slower (target: none over ${INPUT_DELAY_BUDGET_MS} ms):`,
  );
  for (const step of await inputDelayByStep(browser, server.url, PHONE_CPU_SLOWDOWN))
    console.log(`  ${inputDelayLine(step)}`);
} finally {
  await browser.close();
  await server.stop();
}

// The public pages' JavaScript and Lighthouse scores, on a server of their own.
await publicPagesBench();

// Its own servers (PGlite, then PostgreSQL), started after the browser figures' server has stopped.
await resumeLoadOnEachDatabase(Number(process.env.BENCH_PORT ?? 4399));

// The server's resident memory at idle and after a load, on each database, as `npm start` runs it.
await memoryBench(Number(process.env.BENCH_PORT ?? 4399));

// Resume import: parse time per corpus file, in this process (no server).
await importBench();

// PDF rendering: the warm renderer against a new browser page per request, in a process of its own with
// NODE_ENV=production as a deployed server runs (React's development build renders the markup 5x slower).
execFileSync(process.execPath, ["--import", "tsx", "bench/pdf.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});

// A rush of 100 PDF downloads at once through the web client's download function, on a server of its own.
await downloadRushBench(Number(process.env.BENCH_PORT ?? 4399));

// A whole resume analysis (content, spelling, ATS reading, job ad), in production mode like the PDF figures.
execFileSync(process.execPath, ["--import", "tsx", "bench/analysis.ts"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});

// The analysis's spelling check: reading the dictionary, then a two-page resume with and without mistakes.
execFileSync(process.execPath, ["--import", "tsx", "bench/spelling.ts"], { stdio: "inherit" });
