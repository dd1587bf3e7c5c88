import { join } from "node:path";
import type { Page } from "@playwright/test";
import { CORPUS_DIR } from "../../../src/server/import/testing/corpus.ts";
import { expect as baseExpect, test } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "the server's answers do not depend on the screen; the phone shows the upload's errors above";

// Pages load their code on demand and the server parses files: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// /melhorar-curriculo refuses what it cannot read, with the spec's messages, before or after sending.

/** The file input; its label reads "Trocar arquivo" once a file is chosen. */
const chooseFile = (page: Page) => page.getByLabel(/^(Escolher|Trocar) arquivo$/);
const send = (page: Page) => page.getByRole("button", { name: "Enviar currículo" });
const alert = (page: Page) => page.getByRole("alert");
/** Reading a file takes well under a second, but a loaded test machine may be much slower. */
const SERVER_WORK_MS = 60_000;

const fakeFile = (name: string, mimeType: string, size = 2_000) => ({
  name,
  mimeType,
  buffer: Buffer.alloc(size, 0x41),
});

test("explains each file it cannot take, and still offers to fill in by hand", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/melhorar-curriculo");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dê uma cara nova ao currículo que você já tem",
  );
  await expect(chooseFile(page)).toHaveAttribute("accept", /\.pdf.*\.docx/);
  await expectNoSeriousA11yViolations(page);

  await send(page).click();
  await expect(alert(page)).toHaveText("Por favor, selecione um arquivo PDF ou DOCX para continuar.");

  await chooseFile(page).setInputFiles(fakeFile("foto.png", "image/png"));
  await expect(alert(page)).toHaveText("Apenas arquivos PDF ou DOCX são permitidos.");

  await chooseFile(page).setInputFiles(fakeFile("curriculo-antigo.doc", "application/msword"));
  await expect(alert(page)).toContainText("Arquivos .doc (Word 97-2003) não são aceitos.");
  await expect(alert(page)).toContainText("PDF ou DOCX");

  await chooseFile(page).setInputFiles(join(CORPUS_DIR, "bad/oversized.pdf"));
  await expect(alert(page)).toHaveText("O tamanho do arquivo excede o limite de 5MB.");
  await expectNoSeriousA11yViolations(page);

  await expect(page.getByRole("link", { name: "Preencher manualmente" })).toHaveAttribute(
    "href",
    "/melhorar-curriculo/criar-curriculo",
  );
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("shows the server's reason for a file that only looks like a PDF or cannot be read", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto("/melhorar-curriculo");
    // A PNG named .pdf passes the browser's check; the server reads its bytes.
    await chooseFile(page).setInputFiles(join(CORPUS_DIR, "bad/not-a-pdf.pdf"));
    await expect(page.getByText("not-a-pdf.pdf")).toBeVisible();
    await send(page).click();
    await expect(alert(page)).toHaveText("Apenas arquivos PDF ou DOCX são permitidos.", {
      timeout: SERVER_WORK_MS,
    });

    await chooseFile(page).setInputFiles(join(CORPUS_DIR, "bad/encrypted.pdf"));
    await send(page).click();
    await expect(alert(page)).toContainText("Este PDF está protegido por senha.", {
      timeout: SERVER_WORK_MS,
    });

    await chooseFile(page).setInputFiles(join(CORPUS_DIR, "bad/image-only.pdf"));
    await send(page).click();
    await expect(alert(page)).toContainText("Não encontramos texto neste arquivo", {
      timeout: SERVER_WORK_MS,
    });
    await expect(page).toHaveURL(/\/melhorar-curriculo$/);
  });

  test("a draft link that no longer works says so and keeps the resume in progress", async ({ page }) => {
    await page.goto("/criar-curriculo");
    await page.getByLabel("Nome completo").fill("Rita de Cássia Lima");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("informacoesPessoais") ?? ""))
      .toContain("Rita");

    await page.goto(`/choose-option?draft_id=${crypto.randomUUID()}`);
    await expect(page.getByText("Não foi possível carregar os dados do rascunho.")).toBeVisible({
      timeout: SERVER_WORK_MS,
    });
    await expect(page).toHaveURL(/\/choose-option$/);
    await expect(page.getByRole("heading", { level: 1, name: "Como deseja continuar?" })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("informacoesPessoais") ?? "")).toContain(
      "Rita de Cássia",
    );
  });
});

test("the service page explains the import and leads to the upload", async ({ page }) => {
  await page.goto("/melhorar-curriculo-info");
  await expect(page).toHaveTitle("Melhore seu currículo atual | Vitae");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("sem digitar tudo de novo");
  await expect(page.getByRole("heading", { level: 2, name: "Como funciona" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Enviar meu currículo", exact: true }).click();
  await expect(page).toHaveURL(/\/melhorar-curriculo$/);
  await expect(chooseFile(page)).toBeAttached();
});
