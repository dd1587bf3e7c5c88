import type { Page } from "@playwright/test";
import { expect, signUpThroughForm, uniqueEmail } from "../auth/auth-test.ts";

/** dd/mm/yyyy in the browser's zone (America/Sao_Paulo in playwright.config.ts), `days` from now. */
export function dateInDays(days: number): string {
  return new Intl.DateTimeFormat("pt-BR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "America/Sao_Paulo",
  }).format(new Date(Date.now() + days * 24 * 60 * 60 * 1000));
}

/** The purchase events the page pushed to window.dataLayer. */
export const purchaseEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
      (entry) => entry.event === "purchase",
    ),
  );

/** A new account, signed in, on its way from /signup. */
export async function signUpNewUser(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUpThroughForm(page, "Marina Duarte", email);
  // Sign-up hashes the password on purpose slowly; a busy machine needs a while.
  await expect(page).not.toHaveURL(/\/signup/, { timeout: 30_000 });
  return email;
}

/** /payment → the demo checkout, whose session id it returns. */
export async function openDemoCheckout(page: Page): Promise<string> {
  await page.goto("/payment");
  await page.getByRole("button", { name: "Assinar agora" }).click();
  await expect(page).toHaveURL(/\/pagamento-demo\?session_id=demo_[0-9a-f-]+$/, { timeout: 20_000 });
  await expect(page.getByText("Nenhuma cobrança real é feita")).toBeVisible();
  return new URL(page.url()).searchParams.get("session_id") ?? "";
}
