import { expect, signUpThroughForm, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, phoneOnly } from "../fixtures/test.ts";
import { expectNoHorizontalScroll } from "./dashboard-test.ts";

const ITEMS = ["Meus Currículos", "Análise de Currículo", "Templates", "Meu Plano", "Meu Perfil"];

test.describe("on a wide screen", () => {
  desktopOnly("desktop layout");

  test("the sidebar toggles with Ctrl+B and remembers it (desktop)", async ({ page, context }) => {
    await signUpThroughForm(page, "Rita Campos", uniqueEmail("menu"));
    await expect(page).not.toHaveURL(/\/signup$/);
    await page.goto("/dashboard");
    const nav = page.getByRole("navigation", { name: "Painel" });
    await expect(nav.getByRole("link")).toHaveText(ITEMS);
    await expect(nav.getByRole("link", { name: "Meus Currículos" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("button", { name: "Sair" })).toBeVisible();
    expect(await nav.evaluate((el) => el.closest("aside")?.getBoundingClientRect().width)).toBe(256);
    await expectNoSeriousA11yViolations(page);

    await nav.getByRole("link", { name: "Análise de Currículo" }).click();
    await expect(page.getByText("Você ainda não criou nenhum currículo")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Análise de Currículo" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Meus Currículos" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await expectNoSeriousA11yViolations(page);

    await page.keyboard.press("Control+b");
    await expect(nav).toBeHidden();
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Análise de Currículo" })).toBeVisible();
    await expect(nav).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Control+b");
    await expect(nav).toBeVisible();

    await nav.getByRole("button", { name: "Sair" }).click();
    await expect(page.getByText("Você saiu com sucesso.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("on a phone", () => {
  phoneOnly("phone layout");

  test("the sidebar is a sheet on a phone", async ({ page }) => {
    await signUpThroughForm(page, "Rita Campos", uniqueEmail("folha"));
    await expect(page).not.toHaveURL(/\/signup$/);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Meus Currículos" })).toBeVisible();
    await expect(page.getByText("Você ainda não criou nenhum currículo")).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Painel" });
    await expect(nav).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Mostrar menu do painel" }).click();
    const sheet = page.getByRole("dialog", { name: "Menu do painel" });
    await expect(sheet.getByRole("link")).toHaveText(ITEMS);
    expect(await sheet.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    await sheet.getByRole("link", { name: "Meu Perfil" }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
