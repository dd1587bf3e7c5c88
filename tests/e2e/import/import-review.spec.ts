import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { type ExtractedResume, emptyExtractedResume } from "../../../src/core/import/extracted-resume.ts";
import { extractedToResumeData } from "../../../src/core/import/to-resume-data.ts";
import { CORPUS_DIR } from "../../../src/server/import/testing/corpus.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { dateInputs, expectDate, fillDate } from "../fixtures/date-fields.ts";
import { expect as baseExpect, test } from "../fixtures/test.ts";

const expect = baseExpect.configure({ timeout: 15_000 });

// After an import the person is told what was read and sees, field by field, what to check. The server's
// answer is a hand-made extraction (the extractor is tested on its own), so the marks are known in advance.

const DRAFT_ID = "6f1c2a52-3c1e-4b8e-9a57-2d0c5f3b7e11";

const extracted: ExtractedResume = {
  ...emptyExtractedResume(),
  nome: "Renata Moreira Campos",
  email: "renata.campos@example.com.br",
  telefone: "(11) 90000-0123",
  cidade: "Campinas",
  estado: "SP",
  cargo: "Analista de Dados",
  resumo: "Analista de dados com seis anos de experiência em crédito e varejo.",
  experiencias: [
    {
      empresa: "Itaú Unibanco",
      cargo: "Analista de Dados",
      dataInicio: "2019",
      dataFim: null,
      atual: true,
      descricao: "Modelos de risco de crédito para pequenas empresas.",
    },
    {
      empresa: "Magazine Luiza",
      cargo: "Estagiária de BI",
      dataInicio: null,
      dataFim: "2018",
      atual: false,
      descricao: "Painéis de vendas das lojas físicas.",
    },
  ],
  formacoes: [
    {
      instituicao: "Unicamp",
      curso: "Estatística",
      dataInicio: "2013",
      dataFim: "2017",
      situacao: "concluido",
    },
  ],
  hardSkills: ["SQL", "Python"],
  softSkills: ["Comunicação"],
  revisar: ["cargo", "experiencias.0.dataInicio"],
};

async function importHandMadeResume(page: Page) {
  await page.route("**/api/import", (route) =>
    route.fulfill({ json: { extractedData: extracted, draftId: DRAFT_ID } }),
  );
  await page.route(`**/api/drafts/${DRAFT_ID}`, (route) =>
    route.fulfill({ json: { draft: { content: extractedToResumeData(extracted) } } }),
  );
  await page.goto("/melhorar-curriculo");
  await page
    .getByLabel("Escolher arquivo")
    .setInputFiles(join(CORPUS_DIR, "pdf", "en_02_mariana-lopes-vieira.pdf"));
  await page.getByRole("button", { name: "Enviar currículo" }).click();
  await expect(page).toHaveURL(/\/melhorar-curriculo\/criar-curriculo$/);
}

const next = (page: Page) => page.getByRole("button", { name: "Próximo" });
const card = (page: Page, name: string) => page.getByRole("group", { name });
const notice = (page: Page) => page.getByRole("region", { name: "Resumo da importação" });

/** The field is marked 'Confira este campo', and its control says so to screen readers. */
async function expectMarked(control: Locator, marked = true) {
  const describedBy = (await control.getAttribute("aria-describedby")) ?? "";
  const page = control.page();
  const texts = await Promise.all(
    describedBy
      .split(" ")
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  if (marked) expect(texts).toContain("Confira este campo");
  else expect(texts).not.toContain("Confira este campo");
}

test("after an import, the notice says what was read and the fields to check are marked until checked", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await importHandMadeResume(page);

  // The notice: what was read, and how many fields are marked (the unsure role and start date, the missing start).
  await expect(notice(page)).toContainText(
    "Lemos do seu arquivo: nome e contato, 2 experiências, 1 formação e 3 habilidades.",
  );
  await expect(notice(page)).toContainText("Marcamos 3 campos para você conferir.");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: testInfo.outputPath("notice.png") });
  await next(page).click();

  // The role the extractor was unsure of: marked, then checked by editing it.
  await expect(page).toHaveURL(/\/melhorar-curriculo\/resumo-profissional$/);
  const cargo = page.getByLabel("Cargo desejado (opcional)");
  await expectMarked(cargo);
  await cargo.fill("Cientista de Dados");
  await expectMarked(cargo, false);
  await next(page).click();

  // The year alone stays a year, marked to check; the job without a start is marked too.
  await expect(page).toHaveURL(/\/melhorar-curriculo\/experiencia-profissional$/);
  const first = card(page, "Experiência 1");
  const second = card(page, "Experiência 2");
  await expectDate(first, "início", "2019");
  await expectMarked(dateInputs(first, "início").year);
  await expectMarked(dateInputs(second, "início").year);
  await expectMarked(first.getByLabel("Empresa"), false);
  await first.screenshot({ path: testInfo.outputPath("marked-card.png") });
  await expectNoSeriousA11yViolations(page);

  // The marks live with the draft: a reload keeps them.
  await page.reload();
  await expectMarked(dateInputs(second, "início").year);

  // Próximo explains itself at the field and takes the person there.
  await next(page).click();
  await expect(second.getByRole("alert").filter({ hasText: "Data de início é obrigatória" })).toBeVisible();
  await expect(dateInputs(second, "início").month).toBeFocused();
  await expect(page).toHaveURL(/\/experiencia-profissional$/);
  await second.scrollIntoViewIfNeeded();
  await second.screenshot({ path: testInfo.outputPath("card-with-message.png") });

  await fillDate(second, "início", "2016");
  await expectMarked(dateInputs(second, "início").year, false);
  await expect(second.getByRole("alert")).toHaveCount(0);

  // Leaving a marked field unchanged confirms it.
  await dateInputs(first, "início").year.focus();
  await dateInputs(first, "início").year.blur();
  await expectMarked(dateInputs(first, "início").year, false);
  await expectDate(first, "início", "2019");

  // The live preview prints the year as written.
  if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Ver prévia" }).click();
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByText("2019 - Atual").first()).toBeVisible();
  await expect(preview.getByText("2016 - 2018").first()).toBeVisible();
  if (testInfo.project.name === "phone") await page.getByRole("button", { name: "Fechar prévia" }).click();

  // Dismissed, the notice stays away for this draft.
  await notice(page).getByRole("button", { name: "Entendi" }).click();
  await expect(notice(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Experiência Profissional" })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await next(page).click();
  await expect(page).toHaveURL(/\/melhorar-curriculo\/formacao-academica$/);
  await expectDate(card(page, "Formação 1"), "término", "2017");
  await card(page, "Formação 1").screenshot({ path: testInfo.outputPath("course-card.png") });
});
