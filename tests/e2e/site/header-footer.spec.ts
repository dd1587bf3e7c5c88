import { desktopOnly, expect, phoneOnly, test } from "../fixtures/test.ts";

const FOOTER_PATHS = [
  "/modelos-de-curriculo",
  "/melhorar-curriculo",
  "/cartas-de-apresentacao",
  "/dicas-de-carreira",
  "/blog",
  "/centro-de-ajuda",
  "/exemplos-de-curriculo",
  "/suporte",
  "/sobre-nos",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/contato",
  "/cookies",
];

test.describe("header on large screens", () => {
  desktopOnly("the phone uses the menu");

  test("links to every main destination", async ({ page }) => {
    await page.goto("/melhorar-curriculo");
    const nav = page.getByRole("navigation", { name: "Principal" });
    await expect(nav.getByRole("link", { name: "Modelos" })).toHaveAttribute("href", "/modelos-de-curriculo");

    await nav.getByRole("link", { name: "Como Funciona" }).click();
    await expect(page).toHaveURL(/\/#como-funciona$/);
    await expect(page.locator("#como-funciona")).toBeInViewport();

    await page.getByRole("banner").getByRole("link", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await nav.getByRole("link", { name: "Início" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole("link", { name: "Início" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("banner").getByRole("link", { name: "Criar Currículo" }).click();
    await expect(page.getByRole("heading", { name: "Informações Pessoais" })).toBeVisible();
    // The header stays on wizard pages; the brand leads home.
    await page.getByRole("banner").getByRole("link", { name: "Vitae" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("menu on small screens", () => {
  phoneOnly("only small screens have the menu");

  test("opens full screen, closes with Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    // While the menu is open the page behind it is inert, so the toggle is found by its markup.
    const toggle = page.locator('header button[aria-controls="menu-celular"]');
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();

    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAttribute("aria-label", "Fechar menu");
    await expect(menu.getByRole("button", { name: "Fechar menu" })).toBeFocused();
    for (const name of ["Início", "Como Funciona", "Modelos", "Entrar", "Criar Currículo"])
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Como Funciona" }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator("#como-funciona")).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, 0));
    await toggle.click();
    await menu.getByRole("button", { name: "Fechar menu" }).click();
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("link", { name: "Criar Currículo" }).click();
    await expect(page).toHaveURL(/\/criar-curriculo$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { name: "Informações Pessoais" })).toBeVisible();
  });
});

test.describe("footer", () => {
  test("links to all content pages and to the social profile", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .getByRole("navigation", { name: "Rodapé" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.sort()).toEqual([...FOOTER_PATHS].sort());

    const social = footer.getByRole("link", { name: /Instagram/ });
    await expect(social).toHaveAttribute("target", "_blank");
    await expect(social).toHaveAttribute("rel", /noopener/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Vitae`);

    await footer.getByRole("link", { name: "Melhorar currículo" }).click();
    await expect(page).toHaveURL(/\/melhorar-curriculo$/);
    await expect(page.getByRole("heading", { level: 1, name: /currículo que você já tem/ })).toBeVisible();
  });
});
