import type { Page } from "@playwright/test";
import sharp from "sharp";
import { dataUrl, PDF_BYTES, portraitJpeg } from "../../../src/server/photos/testing/test-images.ts";
import { STRONG_PASSWORD, signUpThroughForm, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expectDate } from "../fixtures/date-fields.ts";
import { desktopOnly, expect } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "what a file brings in does not depend on the screen; the phone imports a file above";

// 'Importar JSON Resume' on /choose-option: the file is read in the browser and fills the wizard.

/** A JSON Resume as another tool writes it (jsonresume.org v1), with accents. */
const FOREIGN_FILE = {
  basics: {
    name: "Luíza Câmara Gonçalves",
    label: "Engenheira de Software",
    email: "luiza.goncalves@exemplo.com.br",
    phone: "(31) 98888-7777",
    url: "https://luiza.exemplo.com.br",
    summary: "Engenheira de software com seis anos de experiência em sistemas de pagamento.",
    location: { city: "Belo Horizonte", region: "MG", countryCode: "BR" },
    profiles: [{ network: "LinkedIn", username: "luizacg", url: "https://www.linkedin.com/in/luizacg" }],
  },
  work: [
    {
      name: "Pagamentos Serra Ltda.",
      position: "Engenheira de Software Sênior",
      startDate: "2021-04-01",
      summary: "Lidero a squad de conciliação.",
      highlights: ["Reduzi o tempo de conciliação em 70%", "Mentorei quatro pessoas"],
    },
  ],
  education: [
    {
      institution: "Universidade Federal de Minas Gerais",
      area: "Ciência da Computação",
      studyType: "Bacharelado",
      startDate: "2012-02",
      endDate: "2016-12",
    },
  ],
  skills: [
    { name: "Back-end", keywords: ["Kotlin", "PostgreSQL"] },
    { name: "Competências comportamentais", keywords: ["Mentoria"] },
  ],
};

const jsonFile = (content: unknown, name = "curriculo.json") => ({
  name,
  mimeType: "application/json",
  buffer: Buffer.from(typeof content === "string" ? content : JSON.stringify(content, null, 2)),
});

const picker = (page: Page) => page.getByLabel("Importar JSON Resume");
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole("group", { name });

/** Próximo, then the next step's address; its page may take a moment to load (code loaded on demand). */
async function next(page: Page, url: RegExp) {
  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page).toHaveURL(url, { timeout: 15_000 });
}

