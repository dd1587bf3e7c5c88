import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";
import { expectNoSidewaysScroll } from "./content-helpers.ts";

const sameOnEveryScreen =
  "the filter's matching does not depend on the screen; the phone checks the page's layout above";

// Each test runs axe and several page loads: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The search box is enabled once React has taken over the prerendered page. */
const expectInteractive = (page: Page) =>
  expect(page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" })).toBeEnabled();

const CATEGORIES = ["Começando", "Conta e Pagamentos", "Criação de Currículo", "Problemas Técnicos"];

test("/centro-de-ajuda shows the FAQ in four categories of four questions and a support e-mail", async ({
  page,
}) => {
  const response = await page.goto("/centro-de-ajuda");
  expect(response?.status()).toBe(200);
  await expectInteractive(page);
  await expect(page).toHaveTitle("Centro de ajuda | Vitae");
  await expect(page.getByRole("tab", { name: "Perguntas frequentes" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const panel = page.getByRole("tabpanel");
  await expect(
    panel.getByRole("heading", { level: 2 }).filter({ hasText: /^(Começando|Conta|Criação|Problemas)/ }),
  ).toHaveText(CATEGORIES);
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(16);

  // Answers open on demand and say what the product really does.
  const question = page.getByText("O que o plano Premium inclui?");
  await question.click();
  await expect(page.getByText(/Por R\$7,97, em pagamento único/)).toBeVisible();
  // Built without SUPPORT_EMAIL: no mail link to a made-up address, the support form instead.
  await expect(page.getByRole("link", { name: "Enviar e-mail ao suporte" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Abrir um chamado" })).toHaveAttribute("href", "/suporte");
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("the search filters the FAQ as you type, ignoring accents and case", async ({ page }) => {
    await page.goto("/centro-de-ajuda");
    await expectInteractive(page);
    const search = page.getByRole("searchbox", { name: "Buscar nas perguntas frequentes" });
    const questions = page.getByRole("tabpanel").getByRole("heading", { level: 3 });

    await search.pressSequentially("senha");
    await expect(page.getByRole("status")).toHaveText(/perguntas? encontradas?/);
    await expect(questions.filter({ hasText: "Esqueci minha senha. Como recupero o acesso?" })).toBeVisible();
    await expect(questions.filter({ hasText: "Posso colocar foto no currículo?" })).toHaveCount(0);
    // Matches are opened, so the words found are in sight.
    await expect(page.getByText(/vale por 24 horas e só pode ser usado uma vez/)).toBeVisible();
    const withSenha = await questions.count();

    await search.fill("SÊNHA");
    await expect(questions).toHaveCount(withSenha);
    await search.fill("cobranca");
    await expect(questions.filter({ hasText: "Vou ser cobrado de novo automaticamente?" })).toBeVisible();

    await search.fill("foto 300x400");
    await expect(questions).toHaveText(["Posso colocar foto no currículo?"]);
    await expect(page.getByRole("status")).toHaveText("1 pergunta encontrada");

    // The button takes the reader to the results.
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByRole("tabpanel").locator("[tabindex='-1']").first()).toBeFocused();

    await search.fill("xilofone");
    await expect(
      page.getByText("Nenhuma pergunta encontrada para “xilofone”.", { exact: false }),
    ).toBeVisible();
    await expect(questions).toHaveCount(0);
    await page.getByRole("button", { name: "Limpar busca" }).click();
    await expect(search).toHaveValue("");
    await expect(questions).toHaveCount(16);
  });
});

test("category buttons scroll to their section, even when the search had hidden it", async ({ page }) => {
  await page.goto("/centro-de-ajuda");
  await expectInteractive(page);
  const nav = page.getByRole("navigation", { name: "Categorias de perguntas" });
  await nav.getByRole("link", { name: "Problemas Técnicos" }).click();
  await expect(page).toHaveURL(/#problemas-tecnicos$/);
  await expect(page.getByRole("heading", { level: 2, name: "Problemas Técnicos" })).toBeInViewport();

  await page.getByRole("searchbox").fill("foto");
  await nav.getByRole("link", { name: "Conta e Pagamentos" }).click();
  await expect(page.getByRole("searchbox")).toHaveValue("");
  await expect(page.getByRole("heading", { level: 2, name: "Conta e Pagamentos" })).toBeInViewport();
});

test("the usage guide has three articles that open and three videos marked 'Em breve'", async ({ page }) => {
  await page.goto("/centro-de-ajuda");
  await expectInteractive(page);
  await page.getByRole("tab", { name: "Guia de uso" }).click();
  const panel = page.getByRole("tabpanel");
  const articles = panel.getByRole("link", { name: /Ler o guia$/ });
  await expect(articles).toHaveCount(3);
  for (const href of await articles.evaluateAll((links) => links.map((l) => l.getAttribute("href")))) {
    expect(href).toMatch(/^\/centro-de-ajuda#guia-/);
  }
  await expect(panel.getByText("Em breve", { exact: true })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await articles.filter({ hasText: "Aproveite o currículo que você já tem" }).click();
  await expect(
    page.getByRole("heading", { level: 2, name: "Aproveite o currículo que você já tem" }),
  ).toBeInViewport();
  await expect(panel.getByRole("link", { name: "Melhorar currículo" })).toBeVisible();
});
