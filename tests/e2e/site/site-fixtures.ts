import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

type AxeViolation = { id: string; impact: string | null; help: string; nodes: Array<{ target: unknown }> };

let axeCode: string | undefined;
const axeSource = () => {
  axeCode ??= readFileSync(resolve("node_modules/axe-core/axe.min.js"), "utf8");
  return axeCode;
};

/** Serious and critical axe-core violations on the current page. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's debugging protocol: our Content-Security-Policy blocks injected tags.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const result = await (window as any).axe.run(document);
    return result.violations as AxeViolation[];
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** `page` that fails the test when the app logs an error to the console or throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
