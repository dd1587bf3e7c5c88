import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { IDLE_MARK } from "#web/lib/when-idle.ts";

/** A phone's screen: the wizard shows its preview behind 'Ver prévia' there, not beside the form. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/**
 * Gzipped size of every JavaScript file a first visit to `path` downloads (cold cache). Files the page asked
 * for before its first idle-time task (web/lib/when-idle.ts) are what the visit needed; those fetched later
 * (the next wizard step, the toast area) are code prefetched while idle, counted apart.
 */
export async function firstLoadJs(
  browser: Browser,
  baseUrl: string,
  path: string,
  { phone = false }: { phone?: boolean } = {},
) {
  const context = await browser.newContext(phone ? PHONE : {});
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => undefined);
    if (body) sizes.set(new URL(response.url()).pathname, gzipSync(body).length);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  const { idleAt, starts } = await page.evaluate((mark) => {
    const idle = performance.getEntriesByName(mark)[0];
    return {
      idleAt: idle ? idle.startTime : Number.POSITIVE_INFINITY,
      starts: performance
        .getEntriesByType("resource")
        .map((entry) => [new URL(entry.name).pathname, entry.startTime] as const),
    };
  }, IDLE_MARK);
  await context.close();
  const startOf = new Map(starts);
  let bytes = 0;
  let files = 0;
  let idleBytes = 0;
  let idleFiles = 0;
  for (const [file, size] of sizes) {
    if ((startOf.get(file) ?? 0) < idleAt) {
      bytes += size;
      files++;
    } else {
      idleBytes += size;
      idleFiles++;
    }
  }
  return { path, files, totalKb: bytes / 1024, idleFiles, idleKb: idleBytes / 1024 };
}
