import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "what the address chooses does not depend on the screen; the phone opens both choices above";

// 'Usar este modelo' (/modelos-de-curriculo) and 'Usar como base' (/exemplos-de-curriculo) carry the choice
// into the wizard, and never throw away a resume the person has already started.

// Public pages, the wizard and axe on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** A resume in progress, in the spec's browser-storage layout. */
const DRAFT_IN_PROGRESS = {
  informacoesPessoais: {
    nomeCompleto: "Rosângela Dias Pereira",
    email: "rosangela.dias@exemplo.com.br",
    telefone: "(31) 98877-6655",
    cidade: "Contagem",
    estado: "MG",
  },
  resumoProfissional: {
    cargo: "Repositora",
    resumo: "Repositora com três anos de experiência em supermercado, cuidando de gôndolas e validade.",
  },
  templateSelecionado: "moderno",
};

const next = (page: Page) => page.getByRole("button", { name: "Próximo" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const EXAMPLE_NOTICE =
  "Você começou a partir do exemplo “Desenvolvedora Front-end”. Troque os dados pelos seus.";

async function useExample(page: Page, role: string) {
  await page.goto("/exemplos-de-curriculo");
  // The tabs answer once React has taken over the prerendered page.
  await expect(page.getByLabel("Nível de experiência")).toBeEnabled();
  await page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: role, exact: true }) })
    .getByRole("link", { name: /^Usar como base/ })
    .click();
}

test("'Usar este modelo' opens the wizard with that template already chosen", async ({ page }) => {
  await page.goto("/modelos-de-curriculo");
  await page.getByRole("link", { name: "Usar este modelo Técnico" }).click();

  // The choice is made and said; the address no longer carries it, so Back does not apply it again.
  await expect(page).toHaveURL(/\/choose-option$/);
  await expect(page.getByRole("status").filter({ hasText: "Modelo Técnico escolhido." })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "Criar um novo currículo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeVisible();
  await page.getByLabel("Nome completo").fill("Marcos Antônio Ribeiro");

  // Reaching the template step later, Técnico is the selected one (and survives a reload).
  await page.goto("/escolher-template");
  await expect(page.getByRole("radio", { name: "Técnico" })).toBeChecked();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Técnico" })).toBeChecked();
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("'Usar este modelo' over a resume in progress changes only its template", async ({ page }) => {
    await seedStorage(page, DRAFT_IN_PROGRESS);
    await page.goto("/modelos-de-curriculo");
    await page.getByRole("link", { name: "Usar este modelo Acadêmico" }).click();

    await expect(page).toHaveURL(/\/escolher-template$/);
    // The Acadêmico model is printed with its own (PRO) template.
    await expect(toast(page, "Modelo Acadêmico aplicado ao seu currículo em andamento.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Acadêmico" })).toBeChecked();

    await page.goto("/criar-curriculo");
    await expect(page.getByLabel("Nome completo")).toHaveValue("Rosângela Dias Pereira");
    await expect(page.getByLabel("E-mail")).toHaveValue("rosangela.dias@exemplo.com.br");
  });
});

test("'Usar como base' fills the wizard with the example's texts and says so", async ({ page }) => {
  await useExample(page, "Desenvolvedora Front-end");

  await expect(page).toHaveURL(/\/criar-curriculo$/);
  await expect(page.getByRole("status").filter({ hasText: EXAMPLE_NOTICE })).toBeVisible();
  // Name and contacts are the person's own: left empty, not a fictional person's.
  await expect(page.getByLabel("Nome completo")).toHaveValue("");
  await expect(page.getByLabel("E-mail")).toHaveValue("");
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Nome completo").fill("Juliana Costa Melo");
  await page.getByLabel("E-mail").fill("juliana.melo@exemplo.com.br");
  await page.getByLabel("Telefone").fill("(81) 99123-4567");
  await page.getByLabel("Cidade e Estado").fill("Olinda, PE");
  await next(page).click();

  await expect(page).toHaveURL(/\/resumo-profissional$/);
  await expect(page.getByLabel("Cargo desejado (opcional)")).toHaveValue("Desenvolvedora Front-end");
  await expect(page.getByLabel("Resumo profissional")).toHaveValue(
    /^Desenvolvedora front-end com um ano e meio/,
  );
  await next(page).click();

  await expect(page).toHaveURL(/\/experiencia-profissional$/);
  const job = page.getByRole("group", { name: "Experiência 1" });
  await expect(job.getByLabel("Empresa")).toHaveValue("Pague Fácil Pagamentos");
  await expect(job.getByLabel("Cargo")).toHaveValue("Desenvolvedora Front-end Júnior");
  await expect(page.getByRole("group", { name: "Experiência 2" })).toBeVisible();
  await next(page).click();

  await expect(page).toHaveURL(/\/formacao-academica$/);
  const course = page.getByRole("group", { name: "Formação 1" });
  await expect(course.getByLabel("Instituição")).toHaveValue("Universidade Federal de Pernambuco");
  await next(page).click();

  await expect(page).toHaveURL(/\/habilidades$/);
  await expect(page.getByRole("list", { name: "Habilidades técnicas adicionadas" })).toContainText(
    "TypeScript",
  );
});

test("'Usar como base' asks before replacing a resume in progress, and keeps it unless told", async ({
  page,
}) => {
  await seedStorage(page, DRAFT_IN_PROGRESS);
  await useExample(page, "Desenvolvedora Front-end");

  const dialog = page.getByRole("dialog", { name: "Substituir o currículo em andamento?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Usar o exemplo “Desenvolvedora Front-end” troca o que você escreveu");
  await expectNoSeriousA11yViolations(page);
  // Closing the question changes nothing.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/choose-option$/);
  await expect(toast(page, "Novo currículo iniciado")).toHaveCount(0);

  await useExample(page, "Desenvolvedora Front-end");
  await dialog.getByRole("button", { name: "Continuar meu currículo" }).click();
  await expect(page).toHaveURL(/\/criar-curriculo$/);
  await expect(page.getByLabel("Nome completo")).toHaveValue("Rosângela Dias Pereira");
  await expect(page.getByText(EXAMPLE_NOTICE)).toHaveCount(0);

  await useExample(page, "Desenvolvedora Front-end");
  await dialog.getByRole("button", { name: "Usar o exemplo" }).click();
  await expect(page).toHaveURL(/\/criar-curriculo$/);
  await expect(page.getByRole("status").filter({ hasText: EXAMPLE_NOTICE })).toBeVisible();
  await expect(page.getByLabel("Nome completo")).toHaveValue("");
  // The template she had chosen stays chosen.
  await page.goto("/escolher-template");
  await expect(page.getByRole("radio", { name: "Moderno" })).toBeChecked();
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("an unknown template or example in the address is ignored", async ({ page }) => {
    for (const query of ["modelo=barroco", "exemplo=nao-existe", "exemplo=%3Cscript%3E"]) {
      await page.goto(`/choose-option?${query}`);
      await expect(page.getByRole("heading", { level: 1, name: "Como deseja continuar?" })).toBeVisible();
      await expect(page).toHaveURL(/\/choose-option(\?.*)?$/);
      await expect(page.getByRole("status").filter({ hasText: "escolhido" })).toHaveCount(0);
    }
  });
});
