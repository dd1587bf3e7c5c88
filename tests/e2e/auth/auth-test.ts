import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test as base, clientAddress, expect } from "../fixtures/test.ts";

/** The account specs' `test`: refused sign-ins and sign-ups make the browser log their 4xx; nothing else may. */
export const test = base.extend({
  expectedConsoleErrors: [/Failed to load resource.*status of 4\d\d/],
  page: async ({ page }, use) => {
    // One address per test, so rate limits are per test. (The page's API helper, page.request, does not send it.)
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    await use(page);
  },
});

export { clientAddress, expect };

/** An e-mail no other test uses. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;

/** A password zxcvbn judges strong enough. */
export const STRONG_PASSWORD = "Girassol-Azul-2031!";

/** Fills and sends the sign-up form. */
export async function signUpThroughForm(page: Page, name: string, email: string, password = STRONG_PASSWORD) {
  await page.goto("/signup");
  await page.getByLabel("Nome completo").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /Li e aceito/ }).check();
  await page.getByRole("button", { name: "Criar conta" }).click();
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
}

type OutboxMessage = { to: string; text: string };

/** Where the e2e server writes mail (playwright.config.ts exports its data folder). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set: run the specs through playwright.config.ts");
  return join(dataDir, "outbox");
}

/**
 * The newest link to `page` mailed to `email` (e-mails are unique per test, so no other run's mail matches):
 * '/reset-password' for a reset, '/verificar-email' for the address confirmation every sign-up gets.
 */
export async function readMailedLink(email: string, page: string, previous?: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const found: { file: string; link: string }[] = [];
        const dir = outboxDir();
        const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
        for (const file of files) {
          // The server renames a message into place once written, so every .json file is whole.
          const message = JSON.parse(readFileSync(join(dir, file), "utf8")) as OutboxMessage;
          const url = /https?:\/\/\S+/.exec(message.text)?.[0];
          const toPage = url !== undefined && new URL(url).pathname === page;
          if (message.to === email && toPage && url !== previous) found.push({ file, link: url });
        }
        link = found.sort((a, b) => a.file.localeCompare(b.file)).at(-1)?.link;
        return link;
      },
      { message: `an e-mail to ${email} with a ${page} link in the outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
}
