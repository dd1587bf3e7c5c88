import { expect, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly } from "../fixtures/test.ts";
import {
  AUTO_NAME,
  expectNoHorizontalScroll,
  fillSignup,
  STORED_RESUME,
  signUpThroughApi,
  storeResume,
  toastWith,
  VISITOR_DRAFT,
} from "./dashboard-test.ts";

const sameOnEveryScreen =
  "where a button leads and what is saved do not depend on the screen; the phone checks the dashboard's layout in the journey above";

test("a visitor's resume is kept on sign-up, then edited, saved, conflicted and deleted", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await seedStorage(page, VISITOR_DRAFT);
  await page.goto("/visualizacao-final");
  await page.getByRole("button", { name: "Salvar Currículo" }).click();
  const signupDialog = page.getByRole("dialog", { name: "Cadastro necessário" });
  await signupDialog.getByRole("button", { name: "Fazer cadastro" }).click();
  await fillSignup(page, "Joana Prado Lima", uniqueEmail("painel"));
  await expect(toastWith(page, "Currículo salvo automaticamente")).toBeVisible();

  await page.goto("/dashboard");
  const card = page.getByRole("listitem").filter({ hasText: AUTO_NAME });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Finalizado");
  await expect(card).toContainText("Moderno");
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // Editar opens the wizard on the saved resume, in edit mode.
  await card.getByRole("button", { name: "Editar" }).click();
  await expect(page).toHaveURL(/\/criar-curriculo$/);
  await expect(toastWith(page, "Currículo carregado com sucesso")).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue("Joana Prado Lima");

  // Save under a new name; the update keeps the same resume.
  await page.goto("/visualizacao-final");
  await page.getByRole("button", { name: "Salvar Currículo" }).click();
  const saveDialog = page.getByRole("dialog", { name: "Salvar Currículo" });
  const name = saveDialog.getByLabel("Nome do currículo");
  await name.fill("  ");
  await saveDialog.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(saveDialog.getByText("Por favor, dê um nome ao seu currículo")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await name.fill("Meu currículo de assistente");
  await saveDialog.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(toastWith(page, "Currículo atualizado com sucesso!")).toBeVisible();
  await page.goto("/dashboard");
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Meu currículo de assistente" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(1);

  // A second tab saves first; this tab's save, based on the older version, is a conflict.
  await page.goto("/visualizacao-final");
  const other = await context.newPage();
  await other.goto("/dashboard");
  await other.getByRole("button", { name: "Visualizar" }).click();
  await expect(other).toHaveURL(/\/visualizacao-final$/);
  await other.getByRole("button", { name: "Salvar Currículo" }).click();
  await other
    .getByRole("dialog", { name: "Salvar Currículo" })
    .getByRole("button", { name: "Salvar", exact: true })
    .click();
  await expect(toastWith(other, "Currículo atualizado com sucesso!")).toBeVisible();
  await other.close();

  await page.getByRole("button", { name: "Salvar Currículo" }).click();
  await page
    .getByRole("dialog", { name: "Salvar Currículo" })
    .getByRole("button", { name: "Salvar", exact: true })
    .click();
  const conflict = page.getByRole("dialog", { name: "Currículo alterado em outro lugar" });
  await expect(conflict).toContainText("Este currículo foi alterado em outra aba ou aparelho.");
  await conflict.getByRole("button", { name: "Salvar por cima" }).click();
  await expect(toastWith(page, "Currículo atualizado com sucesso!")).toBeVisible();
  await expect(conflict).toBeHidden();

  // Delete, after the confirmation.
  await page.goto("/dashboard");
  await page.getByRole("button", { name: /^Excluir / }).click();
  const confirm = page.getByRole("dialog", { name: "Excluir currículo" });
  await expect(confirm).toContainText("Tem certeza que deseja excluir este currículo?");
  await confirm.getByRole("button", { name: "Excluir", exact: true }).click();
  await expect(toastWith(page, "Currículo excluído com sucesso")).toBeVisible();
  await expect(page.getByText("Você ainda não criou nenhum currículo")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A new resume starts empty, not on top of the one opened before.
  await page.getByRole("main").getByRole("link", { name: "Criar currículo", exact: true }).click();
  await expect(page).toHaveURL(/\/criar-curriculo$/);
  await expect(toastWith(page, "Novo currículo iniciado")).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue("");
  expect(await page.evaluate(() => localStorage.getItem("currentResumeId"))).toBeNull();
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("Baixar PDF and Analisar lead to the plans", async ({ page }) => {
    await seedStorage(page, VISITOR_DRAFT);
    await page.goto("/signup");
    await fillSignup(page, "Joana Prado Lima", uniqueEmail("plano"));
    await expect(toastWith(page, "Currículo salvo automaticamente")).toBeVisible();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Analisar" }).click();
    await expect(toastWith(page, "Você precisa de um plano ativo para análises com IA")).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Baixar PDF" }).click();
    await expect(toastWith(page, "Você precisa de um plano ativo para baixar currículos")).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
  });

  test("the final view auto-saves an unsaved resume once and sends Baixar PDF to the plans", async ({
    page,
  }) => {
    await page.goto("/signup");
    await fillSignup(page, "Joana Prado Lima", uniqueEmail("auto"));
    await expect(page).not.toHaveURL(/\/signup$/);
    // A fresh page load, so the sign-up's claim of a visitor draft (there is none) cannot see the one added next.
    await page.goto("/dashboard");
    await expect(page.getByText("Você ainda não criou nenhum currículo")).toBeVisible();
    // A resume typed while signed in, never saved.
    await page.evaluate((draft) => {
      for (const [key, value] of Object.entries(draft)) localStorage.setItem(key, JSON.stringify(value));
      localStorage.removeItem("currentResumeId");
    }, VISITOR_DRAFT);
    await page.goto("/visualizacao-final");
    await expect(toastWith(page, "Currículo salvo automaticamente")).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("currentResumeId"))).toBeTruthy();
    await page.reload();
    await expect(page.getByRole("button", { name: "Salvar Currículo" })).toBeVisible();
    await expect(toastWith(page, "Currículo salvo automaticamente")).toHaveCount(0);

    await page.getByRole("button", { name: "Baixar PDF" }).click();
    await expect(toastWith(page, "Você precisa de um plano ativo para baixar currículos")).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 2, name: AUTO_NAME })).toHaveCount(1);
  });

  test("at 1280 px, and on narrower screens, a card's 'Baixar PDF' is written out whole", async ({
    page,
    baseURL,
  }) => {
    if (!baseURL) throw new Error("no baseURL");
    await signUpThroughApi(page, baseURL, uniqueEmail("painel-rotulo"));
    // Three cards, so the widest screen has its three columns.
    for (const name of [
      "Currículo de Joana",
      "Currículo para vagas de escritório",
      "Currículo para atendimento",
    ])
      await storeResume(page, baseURL, name, STORED_RESUME);
    for (const width of [1280, 1024, 800, 700, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/dashboard");
      const card = page.getByRole("listitem").filter({ hasText: "Currículo de Joana" });
      const label = card.getByRole("button", { name: "Baixar PDF" }).getByText("Baixar PDF");
      await expect(label).toBeVisible();
      const fits = await label.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits, `'Baixar PDF' cut at ${width} px`).toBe(true);
    }
  });
});

test("a card names its resume's template, with the badge when it is a PRO one", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  await signUpThroughApi(page, baseURL, uniqueEmail("painel-pro"));
  await storeResume(page, baseURL, "Currículo elegante", { ...STORED_RESUME, templateId: "elegante" });
  await storeResume(page, baseURL, "Currículo moderno", { ...STORED_RESUME, templateId: "moderno" });
  await page.goto("/dashboard");
  const card = (name: string) => page.getByRole("listitem").filter({ hasText: name });
  await expect(card("Currículo elegante")).toContainText("Template:Elegante");
  await expect(card("Currículo elegante").getByText("Modelo PRO", { exact: true })).toBeVisible();
  await expect(card("Currículo moderno")).toContainText("Template:Moderno");
  await expect(card("Currículo moderno").getByText("Modelo PRO", { exact: true })).toHaveCount(0);
});
