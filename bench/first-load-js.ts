import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";

/** Gzipped size of every JavaScript file a first visit to `path` downloads (cold cache). */
export async function firstLoadJs(browser: Browser, baseUrl: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => undefined);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await context.close();
  const totalBytes = [...sizes.values()].reduce((sum, n) => sum + n, 0);
  return { path, files: sizes.size, totalKb: totalBytes / 1024 };
}
