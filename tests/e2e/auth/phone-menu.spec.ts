import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { phoneOnly } from "../fixtures/test.ts";
import {
  expect,
  STRONG_PASSWORD,
  signInThroughForm,
  signUpThroughForm,
  test,
  uniqueEmail,
} from "./auth-test.ts";

phoneOnly("the small-screen menu; desktop runs the account journey");

test("on a phone: sign up, the menu holds the account items, sign out and back in", async ({ page }) => {
  // A sign-up, a sign-out and a sign-in, each hashing or checking a password on the server.
  test.setTimeout(60_000);
  const email = uniqueEmail("bruno");
  // The header's user menu is hidden below 768 px (the menu panel has its items): a phone never loads its code.
  const userMenuCode: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/user-menu-[^/]*\.js$/.test(request.url())) userMenuCode.push(request.url());
  });
  await page.goto("/login");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Criar conta" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Criar sua conta" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signUpThroughForm(page, "", email);
  await expect(page.getByText("Nome completo é obrigatório")).toBeVisible();
  await page.getByLabel("Nome completo").fill("Bruno Costa");
  await expect(page.getByText("Nome completo é obrigatório")).toHaveCount(0);
  await page.getByRole("button", { name: "Criar conta" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole("button", { name: "Abrir menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText("Bruno Costa")).toBeVisible();
  await menu.getByRole("link", { name: "Meu Perfil" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Abrir menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Sair" }).click();
  await expect(page.getByText("Você saiu com sucesso.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login$/);
  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/profile$/);
  expect(userMenuCode).toEqual([]);
});
