import type { Page } from "@playwright/test";
import { isProTemplate, TEMPLATES, templateName } from "../../../src/core/resume/template-id.ts";
import { TEMPLATE_MODELS } from "../../../src/web/features/content/resume-templates/template-models.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";
import { expectNoSidewaysScroll } from "./content-helpers.ts";

const sameOnEveryScreen =
  "the links' addresses and the filter's matching do not depend on the screen; the phone checks both pages' layout above";

// Each test runs axe and several page loads: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The filter is enabled once React has taken over the prerendered page; tabs answer from then on. */
const expectInteractive = (page: Page) => expect(page.getByLabel("Nível de experiência")).toBeEnabled();

test("/modelos-de-curriculo shows the six models and every template, PRO ones marked, leading to /choose-option", async ({
  page,
}) => {
  const response = await page.goto("/modelos-de-curriculo");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Modelos de currículo | Vitae");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Modelos de currículo para cada momento da carreira",
  );
  const models = page
    .getByRole("list", { name: "Modelos de currículo" })
    .getByRole("listitem")
    .filter({
      has: page.getByRole("heading", { level: 2 }),
    });
  await expect(models).toHaveCount(6);
  await expect(models.getByRole("heading", { level: 2 })).toHaveText(
    ["Profissional", "Criativo", "Acadêmico", "Técnico", "Recém-Formado", "Minimalista"].map(
      (n) => `Modelo ${n}`,
    ),
  );
  for (const model of TEMPLATE_MODELS) {
    const card = models.filter({ has: page.getByRole("heading", { name: `Modelo ${model.name}` }) });
    await expect(card.getByText(`Template ${templateName(model.templateId)}`)).toBeVisible();
    await expect(card.getByText("Modelo PRO", { exact: true })).toHaveCount(
      isProTemplate(model.templateId) ? 1 : 0,
    );
    // A drawing of the real template, not an image file.
    await expect(card.locator("svg[viewBox='0 0 210 297']")).toBeVisible();
    // A plain link that carries the template, so it works before (and without) JavaScript.
    await expect(card.getByRole("link", { name: `Usar este modelo ${model.name}` })).toHaveAttribute(
      "href",
      `/choose-option?modelo=${model.templateId}`,
    );
  }
  // Below them, all the templates of the app, each drawn, the PRO ones with their badge read as words.
  const gallery = page.getByRole("list", { name: "Todos os templates" }).getByRole("listitem");
  await expect(gallery.getByRole("heading", { level: 3 })).toHaveText(
    TEMPLATES.map((t) => new RegExp(`^${t.name}`)),
  );
  for (const [index, template] of TEMPLATES.entries()) {
    const card = gallery.nth(index);
    await expect(card.locator("svg[viewBox='0 0 210 297']")).toBeVisible();
    await expect(card.getByText("Modelo PRO", { exact: true })).toHaveCount(template.pro ? 1 : 0);
    await expect(card.getByRole("link", { name: `Usar este template ${template.name}` })).toHaveAttribute(
      "href",
      `/choose-option?modelo=${template.id}`,
    );
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Usar este template Elegante" }).click();
  await expect(page).toHaveURL(/\/choose-option$/);
  await expect(page.getByText("Modelo Elegante escolhido.")).toBeVisible();

  await page.goto("/modelos-de-curriculo");
  await page.getByRole("link", { name: "Usar este modelo Técnico" }).click();
  await expect(page).toHaveURL(/\/choose-option$/);
  await expect(page.getByRole("heading", { name: "Como deseja continuar?" })).toBeVisible();
  await expect(page.getByText("Modelo Técnico escolhido.")).toBeVisible();
});

test("/exemplos-de-curriculo shows four fields of four examples that read like resumes", async ({ page }) => {
  const response = await page.goto("/exemplos-de-curriculo");
  expect(response?.status()).toBe(200);
  await expectInteractive(page);
  const tabs = page.getByRole("tablist", { name: "Áreas profissionais" }).getByRole("tab");
  await expect(tabs).toHaveText(["Tecnologia", "Marketing", "Administração", "Saúde"]);

  const panel = page.getByRole("tabpanel");
  const examples = panel.getByRole("article");
  for (const field of ["Tecnologia", "Marketing", "Administração", "Saúde"]) {
    await page.getByRole("tab", { name: field }).click();
    await expect(examples).toHaveCount(4);
    await expect(panel.getByRole("link", { name: /^Usar como base/ })).toHaveCount(4);
  }

  // Each example opens into experiences with results, education and skills.
  await page.getByRole("tab", { name: "Tecnologia" }).click();
  const first = examples.first();
  await expect(first.getByRole("heading", { name: "Desenvolvedora Front-end" })).toBeVisible();
  await expect(first.getByText("Experiência profissional")).toBeHidden();
  await first.getByText("Ver experiências, formação e habilidades").click();
  await expect(first.getByText("Experiência profissional")).toBeVisible();
  await expect(first.getByRole("list", { name: "Habilidades de Desenvolvedora Front-end" })).toContainText(
    "TypeScript",
  );
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await expect(first.getByRole("link", { name: /^Usar como base/ })).toHaveAttribute(
    "href",
    "/choose-option?exemplo=desenvolvedora-front-end-junior",
  );
  await first.getByRole("link", { name: /^Usar como base/ }).click();
  await expect(page).toHaveURL(/\/criar-curriculo$/);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("'Usar este modelo' and 'Usar como base' are links that carry the choice with JavaScript off", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/modelos-de-curriculo");
    await expect(page.getByRole("link", { name: "Usar este modelo Criativo" })).toHaveAttribute(
      "href",
      "/choose-option?modelo=criativo",
    );
    await page.goto("/exemplos-de-curriculo");
    const example = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Analista de Dados" }) });
    await expect(example.getByRole("link", { name: /^Usar como base/ })).toHaveAttribute(
      "href",
      "/choose-option?exemplo=analista-de-dados-pleno",
    );
    await context.close();
  });

  test("the experience filter narrows every field, and 'Limpar filtro' brings all examples back", async ({
    page,
  }) => {
    await page.goto("/exemplos-de-curriculo");
    await expectInteractive(page);
    const level = page.getByLabel("Nível de experiência");
    await expect(level).toHaveValue("todos");
    await expect(level.getByRole("option")).toHaveText([
      "Todos",
      "Júnior (0-2 anos)",
      "Pleno (3-5 anos)",
      "Sênior (6+ anos)",
    ]);
    const examples = page.getByRole("tabpanel").getByRole("article");

    await level.selectOption({ label: "Júnior (0-2 anos)" });
    await expect(examples).toHaveCount(1);
    await expect(examples).toContainText("Júnior");
    await page.getByRole("tab", { name: "Marketing" }).click();
    await expect(examples).toHaveCount(2);

    await level.selectOption({ label: "Sênior (6+ anos)" });
    await page.getByRole("tab", { name: "Saúde" }).click();
    await expect(examples).toHaveCount(0);
    await expect(page.getByText("Nenhum exemplo encontrado com o filtro atual.")).toBeVisible();
    await page.getByRole("button", { name: "Limpar filtro" }).click();
    await expect(level).toHaveValue("todos");
    await expect(examples).toHaveCount(4);
    await expect(page.getByText("Nenhum exemplo encontrado com o filtro atual.")).toBeHidden();
  });
});
