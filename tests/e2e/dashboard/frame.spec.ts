import { desktopOnly, expect, test } from "../fixtures/test.ts";

// The dashboard's frame (header, the panel's menu, the title, 'Criar novo currículo') arrives as HTML, so a
// phone on a slow network shows the page before its JavaScript; the app, once it knows the session, draws
// the person's resumes over it or sends a visitor who is not signed in to /login.

test.describe("the dashboard's frame", () => {
  desktopOnly(
    "the frame is the same HTML on every screen; the phone's dashboard is walked in sidebar.spec.ts",
  );

  test("shows the title, the panel's links and the list loading with JavaScript turned off, and nobody's data", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/dashboard");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meus Currículos");
    await expect(page.getByRole("navigation", { name: "Painel" }).getByRole("link")).toHaveText([
      "Meus Currículos",
      "Análise de Currículo",
      "Templates",
      "Meu Plano",
      "Meu Perfil",
    ]);
    await expect(page.getByRole("main").getByText("Carregando currículos...")).toBeVisible();
    await expect(page.getByText("@")).toHaveCount(0);
    await context.close();
  });

  test("sends a visitor who is not signed in to /login", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Meus Currículos" })).toHaveCount(0);
  });
});
