import type { Page } from "@playwright/test";
import { expect, signUpThroughForm, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly } from "../fixtures/test.ts";
import { expectNoSidewaysScroll, readOutbox } from "./content-helpers.ts";

const sameOnEveryScreen =
  "the form's rules and what reaches the team do not depend on the screen; the phone checks the form's layout and messages above";

// Each test runs axe and several page loads: room for a busy machine.
test.describe.configure({ timeout: 60_000 });

/** The submit button is enabled once React has taken over the prerendered page; tabs answer from then on. */
const expectInteractive = (page: Page) =>
  expect(page.getByRole("button", { name: "Enviar mensagem" })).toBeEnabled();

const TEAM = "contato@vitae.example";
const MB = 1024 * 1024;

const file = (name: string, bytes = 1024, mimeType = "application/octet-stream") => ({
  name,
  mimeType,
  buffer: Buffer.alloc(bytes, 65),
});

test("/suporte: the contact form explains each mistake in Portuguese", async ({ page }) => {
  const response = await page.goto("/suporte");
  expect(response?.status()).toBe(200);
  await expectInteractive(page);
  await expect(page.getByRole("tablist", { name: "Seções do suporte" }).getByRole("tab")).toHaveText([
    "Contato",
    "Perguntas frequentes",
    "Meus chamados",
  ]);
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByLabel("Nome completo")).toHaveAccessibleDescription(
    "Nome completo deve ter pelo menos 3 caracteres",
  );
  await expect(page.getByLabel("E-mail")).toHaveAccessibleDescription("E-mail inválido");
  await expect(page.getByLabel("Assunto")).toHaveAccessibleDescription(
    "Informe o assunto com pelo menos 3 caracteres",
  );
  await expect(page.getByLabel("Categoria")).toHaveAccessibleDescription("Escolha uma categoria");
  await expect(page.getByLabel("Mensagem")).toHaveAccessibleDescription(
    "Escreva sua mensagem com pelo menos 20 caracteres",
  );
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Fixing a field clears its message as you type.
  await page.getByLabel("E-mail").fill("ana@example.com");
  await expect(page.getByText("E-mail inválido")).toBeHidden();
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("attachments: at most 5 files of 2MB, in accepted formats, each removable", async ({ page }) => {
    await page.goto("/suporte");
    await expectInteractive(page);
    const picker = page.getByLabel("Escolher arquivos");
    await picker.setInputFiles([file("grande.pdf", 2 * MB + 1), file("programa.exe")]);
    await expect(page.getByRole("alert")).toHaveText("grande.pdf: Cada arquivo pode ter no máximo 2MB");
    await picker.setInputFiles([file("programa.exe")]);
    await expect(page.getByRole("alert")).toHaveText(
      "programa.exe: Formato não aceito: envie PDF, DOCX, TXT, PNG ou JPG",
    );

    await picker.setInputFiles(["1", "2", "3", "4", "5", "6"].map((n) => file(`tela-${n}.png`)));
    const chosen = page.getByRole("list", { name: "Anexos (opcional)" }).getByRole("listitem");
    await expect(chosen).toHaveCount(5);
    await expect(page.getByRole("alert")).toHaveText("tela-6.png: Envie no máximo 5 arquivos");
    await expect(picker).toBeDisabled();
    await page.getByRole("button", { name: "Remover tela-3.png" }).click();
    await expect(chosen).toHaveCount(4);
    await expect(picker).toBeEnabled();
  });

  test("a valid request is confirmed and reaches the team with its attachment", async ({ page }) => {
    const email = uniqueEmail("suporte");
    const subject = `Erro ao baixar ${Date.now()}`;
    await page.goto("/suporte");
    await expectInteractive(page);
    await page.getByLabel("Nome completo").fill("Helena Duarte");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Assunto").fill(subject);
    await page.getByLabel("Categoria").selectOption({ label: "Download (PDF, DOCX, TXT)" });
    await page
      .getByLabel("Mensagem")
      .fill("Cliquei em Baixar PDF e apareceu um erro. Segue a captura da tela.");
    await page.getByLabel("Escolher arquivos").setInputFiles(file("captura.png", 2048, "image/png"));
    await page.getByRole("button", { name: "Enviar mensagem" }).click();

    const confirmation = page.getByRole("status").filter({ hasText: "Chamado enviado!" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(email);
    await expect(confirmation).toContainText("24 horas úteis");

    await expect
      .poll(() => readOutbox().filter((m) => m.subject === `[Suporte] ${subject}`).length, {
        timeout: 10_000,
      })
      .toBe(1);
    const team = readOutbox().find((m) => m.subject === `[Suporte] ${subject}`) as unknown as {
      to: string;
      replyTo: string;
      text: string;
      attachments: { filename: string; content: string }[];
    };
    expect(team.to).toBe(TEAM);
    expect(team.replyTo).toBe(email);
    expect(team.text).toContain("Categoria: Download (PDF, DOCX, TXT)");
    expect(team.attachments).toEqual([
      { filename: "captura.png", content: Buffer.alloc(2048, 65).toString("base64"), encoding: "base64" },
    ]);
    expect(readOutbox().some((m) => m.to === email && m.text.includes("Olá, Helena!"))).toBe(true);

    await page.getByRole("button", { name: "Enviar outra mensagem" }).click();
    await expect(page.getByLabel("Nome completo")).toHaveValue("");
  });
});

test("the FAQ tab answers common questions and leads to the help centre", async ({ page }) => {
  await page.goto("/suporte");
  await expectInteractive(page);
  await page.getByRole("tab", { name: "Perguntas frequentes" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(4);
  await panel.getByRole("link", { name: "Conta e Pagamentos" }).click();
  await expect(page).toHaveURL(/\/centro-de-ajuda#conta-e-pagamentos$/);
  await expect(page.getByRole("heading", { level: 2, name: "Conta e Pagamentos" })).toBeInViewport();
});

test("'Meus chamados' asks for login, and once signed in says answers come by e-mail", async ({ page }) => {
  // A sign-up hashes a password: allow for a busy machine.
  test.setTimeout(90_000);
  await page.goto("/suporte");
  await expectInteractive(page);
  await page.getByRole("tab", { name: "Meus chamados" }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "Entre para ver seus chamados" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
  await expect(panel.getByRole("link", { name: "Criar conta" })).toHaveAttribute("href", "/signup");
  await expectNoSeriousA11yViolations(page);

  await signUpThroughForm(page, "Otávio Reis", uniqueEmail("chamados"));
  await expect(page.getByText("Conta criada com sucesso!")).toBeVisible({ timeout: 20_000 });
  await page.goto("/suporte");
  await expectInteractive(page);
  await page.getByRole("tab", { name: "Meus chamados" }).click();
  await expect(page.getByRole("heading", { name: "Você ainda não tem chamados aqui" })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("as respostas do suporte chegam por e-mail");
});
