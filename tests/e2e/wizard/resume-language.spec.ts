import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { inPreview } from "../fixtures/preview.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { expect, test } from "../fixtures/test.ts";

// The language the resume is printed in, chosen on the template step; the interface stays in Portuguese.

const draft = {
  informacoesPessoais: {
    nomeCompleto: "Ana Beatriz Souza",
    email: "ana.souza@exemplo.com.br",
    telefone: "(11) 98765-4321",
    cidade: "São Paulo",
    estado: "SP",
  },
  resumoProfissional: {
    cargo: "Front-end Developer",
    resumo: "Front-end developer focused on fast, accessible interfaces.",
  },
  experienciasProfissionais: [
    {
      empresa: "Loja Online Brasil",
      cargo: "Front-end Developer",
      dataInicio: "2021-03",
      dataFim: "",
      atual: true,
      descricao: "Built the checkout screens in React and halved their loading time.",
    },
  ],
  formacoesAcademicas: [
    {
      instituicao: "Universidade de São Paulo",
      curso: "Computer Science",
      dataInicio: "2017-02",
      dataFim: "2020-12",
      situacao: "concluido",
    },
  ],
  habilidades: { hardSkills: ["React", "TypeScript"], softSkills: ["Communication"] },
  templateSelecionado: "classico",
};

test("English in the template step prints the preview's headings, dates and labels in English", async ({
  page,
}) => {
  await seedStorage(page, draft);
  await page.goto("/escolher-template");
  const group = page.getByRole("group", { name: "Idioma do currículo" });
  await expect(group.getByRole("radio", { name: "Português" })).toBeChecked();
  await expect(group).toContainText("O currículo será impresso em português");
  await inPreview(page, async (resume) => {
    await expect(resume.getByRole("heading", { name: "Experiência Profissional" })).toBeVisible();
    await expect(resume.getByText("mar/2021 - Atual")).toBeVisible();
  });

  await group.getByRole("radio", { name: "English" }).check();
  await expect(group).toContainText(
    "O currículo será impresso em inglês: títulos, datas e rótulos. O que você escreveu não é traduzido.",
  );
  await inPreview(page, async (resume) => {
    await expect(resume.getByRole("heading", { name: "Work Experience" })).toBeVisible();
    await expect(resume.getByRole("heading", { name: "Experiência Profissional" })).toHaveCount(0);
    await expect(resume.getByRole("heading", { name: "Education" })).toBeVisible();
    await expect(resume.getByText("Mar 2021 - Present")).toBeVisible();
    await expect(resume.locator("html")).toHaveAttribute("lang", "en");
  });
  await expectNoSeriousA11yViolations(page);

  // Kept with the draft: after a reload, and in the final view.
  await page.reload();
  await expect(group.getByRole("radio", { name: "English" })).toBeChecked();
  await group.getByRole("radio", { name: "Español" }).check();
  await inPreview(page, async (resume) => {
    await expect(resume.getByRole("heading", { name: "Experiencia profesional" })).toBeVisible();
    await expect(resume.getByText("mar. 2021 - Actualidad")).toBeVisible();
  });

  await page.getByRole("button", { name: "Próximo" }).click();
  await expect(page).toHaveURL(/\/visualizacao-final$/);
  await expect(
    page.frameLocator("iframe").first().getByRole("heading", { name: "Formación académica" }),
  ).toBeVisible();
});
