import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expect, test } from "../fixtures/test.ts";

test("/melhorar-curriculo also leads to the improve-mode wizard without a file", async ({ page }) => {
  await page.goto("/melhorar-curriculo");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("currículo");
  // Fill in by hand instead of uploading (the upload itself: tests/e2e/import).
  await page.getByRole("link", { name: "Preencher manualmente" }).click();
  await expect(page).toHaveURL(/\/melhorar-curriculo\/criar-curriculo$/);
  await expect(page.getByRole("heading", { name: "Informações Pessoais" })).toBeVisible();
});

test.describe("an unknown address", () => {
  // Served with status 404, which the browser logs.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*status of 404/] });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/pagina-que-nao-existe");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("shows 404 and a way home", async ({ page }) => {
    await page.goto("/pagina-que-nao-existe");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Crie seu currículo grátis" })).toBeVisible();
  });
});

for (const path of ["/choose-option", "/melhorar-curriculo"]) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

// The short legal addresses (/termos, /privacidade): their permanent redirects are checked in
// content/public-routes, and the pages they lead to are served there like every public page.