test("a JSON Resume file fills the wizard, which opens at the personal info step", async ({ page }) => {
  test.slow(); // walks through five wizard steps
  await page.goto("/choose-option");
  await expect(
    page.getByRole("heading", { level: 2, name: "Já tem seus dados em JSON Resume?" }),
  ).toBeVisible();
  await expect(picker(page)).toHaveAttribute("accept", ".json,application/json");
  await expectNoSeriousA11yViolations(page);

  await picker(page).setInputFiles(jsonFile(FOREIGN_FILE));
  // Checked first: the toast goes away after a few seconds, while the next page may still be loading.
  await expect(toast(page, "Dados do seu currículo foram carregados com sucesso!")).toBeVisible();
  await expect(page).toHaveURL(/\/criar-curriculo$/);
  await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel("Nome completo")).toHaveValue("Luíza Câmara Gonçalves");
  await expect(page.getByLabel("E-mail")).toHaveValue("luiza.goncalves@exemplo.com.br");
  await expect(page.getByLabel("Telefone")).toHaveValue("(31) 98888-7777");
  await expect(page.getByLabel("Cidade e Estado")).toHaveValue("Belo Horizonte, MG");
  await expect(page.getByLabel("LinkedIn (opcional)")).toHaveValue("https://www.linkedin.com/in/luizacg");
  await expect(page.getByLabel("Site/Portfólio (opcional)")).toHaveValue("https://luiza.exemplo.com.br");

  // The data went through every step: the forms pass their own validation with what was imported.
  await next(page, /\/resumo-profissional$/);
  await expect(page.getByLabel("Resumo profissional")).toHaveValue(FOREIGN_FILE.basics.summary, {
    timeout: 15_000,
  });
  await expect(page.getByLabel("Cargo desejado (opcional)")).toHaveValue("Engenheira de Software");
  await next(page, /\/experiencia-profissional$/);
  const job = card(page, "Experiência 1");
  await expect(job.getByLabel("Empresa")).toHaveValue("Pagamentos Serra Ltda.", { timeout: 15_000 });
  await expect(job.getByLabel("Cargo")).toHaveValue("Engenheira de Software Sênior");
  await expectDate(job, "início", "2021-04");
  await expect(job.getByLabel("Trabalho aqui atualmente")).toBeChecked();
  await expect(job.getByLabel("Descrição")).toHaveValue(
    "Lidero a squad de conciliação.\n• Reduzi o tempo de conciliação em 70%\n• Mentorei quatro pessoas",
  );
  await next(page, /\/formacao-academica$/);
  const course = card(page, "Formação 1");
  await expect(course.getByLabel("Instituição")).toHaveValue("Universidade Federal de Minas Gerais", {
    timeout: 15_000,
  });
  await expect(course.getByLabel("Curso")).toHaveValue("Ciência da Computação (Bacharelado)");
  await next(page, /\/habilidades$/);
  for (const skill of ["Kotlin", "PostgreSQL", "Mentoria"]) {
    await expect(page.getByRole("button", { name: `Remover ${skill}` })).toBeVisible({ timeout: 15_000 });
  }
});

