import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expect, readMailedLink, signUpThroughForm, test, uniqueEmail } from "./auth-test.ts";

test("a new account is asked to confirm its e-mail until the mailed link is opened", async ({ page }) => {
  const email = uniqueEmail("confirma");
  await signUpThroughForm(page, "Carla Mendes", email);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The signed-in area works meanwhile, with a banner that can send the link again.
  const banner = page.getByRole("region", { name: "Confirmação de e-mail" });
  await expect(banner).toContainText("Confirme seu e-mail.");
  await expect(banner).toContainText(email);
  await expect(page.getByRole("heading", { level: 1, name: "Meus Currículos" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const first = await readMailedLink(email, "/verificar-email");
  await banner.getByRole("button", { name: "Reenviar e-mail" }).click();
  await expect(page.getByText(`Enviamos um novo link de confirmação para ${email}.`)).toBeVisible();
  const link = await readMailedLink(email, "/verificar-email", first);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "E-mail confirmado!" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Ir para o painel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meus Currículos" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Confirmação de e-mail" })).toHaveCount(0);

  // A link works once.
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Não foi possível confirmar seu e-mail" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "Link de confirmação inválido, expirado ou já usado. Peça um novo e-mail de confirmação.",
  );
});
