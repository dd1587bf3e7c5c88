import type { Browser, Page } from "@playwright/test";
import { WIZARD_PATHS } from "#web/lib/wizard-paths.ts";
import { percentile } from "./browser.ts";
import { cpuThrottling, seedWizardDraft } from "./wizard-seed.ts";

/** The Event Timing API reports nothing shorter than this (its minimum threshold). */
const THRESHOLD_MS = 16;
const TEXT = " Atuação com foco em resultados e melhoria contínua.";

type Step = {
  id: keyof typeof WIZARD_PATHS;
  /** What the person does there: presses keys, and returns how many. */
  use: (page: Page) => Promise<number>;
};

async function typeInto(page: Page, label: string, text = TEXT): Promise<number> {
  await page.getByLabel(label, { exact: true }).first().click();
  await page.keyboard.press("End");
  for (const char of text) {
    await page.keyboard.type(char);
    await page.waitForTimeout(25);
  }
  return text.length;
}

// Every step where the person types, each at a field whose text the live preview shows. The final step has
// no field to type in.
const STEPS: Step[] = [
  { id: "dados", use: (page) => typeInto(page, "Nome completo", " de Souza Lima") },
  { id: "resumo", use: (page) => typeInto(page, "Resumo profissional") },
  { id: "experiencia", use: (page) => typeInto(page, "Descrição") },
  { id: "formacao", use: (page) => typeInto(page, "Curso", " e Gestão de Projetos") },
  {
    id: "habilidades",
    use: async (page) => {
      let keys = 0;
      for (const skill of ["Power BI", "Negociação", "Scrum", "SAP"]) {
        keys += await typeInto(page, "Habilidades técnicas", skill);
        await page.keyboard.press("Enter");
        keys += 1;
      }
      return keys;
    },
  },
  {
    // No text here: the arrow keys move through the templates, and the preview follows each one.
    id: "modelo",
    use: async (page) => {
      await page.locator("input[name=template]:checked").focus();
      const presses = 12;
      for (let i = 0; i < presses; i++) {
        await page.keyboard.press("ArrowDown");
        await page.waitForTimeout(150);
      }
      return presses;
    },
  },
];

export type InputDelay = {
  step: string;
  keys: number;
  /** Interactions of 16 ms or more (the rest were shorter). */
  slow: number;
  /** processingStart - startTime: how long a key waited before its handlers ran; null = under 16 ms. */
  delay: { max: number | null; p95: number | null };
  /** From the key to the next paint after its handlers. */
  duration: { max: number | null; p95: number | null };
};

/**
 * The input delay while using each wizard step with the CPU slowed `cpuSlowdown` times, from the Event
 * Timing API: one figure per key press (its keydown and keyup share an interaction; the worse counts).
 */
export async function inputDelayByStep(
  browser: Browser,
  baseUrl: string,
  cpuSlowdown: number,
): Promise<InputDelay[]> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await seedWizardDraft(page);
  const throttle = await cpuThrottling(page);
  const results: InputDelay[] = [];
  try {
    for (const step of STEPS) {
      // Loaded at full speed: the figures are about typing, not about loading the step.
      await throttle(1);
      await page.goto(`${baseUrl}${WIZARD_PATHS[step.id]}`, { waitUntil: "networkidle" });
      await page.locator('iframe[title="Pré-visualização do currículo"]').first().waitFor();
      await throttle(cpuSlowdown);
      await observeEvents(page);
      const keys = await step.use(page);
      await page.waitForTimeout(500);
      const entries = await takeEvents(page);
      results.push(summarize(step.id, keys, entries));
    }
  } finally {
    await context.close();
  }
  return results;
}

type EventEntry = { id: number; delay: number; duration: number };

async function observeEvents(page: Page): Promise<void> {
  await page.evaluate((threshold) => {
    const w = window as unknown as { __events: PerformanceObserver; __entries: PerformanceEntry[] };
    w.__entries = [];
    w.__events = new PerformanceObserver((list) => w.__entries.push(...list.getEntries()));
    w.__events.observe({ type: "event", durationThreshold: threshold } as PerformanceObserverInit);
  }, THRESHOLD_MS);
}

async function takeEvents(page: Page): Promise<EventEntry[]> {
  return page.evaluate(() => {
    const w = window as unknown as { __events: PerformanceObserver; __entries: PerformanceEntry[] };
    w.__entries.push(...w.__events.takeRecords());
    w.__events.disconnect();
    return (
      (w.__entries as PerformanceEventTiming[])
        // Keys only: the click that put the cursor in the field is not typing.
        .filter((e) => e.interactionId > 0 && e.name.startsWith("key"))
        .map((e) => ({ id: e.interactionId, delay: e.processingStart - e.startTime, duration: e.duration }))
    );
  });
}

function summarize(step: string, typed: number, entries: EventEntry[]): InputDelay {
  const worst = new Map<number, { delay: number; duration: number }>();
  for (const e of entries) {
    const seen = worst.get(e.id) ?? { delay: 0, duration: 0 };
    worst.set(e.id, { delay: Math.max(seen.delay, e.delay), duration: Math.max(seen.duration, e.duration) });
  }
  const slow = [...worst.values()];
  // A key held back long enough can count as two interactions (its keyup apart from its keydown).
  const keys = Math.max(typed, slow.length);
  // Key presses not reported took under 16 ms: they fill the low end of the distribution.
  const stats = (values: number[]) => {
    const sorted = [...Array(Math.max(0, keys - values.length)).fill(-1), ...values].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    const max = sorted.at(-1) ?? -1;
    return { max: max < 0 ? null : max, p95: p95 < 0 ? null : p95 };
  };
  return {
    step,
    keys,
    slow: slow.length,
    delay: stats(slow.map((s) => s.delay)),
    duration: stats(slow.map((s) => s.duration)),
  };
}

/** One step's figures on one line; "< 16" where the Event Timing API reported nothing. */
export function inputDelayLine({ step, keys, slow, delay, duration }: InputDelay): string {
  const ms = (value: number | null) => (value === null ? "< 16" : value.toFixed(0));
  return (
    `${step.padEnd(12)} delay max ${ms(delay.max)} ms, p95 ${ms(delay.p95)} ms; ` +
    `key to next paint max ${ms(duration.max)} ms, p95 ${ms(duration.p95)} ms (${slow} of ${keys} keys took 16 ms or more)`
  );
}
