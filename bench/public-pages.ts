// The public pages' figures: gzipped JavaScript of a first visit to each, and Lighthouse (mobile, the default
// config) on three of them. Part of `npm run bench`; alone: `npx tsx bench/public-pages.ts` (builds if needed).
import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { appPagesLighthouse } from "./app-pages.ts";
import { launchChromium, startServer } from "./browser.ts";
import { firstLoadJs } from "./first-load-js.ts";
import { lighthouseHeading, lighthouseLine } from "./lighthouse.ts";

const LIGHTHOUSE_PATHS = ["/", "/blog", "/modelos-de-curriculo"];

const clientDir = () => resolve(process.env.CLIENT_DIR ?? "dist/client");

/** The prerendered public addresses, from the build's sitemap. */
function publicPaths(): string[] {
  const sitemap = readFileSync(join(clientDir(), "sitemap.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] as string).pathname);
}

export async function publicPagesBench(): Promise<void> {
  if (!existsSync(join(clientDir(), "sitemap.xml"))) execSync("npm run build", { stdio: "inherit" });
  const port = Number(process.env.BENCH_PORT ?? 4399);
  // BENCH_URL measures a server already running (with the same CLIENT_DIR) instead of starting one.
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => {} }
    : await startServer(port, { CLIENT_DIR: clientDir(), PUBLIC_URL: `http://127.0.0.1:${port}` });
  const browser = await launchChromium();
  try {
    console.log("Public pages, first visit, gzipped JavaScript (cold cache):");
    for (const path of publicPaths()) {
      const r = await firstLoadJs(browser, server.url, path);
      console.log(`  ${path.padEnd(58)} ${r.totalKb.toFixed(1).padStart(6)} KB in ${r.files} files`);
    }
    await browser.close();
    console.log(lighthouseHeading("public pages"));
    for (const path of LIGHTHOUSE_PATHS) console.log(await lighthouseLine(path, `${server.url}${path}`));
    console.log(lighthouseHeading("the app's pages"));
    for (const line of await appPagesLighthouse(server.url)) console.log(line);
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await publicPagesBench();
