import type { Browser } from "@playwright/test";
import { percentile } from "./browser.ts";
import { cpuThrottling, seedWizardDraft } from "./wizard-seed.ts";

const KEYSTROKES = 150;

/**
 * Time from a keystroke in the summary textarea to the live preview showing it:
 * `update` ends when the preview's DOM holds the change, `frame` at the next animation frame after it.
 * `cpuSlowdown` > 1 throttles the page's main thread (4 stands for a low-end phone), after the page has loaded.
 */
export async function previewLatency(browser: Browser, baseUrl: string, cpuSlowdown = 1) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await seedWizardDraft(page);
  await page.goto(`${baseUrl}/resumo-profissional`, { waitUntil: "networkidle" });
  const textarea = page.locator("textarea").first();
  await textarea.click();
  await page.keyboard.press("End");
  await page.locator('iframe[title="Pré-visualização do currículo"]').first().waitFor();
  await (await cpuThrottling(page))(cpuSlowdown);
  await page.evaluate(() => {
    const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Pré-visualização do currículo"]');
    const body = frame?.contentDocument?.body;
    if (!body) throw new Error("preview iframe not found");
    const w = window as unknown as { __update: number[]; __frame: number[] };
    w.__update = [];
    w.__frame = [];
    let pending: number | null = null;
    document.addEventListener(
      "keydown",
      (e) => {
        pending = e.timeStamp;
      },
      true,
    );
    new MutationObserver(() => {
      if (pending === null) return;
      const start = pending;
      pending = null;
      w.__update.push(performance.now() - start);
      requestAnimationFrame(() => w.__frame.push(performance.now() - start));
    }).observe(body, { subtree: true, childList: true, characterData: true });
  });
  const text = " Atuação com foco em resultados mensuráveis e melhoria contínua de processos.";
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.type(text[i % text.length] as string);
    await page.waitForTimeout(25);
  }
  const { update, frame } = await page.evaluate(() => {
    const w = window as unknown as { __update: number[]; __frame: number[] };
    return { update: w.__update, frame: w.__frame };
  });
  await context.close();
  const summarize = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { samples: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  return { update: summarize(update), frame: summarize(frame) };
}
