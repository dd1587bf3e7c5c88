// The public pages' figures: gzipped JavaScript of a first visit to each, and Lighthouse (mobile, the default
// config) on three of them. Part of `npm run bench`; alone: `npx tsx bench/public-pages.ts` (builds if needed).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunchOptions } from "../tests/chromium-options.ts";
import { launchChromium, startServer } from "./browser.ts";
import { firstLoadJs } from "./first-load-js.ts";

const LIGHTHOUSE_PATHS = ["/", "/blog", "/modelos-de-curriculo"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};

const clientDir = () => resolve(process.env.CLIENT_DIR ?? "dist/client");

/** The prerendered public addresses, from the build's sitemap. */
function publicPaths(): string[] {
  const sitemap = readFileSync(join(clientDir(), "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
}

async function lighthouseScores(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ["--headless=new", ...(chromiumLaunchOptions.args ?? [])],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const categories = result?.lhr.categories ?? {};
    const failing = Object.values(result?.lhr.audits ?? {})
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative",
      )
      .map((audit) => audit.id);
    return {
      scores: CATEGORIES.map((id) => Math.round((categories[id]?.score ?? 0) * 100)),
      failing,
      runtimeError: result?.lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}

export async function publicPagesBench(): Promise<void> {
  if (!existsSync(join(clientDir(), "sitemap.xml"))) execSync("npm run build", { stdio: "inherit" });
  // BENCH_URL measures a server already running (with the same CLIENT_DIR) instead of starting one.
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => {} }
    : await startServer(Number(process.env.BENCH_PORT ?? 4399), { CLIENT_DIR: clientDir() });
  const browser = await launchChromium();
  try {
    console.log("Public pages, first visit, gzipped JavaScript (cold cache):");
    for (const path of publicPaths()) {
      const r = await firstLoadJs(browser, server.url, path);
      console.log(`  ${path.padEnd(58)} ${r.totalKb.toFixed(1).padStart(6)} KB in ${r.files} files`);
    }
    await browser.close();
    console.log(
      `Lighthouse ${CATEGORIES.join(" / ")} (mobile; targets ${CATEGORIES.map((c) => TARGETS[c]).join(" / ")}):`,
    );
    for (const path of LIGHTHOUSE_PATHS) {
      // Lighthouse now and then fails to load the page at all (a runtime error, every score 0): one more try.
      let run = await lighthouseScores(`${server.url}${path}`);
      if (run.runtimeError) run = await lighthouseScores(`${server.url}${path}`);
      if (run.runtimeError) {
        console.log(`  ${path.padEnd(24)} Lighthouse failed twice: ${run.runtimeError}`);
        continue;
      }
      const { scores, failing } = run;
      const short = scores.some((score, i) => score < TARGETS[CATEGORIES[i] as (typeof CATEGORIES)[number]]);
      const note = short ? `  below target; audits: ${failing.join(", ")}` : "";
      console.log(`  ${path.padEnd(24)} ${scores.map((s) => String(s).padStart(3)).join(" / ")}${note}`);
    }
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await publicPagesBench();
