import { readFileSync } from "node:fs";
import { expect, STRONG_PASSWORD, signUpThroughForm, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { toastWith } from "./dashboard-test.ts";

test("Meu Perfil exports my data and deletes my account", async ({ page }) => {
  // A sign-up, an export and a deletion that checks the password twice (a wrong one first).
  test.setTimeout(60_000);
  const email = uniqueEmail("lgpd");
  await signUpThroughForm(page, "Carlos Nogueira", email);
  await expect(page).not.toHaveURL(/\/signup$/);
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Baixar meus dados" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("vitae-meus-dados.json");
  const exported = JSON.parse(readFileSync((await download.path()) ?? "", "utf8"));
  expect(exported.user.email).toBe(email);

  await page.getByRole("button", { name: "Excluir minha conta" }).click();
  const dialog = page.getByRole("dialog", { name: "Excluir minha conta" });
  await dialog.getByLabel("Senha").fill("senha-errada-123");
  await dialog.getByRole("button", { name: "Excluir conta" }).click();
  await expect(dialog.getByText("Senha incorreta.")).toBeVisible();
  await dialog.getByLabel("Senha").fill(STRONG_PASSWORD);
  await dialog.getByRole("button", { name: "Excluir conta" }).click();
  await expect(toastWith(page, "Sua conta e todos os seus dados foram excluídos.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
});
