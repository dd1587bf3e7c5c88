import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly } from "../fixtures/test.ts";
import {
  expect,
  readMailedLink,
  STRONG_PASSWORD,
  signInThroughForm,
  signUpThroughForm,
  test,
  uniqueEmail,
} from "./auth-test.ts";

// One person's account from sign-up to a reset password, in order: each step needs the one before.
// Desktop only: the server limits sign-ups per address, and the phone spec covers the small-screen menu.
test.describe.configure({ mode: "serial" });
desktopOnly("the phone has its own account spec");

const email = uniqueEmail("ana");
const NAME = "Ana Beatriz Souza";
const NEW_PASSWORD = "Pitanga-Madura-7788";

test("sign up, see the signed-in header, sign out", async ({ page }) => {
  await page.goto("/signup");
  await expect(page.getByRole("heading", { level: 1, name: "Criar sua conta" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Criar conta" }).click();
  for (const message of [
    "Nome completo é obrigatório",
    "E-mail inválido",
    "A senha deve ter no mínimo 8 caracteres",
    "Você precisa aceitar os termos e condições",
  ])
    await expect(page.getByText(message)).toBeVisible();

  await signUpThroughForm(page, NAME, email);
  await expect(page.getByText("Conta criada com sucesso!")).toBeVisible();
  // Back to the origin '/', which sends a signed-in person to the dashboard.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meus Currículos" })).toBeVisible();

  const menu = page.getByRole("button", { name: NAME });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Meus Currículos" })).toBeVisible();
  await menu.click();
  await expect(page.getByRole("menuitem", { name: "Meu Perfil" })).toBeVisible();
  await page.getByRole("menuitem", { name: "Meu Perfil" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Meu Perfil" })).toBeVisible();
  await expect(page.getByRole("main").getByText(email)).toBeVisible();
  await expect(page.getByText("Esta sessão")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: NAME }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await expect(page.getByText("Você saiu com sucesso.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Entrar" }).first()).toBeVisible();
});

test("sign in with a wrong, then the right password", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Entrar na sua conta" })).toBeVisible();
  await expect(page.getByText("Entre para continuar de onde parou.")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await signInThroughForm(page, email, "Senha-Errada-123");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos");

  const toggle = page.getByRole("button", { name: "Mostrar senha" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Ocultar senha" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Senha", { exact: true })).toHaveAttribute("type", "text");

  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(page.getByText("Login realizado com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a duplicate e-mail and a weak password are refused with reasons", async ({ page }) => {
  await signUpThroughForm(page, "Outra Pessoa", email);
  await expect(
    page.getByText("Este e-mail já está em uso. Por favor, use outro e-mail ou faça login."),
  ).toBeVisible();

  await signUpThroughForm(page, "Carlos Lima", uniqueEmail("carlos"), "12345678");
  await expect(page.getByText("Escolha uma senha mais forte.")).toBeVisible();
  await expect(
    page
      .locator("ul li")
      .filter({ hasText: /senha|comum|adivinhar/i })
      .first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test("the guard sends a visitor to /login and back after signing in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Entre para continuar de onde parou.")).toBeVisible();
  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: "Meus Currículos" })).toBeVisible();

  // Signed in, /signup sends the person back to where they came from ('/', hence the dashboard).
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/dashboard$/);

  // The earlier test's sign-in is still open elsewhere: it can be ended from the profile.
  await page.goto("/profile");
  const sessions = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: "Encerrar sessão" }) });
  await expect(sessions.filter({ hasText: "Esta sessão" })).toHaveCount(1);
  const before = await sessions.count();
  expect(before).toBeGreaterThan(1);
  await sessions
    .filter({ hasNotText: "Esta sessão" })
    .first()
    .getByRole("button", { name: "Encerrar sessão" })
    .click();
  await expect(page.getByText("Sessão encerrada.")).toBeVisible();
  await expect(sessions).toHaveCount(before - 1);
});

test("forgot password: same answer for anyone, a single-use link, the new password works", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two devices, two e-mails, three password hashes and two accessibility checks: ~15 s on a quiet machine.
  test.setTimeout(60_000);
  // Signed in on another device: resetting the password must end that session too.
  const elsewhere = await browser.newPage({ baseURL });
  await elsewhere.goto("/login");
  await signInThroughForm(elsewhere, email, STRONG_PASSWORD);
  await expect(elsewhere).toHaveURL(/\/dashboard$/);

  const answer = "Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.";
  await page.goto("/forgot-password");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("E-mail").fill(uniqueEmail("ninguem"));
  await page.getByRole("button", { name: "Enviar link de recuperação" }).click();
  await expect(page.getByText(answer)).toBeVisible();

  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Enviar link de recuperação" }).click();
  await expect(page.getByText(answer)).toBeVisible();

  const link = await readMailedLink(email, "/reset-password");
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Criar nova senha" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Nova senha", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirmar nova senha").fill("outra-coisa");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText("As senhas não coincidem")).toBeVisible();
  await page.getByLabel("Confirmar nova senha").fill(NEW_PASSWORD);
  await expect(page.getByText("As senhas não coincidem")).toHaveCount(0);
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByText("Sua senha foi redefinida com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await elsewhere.goto("/profile");
  await expect(elsewhere).toHaveURL(/\/login$/);
  await elsewhere.close();

  await signInThroughForm(page, email, STRONG_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou senha incorretos");
  await signInThroughForm(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The used link is dead.
  await page.goto(link);
  await page.getByLabel("Nova senha", { exact: true }).fill("Outra-Senha-Forte-42");
  await page.getByLabel("Confirmar nova senha").fill("Outra-Senha-Forte-42");
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await expect(page.getByRole("alert")).toHaveText("Link de recuperação inválido ou expirado.");
});

test("/reset-password without a token sends the person to ask for a new link", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText("Link de recuperação inválido ou expirado.")).toBeVisible();
});
