import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { CORPUS_DIR } from "../../../src/server/import/testing/corpus.ts";
import { expect as baseExpect, test } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expectResumeText } from "../fixtures/preview.ts";
import { desktopOnly } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "what a file brings in does not depend on the screen; the phone imports a PDF above";

// Pages load their code on demand and the server parses files: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 15_000 });

// A person sends the resume they have and lands in the wizard with its data, then finishes it.

type Truth = {
  nome: string;
  email: string;
  experiencias: { empresa: string; cargo: string }[];
  formacoes: { instituicao: string }[];
};
const truth = (name: string): Truth =>
  JSON.parse(readFileSync(join(CORPUS_DIR, "truth", `${name}.json`), "utf8"));

/** Reading a file takes well under a second, but a loaded test machine may be much slower. */
const SERVER_WORK_MS = 60_000;

const next = (page: Page) => page.getByRole("button", { name: "Próximo" });

/** Records, in order, each progress step the page marks as current (they may pass quickly). */
async function recordSteps(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadSteps: string[] }).uploadSteps = seen;
    new MutationObserver(() => {
      const current = document
        .querySelector('[aria-current="step"]')
        ?.textContent?.replace(/\(.*\)/, "")
        .trim();
      if (current && seen.at(-1) !== current) seen.push(current);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { uploadSteps: string[] }).uploadSteps);
}

async function uploadAndLand(page: Page, file: string) {
  await page.goto("/melhorar-curriculo");
  await page.getByLabel("Escolher arquivo").setInputFiles(join(CORPUS_DIR, "pdf", file));
  await expect(page.getByText(file)).toBeVisible();
  const steps = await recordSteps(page);
  await page.getByRole("button", { name: "Enviar currículo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Currículo processado com sucesso!" })).toBeVisible(
    { timeout: SERVER_WORK_MS },
  );
  expect(await steps()).toEqual(["Enviando arquivo", "Extraindo dados", "Processando informações"]);
  // After a second: the draft opens in the improve-mode wizard and the draft_id leaves the address.
  await expect(page).toHaveURL(/\/melhorar-curriculo\/criar-curriculo$/, { timeout: SERVER_WORK_MS });
  await expect(page.getByText("Dados do seu currículo foram carregados com sucesso!")).toBeVisible();
}

test("a PDF resume fills the wizard, and the person finishes it to the final view", async ({ page }) => {
  test.setTimeout(180_000);
  const person = truth("pt_01_joao-pedro-albuquerque");
  await uploadAndLand(page, "pt_01_joao-pedro-albuquerque.pdf");

  await expect(page.getByLabel("Nome completo")).toHaveValue(person.nome);
  await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
  await expectNoSeriousA11yViolations(page);
  await next(page).click();

  await expect(page).toHaveURL(/\/melhorar-curriculo\/resumo-profissional$/);
  await expect(page.getByLabel("Resumo profissional")).not.toHaveValue("");
  await next(page).click();

  await expect(page).toHaveURL(/\/melhorar-curriculo\/experiencia-profissional$/);
  const [first] = person.experiencias;
  const job = page.getByRole("group", { name: "Experiência 1" });
  await expect(job.getByLabel("Empresa")).toHaveValue(first?.empresa ?? "");
  await expect(job.getByLabel("Cargo")).toHaveValue(first?.cargo ?? "");
  await expect(page.getByRole("group", { name: `Experiência ${person.experiencias.length}` })).toBeVisible();
  await fillMissingDescriptions(page, person.experiencias.length);
  await next(page).click();

  await expect(page).toHaveURL(/\/melhorar-curriculo\/formacao-academica$/);
  const course = page.getByRole("group", { name: "Formação 1" });
  await expect(course.getByLabel("Instituição")).toHaveValue(person.formacoes[0]?.instituicao ?? "");
  await next(page).click();

  await expect(page).toHaveURL(/\/melhorar-curriculo\/habilidades$/);
  await next(page).click();
  await page.getByRole("button", { name: "Aplicar este modelo: Clássico" }).click();
  await next(page).click();

  await expect(page).toHaveURL(/\/melhorar-curriculo\/visualizacao-final$/);
  const resume = page.getByRole("region", { name: "Currículo" });
  for (const text of [person.nome, person.email, first?.empresa ?? ""]) {
    await expectResumeText(resume, text);
  }
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("a DOCX resume fills the wizard too", async ({ page }) => {
    test.setTimeout(120_000);
    const person = truth("pt_02_maria-da-conceicao-ferreira");
    await uploadAndLand(page, "pt_02_maria-da-conceicao-ferreira.docx");
    await expect(page.getByLabel("Nome completo")).toHaveValue(person.nome);
    await expect(page.getByLabel("E-mail")).toHaveValue(person.email);
    // Reloading keeps the imported data (it is in the wizard's browser storage, spec part 2 §3).
    await page.reload();
    await expect(page.getByLabel("Nome completo")).toHaveValue(person.nome);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("experienciasProfissionais") ?? "[]"),
    );
    expect(stored[0]?.empresa).toBe(person.experiencias[0]?.empresa);
  });
});

/** An import brings no activity descriptions when the file has none; the person writes them. */
async function fillMissingDescriptions(page: Page, count: number) {
  for (let n = 1; n <= count; n++) {
    const description = page.getByRole("group", { name: `Experiência ${n}` }).getByLabel("Descrição");
    if ((await description.inputValue()).trim().length < 10) {
      await description.fill("Desenvolvimento de sistemas e apoio ao time de produto.");
    }
  }
}