test("an invalid file is explained in Portuguese and the page stays", async ({ page }) => {
  await page.goto("/choose-option");
  const alert = page.getByRole("alert").filter({ hasText: "Não foi possível importar este arquivo." });

  await picker(page).setInputFiles({
    name: "curriculo.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Ana"),
  });
  await expect(alert).toContainText("Escolha um arquivo .json no formato JSON Resume.");

  await picker(page).setInputFiles(jsonFile("{ nome: Ana"));
  await expect(alert).toContainText(
    "O arquivo não é um JSON válido. Confira se ele foi exportado como JSON Resume.",
  );

  await picker(page).setInputFiles(jsonFile({ nome: "Ana", experiencias: [] }));
  await expect(alert).toContainText("O arquivo não parece um JSON Resume");

  await picker(page).setInputFiles(
    jsonFile({
      basics: { name: "Ana" },
      work: [{ name: "Acme", startDate: "março de 2020", highlights: "tudo" }],
    }),
  );
  await expect(alert).toContainText(
    "Experiência 1: a data de início deve estar no formato AAAA-MM ou AAAA-MM-DD.",
  );
  await expect(alert).toContainText("Experiência 1: os destaques devem ser uma lista.");
  await expect(page).toHaveURL(/\/choose-option$/);
  await expectNoSeriousA11yViolations(page);
  // Nothing was written to the wizard's storage.
  expect(await page.evaluate(() => localStorage.getItem("informacoesPessoais"))).toBeNull();

  // A corrected file then imports.
  await picker(page).setInputFiles(jsonFile(FOREIGN_FILE));
  await expect(page).toHaveURL(/\/criar-curriculo$/);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("a JSON Resume exported by Vitae imports back into the same resume", async ({ page }) => {
    test.slow(); // a sign-up hashes a password
    await signUpThroughForm(page, "Rafael Nunes", uniqueEmail("json-resume"), STRONG_PASSWORD);
    // Back to the origin '/', which sends a signed-in person to the dashboard.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 45_000 });
    const origin = new URL(page.url()).origin;
    const content = {
      nome: "Rafael Nunes",
      email: "rafael.nunes@exemplo.com.br",
      telefone: "(41) 97777-6666",
      cidade: "Curitiba",
      estado: "PR",
      cargo: "Analista Financeiro",
      resumo: "Analista financeiro com foco em planejamento orçamentário.",
      experiencias: [
        {
          empresa: "Cooperativa Araucária",
          cargo: "Analista Financeiro",
          dataInicio: "2019-06",
          dataFim: "2024-02",
          atual: false,
          descricao: "Fechamento mensal e orçamento anual.\n- Reduzi o prazo do fechamento em 3 dias",
        },
      ],
      formacoes: [
        {
          instituicao: "Universidade Positivo",
          curso: "MBA em Finanças",
          dataInicio: "2023-03",
          dataFim: "",
          situacao: "em_andamento",
        },
      ],
      hardSkills: ["Excel avançado", "Power BI"],
      softSkills: ["Negociação"],
      templateId: "executivo",
    };
    const created = await page.request.post("/api/resumes", {
      headers: { origin },
      data: { name: "Currículo Financeiro", content, templateId: "executivo" },
    });
    expect(created.status()).toBe(201);
    const { resume } = await created.json();
    const exported = await page.request.get(`/api/resumes/${resume.id}/json-resume`);
    expect(exported.status()).toBe(200);
    expect(exported.headers()["content-disposition"]).toContain("Curr%C3%ADculo%20Financeiro.json");

    await page.goto("/choose-option");
    await picker(page).setInputFiles({
      name: "Currículo Financeiro.json",
      mimeType: "application/json",
      buffer: await exported.body(),
    });
    await expect(page).toHaveURL(/\/criar-curriculo$/);
    await expect(page.getByLabel("Nome completo")).toHaveValue("Rafael Nunes");
    // The wizard's storage now holds exactly the saved resume, its template included.
    const stored = await page.evaluate(() => ({
      experiencias: JSON.parse(localStorage.getItem("experienciasProfissionais") ?? "null"),
      formacoes: JSON.parse(localStorage.getItem("formacoesAcademicas") ?? "null"),
      habilidades: JSON.parse(localStorage.getItem("habilidades") ?? "null"),
      template: localStorage.getItem("templateSelecionado"),
    }));
    expect(stored.experiencias).toEqual(content.experiencias);
    expect(stored.formacoes).toMatchObject(content.formacoes);
    expect(stored.habilidades).toEqual({ hardSkills: content.hardSkills, softSkills: content.softSkills });
    expect(stored.template).toContain("executivo");
    // It is a new resume: importing did not attach it to the saved one.
    expect(await page.evaluate(() => localStorage.getItem("currentResumeId"))).toBeNull();
  });

  test("a photo in the file comes in cut to 3:4; one that is not an image is left out, with a note", async ({
    page,
  }) => {
    const landscape = await portraitJpeg({ width: 1200, height: 900 });
    await page.goto("/choose-option");
    const withPhoto = { ...FOREIGN_FILE, basics: { ...FOREIGN_FILE.basics, image: dataUrl(landscape) } };
    await picker(page).setInputFiles(jsonFile(withPhoto));
    await expect(page).toHaveURL(/\/criar-curriculo$/);
    await expect(page.getByRole("img", { name: "Sua foto no currículo" })).toBeVisible();
    const foto = await page.evaluate(() => localStorage.getItem("fotoCurriculo"));
    const size = await sharp(Buffer.from(foto?.split(",")[1] ?? "", "base64")).metadata();
    expect(size).toMatchObject({ format: "jpeg", width: 600, height: 800 });

    await page.goto("/choose-option");
    const notImage = { ...FOREIGN_FILE, basics: { ...FOREIGN_FILE.basics, image: dataUrl(PDF_BYTES) } };
    await picker(page).setInputFiles(jsonFile(notImage));
    await expect(
      toast(page, "A foto do arquivo não foi importada. A foto deve ser JPG ou PNG."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/criar-curriculo$/);
    await expect(page.getByLabel("Nome completo")).toHaveValue("Luíza Câmara Gonçalves");
    await expect(page.getByRole("img", { name: "Sua foto no currículo" })).toHaveCount(0);
  });
});
