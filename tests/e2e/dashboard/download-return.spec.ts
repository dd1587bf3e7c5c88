import type { Page } from "@playwright/test";
import { expect, STRONG_PASSWORD, signInThroughForm, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly } from "../fixtures/test.ts";
import { STORED_RESUME, signUpThroughApi, storeResume, toastWith } from "./dashboard-test.ts";

const sameOnEveryScreen =
  "where a download returns to is decided the same on every screen; the phone pays from a card above";

// A download asked for on a dashboard card that first needs a plan or a new sign-in: the person comes back
// to the dashboard with that download one click away.

const PLAN_NEEDED = "Você precisa de um plano ativo para baixar currículos";
const RESUME = "Currículo de Joana";

const cardOf = (page: Page) => page.getByRole("listitem").filter({ hasText: RESUME });
const waiting = (page: Page) => page.getByRole("region", { name: "Continue de onde parou" });

async function signedUpWithResume(page: Page, baseURL: string | undefined, label: string) {
  if (!baseURL) throw new Error("no baseURL");
  const email = await signUpThroughApi(page, baseURL, uniqueEmail(label));
  const resumeId = await storeResume(page, baseURL, RESUME, STORED_RESUME);
  return { email, resumeId };
}

test("paying for the plan from a card's 'Baixar PDF' leads back to the dashboard with that PDF", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { resumeId } = await signedUpWithResume(page, baseURL, "painel-pagamento");
  await page.goto("/dashboard");
  await cardOf(page).getByRole("button", { name: "Baixar PDF" }).click();
  await expect(page).toHaveURL(/\/payment$/, { timeout: 15_000 });
  await expect(toastWith(page, PLAN_NEEDED)).toBeVisible();
  const back = `/dashboard?download=${resumeId}&format=pdf`;
  await expect(page.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", back);

  await page.getByRole("button", { name: "Assinar agora" }).click();
  await page.getByRole("button", { name: "Pagar com cartão" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Baixar currículo" }).click();

  await expect(page).toHaveURL(back);
  await expect(waiting(page)).toContainText(`Você estava baixando “${RESUME}”.`);
  await expectNoSeriousA11yViolations(page);
  const tabOpened = page.context().waitForEvent("page");
  await waiting(page).getByRole("button", { name: "Baixar PDF" }).click();
  const tab = await tabOpened;
  await expect.poll(() => tab.url(), { timeout: 60_000 }).toMatch(/^blob:/);
  await expect(toastWith(page, "PDF gerado com sucesso!")).toBeVisible();
  await expect(waiting(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("a session that ended meanwhile: signing in again comes back to the download, then to the plans", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { email, resumeId } = await signedUpWithResume(page, baseURL, "painel-sessao");
    await page.goto("/dashboard");
    await expect(cardOf(page)).toBeVisible();
    // Signed out elsewhere (another tab, a password reset): the page does not know yet.
    await context.clearCookies();

    await cardOf(page).getByRole("button", { name: "Outros formatos" }).click();
    await page.getByRole("menuitem", { name: "Baixar DOCX" }).click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(page.getByText("Entre para continuar de onde parou.")).toBeVisible();
    await signInThroughForm(page, email, STRONG_PASSWORD);

    await expect(page).toHaveURL(`/dashboard?download=${resumeId}&format=docx`, { timeout: 30_000 });
    await waiting(page).getByRole("button", { name: "Baixar DOCX" }).click();
    // Still no plan: the plans page, whose Voltar comes back here with the download waiting.
    await expect(page).toHaveURL(/\/payment$/);
    await expect(toastWith(page, PLAN_NEEDED)).toBeVisible();
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(waiting(page).getByRole("button", { name: "Baixar DOCX" })).toBeVisible();
    await waiting(page).getByRole("button", { name: "Agora não" }).click();
    await expect(waiting(page)).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a download waiting for a resume this account does not have is dropped", async ({ page, baseURL }) => {
    await signedUpWithResume(page, baseURL, "painel-outro");
    await page.goto("/dashboard?download=00000000-0000-4000-8000-000000000000&format=pdf");
    await expect(cardOf(page)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(waiting(page)).toBeHidden();
  });
});
