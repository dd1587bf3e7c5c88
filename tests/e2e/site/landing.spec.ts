import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("landing page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows the hero, its claims and every section", async ({ page }) => {
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.getByText("67%", { exact: true })).toBeVisible();
    await expect(main.getByText("mais chances de ser contratado")).toBeVisible();
    await expect(main.getByText(/50\.000/)).toBeVisible();
    await expect(main.getByText("Sem cartão de crédito", { exact: true })).toBeVisible();
    await expect(main.getByText("Grátis para começar", { exact: true })).toBeVisible();
    await expect(main.getByRole("img", { name: /Exemplo de currículo/ })).toBeVisible();

    const steps = page.locator("#como-funciona").getByRole("listitem");
    await expect(steps).toHaveCount(3);

    const features = page.getByRole("region", { name: "Tudo o que você precisa para se destacar" });
    await expect(features.getByRole("listitem")).toHaveCount(6);
    for (const title of ["Modelos profissionais", "Sugestões de texto com IA", "PDF, Word e outros formatos"])
      await expect(features.getByRole("heading", { name: title })).toBeVisible();

    const testimonials = page.getByRole("region", { name: "Quem usou, recomenda" });
    await expect(testimonials.getByRole("figure")).toHaveCount(3);
    await expect(testimonials.getByRole("img", { name: "Avaliação: 5 de 5 estrelas" })).toHaveCount(3);

    await expect(page.getByRole("heading", { name: /Sua próxima oportunidade/ })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("'Como funciona' scrolls to the how-it-works section", async ({ page }) => {
    const section = page.locator("#como-funciona");
    await expect(section).not.toBeInViewport();
    await page.getByRole("main").getByRole("link", { name: "Como funciona", exact: true }).click();
    await expect(section).toBeInViewport();
    await expect(page).toHaveURL(/\/#como-funciona$/);
    await expect(section).toBeFocused();
  });

  test("'Crie seu currículo grátis' opens the wizard", async ({ page }) => {
    await page.getByRole("link", { name: "Crie seu currículo grátis" }).click();
    await expect(page).toHaveURL(/\/criar-curriculo$/);
    await expect(page.getByRole("heading", { name: "Informações Pessoais" })).toBeVisible();
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("fits the screen without horizontal scrolling", async ({ page }) => {
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
