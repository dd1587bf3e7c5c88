import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expect, test } from "../fixtures/test.ts";

// These specs are the first visit itself: no cookie choice made yet.
test.use({ cookieChoiceMade: false });
// Several pages and reloads each: more than the default time on a busy machine.
test.describe.configure({ timeout: 60_000 });

const banner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });
const savedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as Record<string, unknown>);
const switchNamed = (page: Page, name: string) => page.getByRole("switch", { name });

test("the first visit asks once; accepting survives a reload and other pages", async ({ page }) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await banner(page).getByRole("button", { name: "Aceitar todos" }).click();
  await expect(banner(page)).toBeHidden();
  expect(await savedConsent(page)).toMatchObject({ performance: true, functionality: true, marketing: true });
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await page.goto("/cookies");
  for (const name of ["Desempenho", "Funcionalidade", "Marketing"])
    await expect(switchNamed(page, name)).toHaveAttribute("aria-checked", "true");
});

test("rejecting keeps only the essential ones, and says so on /cookies", async ({ page }) => {
  await page.goto("/sobre-nos");
  await banner(page).getByRole("button", { name: "Rejeitar" }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await savedConsent(page)).toMatchObject({
    performance: false,
    functionality: false,
    marketing: false,
  });
  await page.goto("/cookies");
  for (const name of ["Desempenho", "Funcionalidade", "Marketing"])
    await expect(switchNamed(page, name)).toHaveAttribute("aria-checked", "false");
});

test("'Configurar' opens /cookies, where each choice is saved with a confirmation", async ({ page }) => {
  await page.goto("/contato");
  await banner(page).getByRole("link", { name: "Configurar" }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole("heading", { level: 1, name: "Política de cookies" })).toBeVisible();
  await expect(banner(page)).toBeHidden();

  const essential = page.getByRole("switch", { name: /^Essenciais/ });
  await expect(essential).toHaveAttribute("aria-checked", "true");
  await expect(essential).toBeDisabled();

  await switchNamed(page, "Desempenho").click();
  await expect(switchNamed(page, "Desempenho")).toHaveAttribute("aria-checked", "true");
  await page.getByRole("button", { name: "Salvar preferências" }).click();
  await expect(page.getByRole("status")).toHaveText(/Preferências salvas/);
  await page.reload();
  await expect(switchNamed(page, "Desempenho")).toHaveAttribute("aria-checked", "true");
  await expect(switchNamed(page, "Marketing")).toHaveAttribute("aria-checked", "false");

  await page.getByRole("button", { name: "Rejeitar todos" }).click();
  await expect(page.getByRole("status")).toHaveText(/apenas os cookies essenciais/);
  await expect(switchNamed(page, "Desempenho")).toHaveAttribute("aria-checked", "false");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect(await savedConsent(page)).toMatchObject({ performance: false, marketing: false });
  await page.goto("/cookies");
  await expectNoSeriousA11yViolations(page);
});

test("/cookies explains every cookie and storage key Vitae uses", async ({ page }) => {
  await page.goto("/cookies");
  for (const key of ["better-auth.session_token", "sidebar_state", "informacoesPessoais", "cookieConsent"])
    await expect(page.getByText(key, { exact: false }).first()).toBeVisible();
});

test("nothing but the site itself loads, and nothing is stored, before the visitor chooses", async ({
  page,
  context,
}) => {
  const origins = new Set<string>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http")) origins.add(url.origin);
  });
  for (const path of ["/", "/blog", "/modelos-de-curriculo", "/contato"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeVisible();
  }
  await page.waitForLoadState("networkidle");
  expect([...origins]).toEqual([new URL(page.url()).origin]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
});
