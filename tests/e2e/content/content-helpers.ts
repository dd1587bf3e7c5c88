import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The accessible name of a link whose visible text ("Ler artigo") is completed for screen readers by the
 * article's title in a visually hidden span; Chromium puts a space before that span's ": ".
 */
export function linkTo(visibleText: string, title: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${literal(visibleText)}\\s*:\\s*${literal(title)}$`);
}

/** Fails when the page is wider than the screen: the phone layout must never scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

/** The words a reader sees in an element, to check an article has its real length. */
export async function wordCount(element: Locator): Promise<number> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point (hidden parts excluded)
  const text = await element.innerText();
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

type OutboxMessage = { to: string; subject: string; text: string; replyTo?: string };

/** Every message the e2e server wrote to its outbox (mail goes there when no SMTP server is set). */
export function readOutbox(): OutboxMessage[] {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(dir, name), "utf8")) as OutboxMessage);
}
