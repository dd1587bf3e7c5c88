import type { FrameLocator } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

// 'Personalizar' on the template step: the sections' order changed from the keyboard alone, the accent
// colour and a hidden section, each seen at once in the live preview (desktop: the preview sits beside).

const draft = {
  informacoesPessoais: {
    nomeCompleto: "Ana Beatriz Souza",
    email: "ana.souza@exemplo.com.br",
    telefone: "(11) 98765-4321",
    cidade: "São Paulo",
    estado: "SP",
  },
  resumoProfissional: { cargo: "Analista de Dados", resumo: "Analista de dados com foco em varejo." },
  experienciasProfissionais: [
    {
      empresa: "Loja Online Brasil",
      cargo: "Analista de Dados",
      dataInicio: "2021-03",
      dataFim: "",
      atual: true,
      descricao: "Criei os painéis de vendas e automatizei os relatórios semanais.",
    },
  ],
  formacoesAcademicas: [
    {
      instituicao: "Universidade de São Paulo",
      curso: "Estatística",
      dataInicio: "2017-02",
      dataFim: "2020-12",
      situacao: "concluido",
    },
  ],
  habilidades: { hardSkills: ["SQL", "Python"], softSkills: ["Comunicação"] },
  templateSelecionado: "classico",
};

desktopOnly(
  "the panel and the preview side by side: a wide-screen check; on a phone the preview is a sheet (photo and language specs)",
);

const headings = (resume: FrameLocator) => resume.getByRole("heading", { level: 2 }).allInnerTexts();

test("sections reordered with the keyboard, a new accent and a hidden section show in the preview", async ({
  page,
}) => {
  await seedStorage(page, draft);
  await page.goto("/escolher-template");
  const resume = page
    .getByRole("complementary", { name: "Prévia do currículo" })
    .frameLocator("iframe")
    .first();
  await expect(resume.getByRole("heading", { name: "Resumo Profissional" })).toBeVisible();
  expect((await headings(resume))[0]).toMatch(/resumo profissional/i);

  const panel = page.getByRole("region", { name: "Personalizar" });
  const down = panel.getByRole("button", { name: "Mover para baixo: Resumo profissional" });
  await down.focus();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toHaveText("Resumo profissional movida para a posição 2 de 5.");
  // Focus stays with the moved section, so the next key press moves it again.
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toHaveText("Resumo profissional movida para a posição 3 de 5.");
  await expect(panel.getByRole("listitem").nth(2)).toContainText("Resumo profissional");
  await expect
    .poll(() => headings(resume))
    .toEqual(
      [
        "Experiência Profissional",
        "Formação Acadêmica",
        "Resumo Profissional",
        "Habilidades Técnicas",
        "Competências Comportamentais",
      ].map((t) => expect.stringMatching(new RegExp(t, "i"))),
    );

  await panel.getByRole("button", { name: "Mover para cima: Formação acadêmica" }).press("Enter");
  await expect(panel.getByRole("status")).toHaveText("Formação acadêmica movida para a posição 1 de 5.");
  expect((await headings(resume))[0]).toMatch(/formação acadêmica/i);

  await panel.getByRole("radio", { name: "Vinho" }).check();
  await expect(resume.locator(".v-heading").first()).toHaveCSS("color", "rgb(138, 28, 59)");

  await panel.getByRole("checkbox", { name: "Ocultar competências comportamentais" }).check();
  await expect(resume.getByRole("heading", { name: "Competências Comportamentais" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Kept with the draft.
  await page.reload();
  await expect(panel.getByRole("radio", { name: "Vinho" })).toBeChecked();
  // The preview is drawn once the page is idle, after the panel.
  await expect.poll(async () => (await headings(resume))[0]).toMatch(/formação acadêmica/i);
});
