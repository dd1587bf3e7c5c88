import { desktopOnly } from "../fixtures/test.ts";
import { expect, signInThroughForm, signUpThroughForm, test, uniqueEmail } from "./auth-test.ts";

// What protects an account, seen from the browser: limits on guessing, the session cookie, foreign origins.
desktopOnly("the server's protections do not depend on the screen");

test("repeated wrong passwords are stopped with a Portuguese message", async ({ page }) => {
  const email = uniqueEmail("tentativas");
  await page.goto("/login");
  const limited = page.getByRole("alert").filter({ hasText: "Muitas tentativas" });
  for (let attempt = 0; attempt < 12 && !(await limited.isVisible()); attempt++) {
    await signInThroughForm(page, email, `Senha-Errada-${attempt}`);
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
  }
  await expect(limited).toHaveText("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
});

test("the session cookie is HttpOnly and SameSite=Lax", async ({ page, context }) => {
  await signUpThroughForm(page, "Bruno Carvalho Lima", uniqueEmail("cookie"));
  await expect(page.getByText("Conta criada com sucesso!")).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name.includes("session_token"));
  expect(session, "a session cookie").toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe("Lax");
  // Readable by no script on the page.
  expect(await page.evaluate(() => document.cookie)).not.toContain("session_token");
});

test("a state-changing request from another site is refused", async ({ request }) => {
  const response = await request.post("/api/auth/sign-in/email", {
    headers: { origin: "https://site-malicioso.example" },
    data: { email: "alguem@exemplo.com.br", password: "qualquer-coisa-123" },
  });
  expect(response.status()).toBe(403);
  const body = await response.json();
  expect(body.code).toBe("ORIGIN_NOT_ALLOWED");
  expect(body.message).toBe(
    "Esta solicitação não veio do Vitae e foi recusada. Recarregue a página e tente novamente.",
  );
  expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|\.ts:\d+/);
});
