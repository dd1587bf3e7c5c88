import type { Page } from "@playwright/test";
import { fillDate } from "../fixtures/date-fields.ts";
import { expectResumeText } from "../fixtures/preview.ts";
import { expect, test } from "../fixtures/test.ts";

// One visitor, start to finish, as a person would do it: mistakes first, the writing helpers, a reload in the
// middle, every template, and the final preview with their own data. Runs on the desktop and the phone.

const next = (page: Page) => page.getByRole("button", { name: "Próximo" });
const card = (page: Page, name: string) => page.getByRole("group", { name });
const alert = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text }).first();

test("a visitor builds a complete resume through the whole wizard", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("link", { name: "Crie seu currículo grátis" }).first().click();

  // Personal info: the empty form explains itself, then the person fills it in.
  await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeVisible();
  await next(page).click();
  await expect(alert(page, "Nome completo deve ter pelo menos 3 caracteres")).toBeVisible();
  await page.getByLabel("Nome completo").fill("Joana D'Arc Nogueira");
  await page.getByLabel("E-mail").fill("joana.nogueira@exemplo.com.br");
  await page.getByLabel("Telefone").fill("(21) 99876-1234");
  await page.getByLabel("Cidade e Estado").fill("Niterói, RJ");
  await page.getByLabel("LinkedIn (opcional)").fill("linkedin.com/in/joana-nogueira");
  await page.getByLabel("Site/Portfólio (opcional)").fill("https://joananogueira.com.br/portfolio");
  await next(page).click();

  // Summary: the helper writes a text for her; she keeps it.
  await expect(page.getByRole("heading", { level: 1, name: "Resumo Profissional" })).toBeVisible();
  await expect(next(page)).toHaveAttribute("aria-disabled", "true");
  await page.getByLabel("Cargo desejado (opcional)").fill("Analista de Logística");
  await page.getByRole("button", { name: "Gerar com IA" }).click();
  await expect(page.getByRole("button", { name: "Gerando resumo..." })).toBeVisible();
  await expect(page.getByLabel("Resumo profissional")).not.toHaveValue("", { timeout: 5000 });
  await next(page).click();

  // Experience: a description needs company and role; then the helper writes it.
  await expect(page.getByRole("heading", { level: 1, name: "Experiência Profissional" })).toBeVisible();
  const job = card(page, "Experiência 1");
  await next(page).click();
  await expect(alert(page, "Nome da empresa é obrigatório")).toBeVisible();
  await job.getByRole("button", { name: "Sugerir descrição com IA" }).click();
  await expect(page.getByText("Informações incompletas").first()).toBeVisible();
  await job.getByLabel("Empresa").fill("Transportadora Rota Sul");
  await job.getByLabel("Cargo").fill("Assistente de Logística");
  await fillDate(job, "início", "2020-02");
  await job.getByLabel("Trabalho aqui atualmente").check();
  await expect(job.getByLabel("Ano de término")).toBeDisabled();
  await job.getByRole("button", { name: "Sugerir descrição com IA" }).click();
  await expect(job.getByLabel("Descrição")).not.toHaveValue("", { timeout: 5000 });

  // A reload in the middle of a step loses nothing.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("experienciasProfissionais") ?? ""))
    .toContain("Transportadora Rota Sul");
  await page.reload();
  await expect(card(page, "Experiência 1").getByLabel("Empresa")).toHaveValue("Transportadora Rota Sul");
  await expect(card(page, "Experiência 1").getByLabel("Trabalho aqui atualmente")).toBeChecked();
  await next(page).click();

  // Education.
  await expect(page.getByRole("heading", { level: 1, name: "Formação Acadêmica" })).toBeVisible();
  await next(page).click();
  await expect(alert(page, "Nome da instituição é obrigatório")).toBeVisible();
  const course = card(page, "Formação 1");
  await course.getByLabel("Instituição").fill("Universidade Federal Fluminense");
  await course.getByLabel("Curso").fill("Tecnologia em Logística");
  await fillDate(course, "início", "2021");
  await course.getByLabel("Situação").selectOption({ label: "Em andamento" });
  await next(page).click();

  // Skills: typed ones and suggested ones.
  await expect(page.getByRole("heading", { level: 1, name: "Habilidades" })).toBeVisible();
  const hard = page.getByLabel("Habilidades técnicas", { exact: true });
  await hard.fill("Roteirização de entregas");
  await hard.press("Enter");
  await page.getByRole("button", { name: "Sugerir habilidades com IA" }).click();
  await page
    .getByRole("button", { name: /Adicionar todas/ })
    .first()
    .click({ timeout: 5000 });
  await next(page).click();

  // Template: blocked without a choice, then the one she likes applied (applying each template in turn is
  // the template step's own spec, steps-5-7).
  await expect(page).toHaveURL(/\/escolher-template$/);
  // The step's own button, once the step is on screen (a tap right after the URL changes may reach the last one).
  await expect(page.getByRole("heading", { name: "Escolha um modelo" })).toBeVisible();
  await next(page).click();
  await expect(alert(page, "Por favor, selecione um template antes de continuar")).toBeVisible();
  await page.getByRole("button", { name: "Aplicar este modelo: Executivo" }).click();
  await expect(page.getByRole("radio", { name: "Executivo" })).toBeChecked();
  await next(page).click();

  // Final preview: her resume, in the template she chose.
  await expect(page).toHaveURL(/\/visualizacao-final$/);
  await expect(page.getByText("Modelo: Executivo")).toBeVisible();
  const resume = page.getByRole("region", { name: "Currículo" });
  for (const text of [
    "Joana D'Arc Nogueira",
    "joana.nogueira@exemplo.com.br",
    "(21) 99876-1234",
    "Analista de Logística",
    "Transportadora Rota Sul",
    "Universidade Federal Fluminense",
    "Roteirização de entregas",
    "linkedin.com/in/joana-nogueira",
    "joananogueira.com.br/portfolio",
  ])
    await expectResumeText(resume, text);
  // The addresses are links too, as in the PDF.
  await expect(
    resume.frameLocator("iframe").first().getByRole("link", { name: "linkedin.com/in/joana-nogueira" }),
  ).toHaveAttribute("href", "https://linkedin.com/in/joana-nogueira");
});
