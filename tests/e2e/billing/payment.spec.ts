import { expect, readMailedLink, STRONG_PASSWORD, signInThroughForm, test } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly } from "../fixtures/test.ts";
import { dateInDays, openDemoCheckout, purchaseEvents, signUpNewUser } from "./billing-test.ts";

const sameOnEveryScreen =
  "where a sign-in or a confirmation leads does not depend on the screen; the phone pays by card and by Pix above";

// The server re-reads each payment from its provider; on a busy machine that takes a few seconds.
const CONFIRMED = 20_000;

const toast = (page: import("@playwright/test").Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });

test("a signed-in user pays by card on the demo checkout and gets the Premium plan", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpNewUser(page, "cartao");
  await page.goto("/dashboard/plan");
  await expect(page.getByRole("heading", { name: "Plano Gratuito" })).toBeVisible({ timeout: 15_000 });

  await page.goto("/payment");
  await expect(page.getByRole("heading", { name: "Baixe seu currículo agora" })).toBeVisible();
  await expect(page.getByText("R$ 7,97", { exact: true })).toBeVisible();
  await expect(page.getByText("1 análise gratuita com IA por mês")).toBeVisible();
  await expect(page.getByText("Plano anual: R$ 397")).toBeVisible();
  await expect(page.getByText("(economize 17%)")).toBeVisible();
  await page.getByRole("button", { name: "Ver plano anual" }).click();
  await expect(toast(page, "Plano anual em breve disponível!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/visualizacao-final");
  await expectNoSeriousA11yViolations(page);

  const sessionId = await openDemoCheckout(page);
  await expect(page.getByText("Plano Premium — 14 dias")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pagar com cartão" }).click();

  await expect(page).toHaveURL(`/payment-success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({
    timeout: CONFIRMED,
  });
  const details = page.locator("dl");
  await expect(details).toContainText("Premium (14 dias)");
  await expect(details).toContainText("R$ 7,97");
  await expect(details).toContainText("Ativo");
  await expect(details).toContainText(`Válido até${dateInDays(14)}`);
  await expect(page.getByRole("link", { name: "Baixar currículo" })).toHaveAttribute(
    "href",
    "/visualizacao-final",
  );
  await expect(page.getByRole("link", { name: "Editar currículo" })).toHaveAttribute(
    "href",
    "/escolher-template",
  );
  await expectNoSeriousA11yViolations(page);

  // One purchase event, as the spec describes it; a reload confirms again but does not count the sale twice.
  await expect.poll(() => purchaseEvents(page)).toHaveLength(1);
  const [event] = await purchaseEvents(page);
  expect(event).toMatchObject({
    event: "purchase",
    ecommerce: {
      transaction_id: sessionId,
      value: 7.97,
      currency: "BRL",
      items: [{ item_id: "premium-14d" }],
    },
  });
  // The flags are written once the page has asked the server for the plan, after the purchase event.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hasPaidPlan"))).toBe("true");
  const flags = await page.evaluate(() => [
    localStorage.getItem("hasPaidPlan"),
    localStorage.getItem("planExpiresAt"),
  ]);
  expect(new Date(flags[1] ?? "").getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 60 * 60 * 1000);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({
    timeout: CONFIRMED,
  });
  await page.waitForTimeout(300);
  expect(await purchaseEvents(page)).toHaveLength(0);

  await page.goto("/dashboard/plan");
  await expect(page.getByRole("heading", { name: "Plano Premium Ativo" })).toBeVisible({
    timeout: CONFIRMED,
  });
  await expect(page.getByText(`Válido até ${dateInDays(14)}`)).toBeVisible();
  await page.getByRole("button", { name: "Atualizar status" }).click();
  await expect(toast(page, "Status do plano atualizado")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test("a Pix payment shows the waiting state, then confirms a few seconds later", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpNewUser(page, "pix");
  await openDemoCheckout(page);
  await page.getByRole("button", { name: "Pagar com Pix" }).click();
  await expect(page).toHaveURL(/\/payment-success\?session_id=demo_/);
  await expect(page.getByRole("heading", { name: "Aguardando a confirmação do pagamento" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("dl")).toContainText("Ativo");
  await expect.poll(() => purchaseEvents(page)).toHaveLength(1);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("a visitor on /payment signs in first and comes back to it", async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = await signUpNewUser(page, "volta");
    await context.clearCookies();
    await page.goto("/payment");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Entre para continuar de onde parou.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("redirectAfterLogin"))).toBe("/payment");
    await signInThroughForm(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Baixe seu currículo agora" })).toBeVisible();
  });
});

test("/pagamento-inicial checks the e-mail, and the plan bought there joins the account made with it once confirmed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto("/pagamento-inicial");
  await expect(page.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
  const pay = page.getByRole("button", { name: "Pagar agora" });
  await pay.click();
  await expect(page.getByText("O email é obrigatório")).toBeVisible();
  await page.getByLabel("E-mail").fill("sem-arroba.com");
  await expect(page.getByText("Email inválido")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const email = `inicial-${Date.now()}-${Math.floor(Math.random() * 1e6)}@exemplo.com.br`;
  await page.getByLabel("E-mail").fill(email);
  await pay.click();
  await expect(page).toHaveURL(/\/pagamento-demo\?session_id=demo_/);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Pagar com cartão" }).click();

  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({
    timeout: CONFIRMED,
  });
  await expect(page.getByText("Você precisa estar logado para ativar seu plano.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Criar conta" }).click();
  await page.getByLabel("Nome completo").fill("Rafael Nunes");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("checkbox", { name: /Li e aceito/ }).check();
  await page.getByRole("button", { name: "Criar conta" }).click();

  // Back on the confirmation: the plan waits until the new account proves it owns the address.
  await expect(page).toHaveURL(/\/payment-success\?session_id=demo_/, { timeout: 30_000 });
  await expect(page.getByText("Confirme seu e-mail para ativar seu plano.")).toBeVisible({
    timeout: CONFIRMED,
  });
  await expect(page.locator("dl")).toContainText("Pago, aguardando sua conta");
  const confirmation = page.url();

  // The link mailed at sign-up confirms it, and the plan is on the account from then on.
  await page.goto(await readMailedLink(email, "/verificar-email"));
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmado!" })).toBeVisible();
  await page.goto(confirmation);
  await expect(page.locator("dl")).toContainText("Ativo", { timeout: CONFIRMED });
  await expect(page.getByRole("link", { name: "Baixar currículo" })).toBeVisible();
  await page.goto("/dashboard/plan");
  await expect(page.getByRole("heading", { name: "Plano Premium Ativo" })).toBeVisible({
    timeout: CONFIRMED,
  });
});

test("the confirmation pages grant nothing for a missing or made-up session", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/payment-success");
  await expect(page.getByText("ID da sessão não encontrado")).toBeVisible();
  await page.goto("/payment-success?session_id=demo_inventado");
  await expect(page.getByRole("heading", { name: "Pagamento não encontrado" })).toBeVisible();
  await expect(page.getByText("Erro ao ativar seu plano. Entre em contato com o suporte.")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("/sucesso confirms and goes on to /choose-option when no resume is saved", async ({ page }) => {
    test.setTimeout(120_000);
    await signUpNewUser(page, "sucesso");
    const sessionId = await openDemoCheckout(page);
    await page.getByRole("button", { name: "Pagar com cartão" }).click();
    await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({
      timeout: CONFIRMED,
    });
    await page.goto(`/sucesso?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({
      timeout: CONFIRMED,
    });
    await page.getByRole("link", { name: "Criar meu currículo" }).click();
    await expect(page).toHaveURL(/\/choose-option$/);
  });
});
