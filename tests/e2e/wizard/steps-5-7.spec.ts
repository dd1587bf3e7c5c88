import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { TEMPLATES } from "../../../src/core/resume/template-id.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expectResumeText, inPreview } from "../fixtures/preview.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly, expect, phoneOnly, test } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "rules and storage, not layout: the phone walks the wizard (journey.spec.ts) and checks each step's accessibility";

// Steps 5-7 of the wizard: skills, template choice and the final preview.

type Draft = Record<string, unknown>;

/** A finished draft in the spec's browser-storage layout, as earlier steps leave it. */
function createDraft(overrides: Draft = {}): Draft {
  return {
    informacoesPessoais: {
      nomeCompleto: "Ana Beatriz Souza",
      email: "ana.souza@exemplo.com.br",
      telefone: "(11) 98765-4321",
      cidade: "São Paulo",
      estado: "SP",
      cidadeEstado: "São Paulo, SP",
      linkedin: "",
      sitePortfolio: "",
    },
    resumoProfissional: {
      cargo: "Desenvolvedora Front-end",
      resumo: "Desenvolvedora front-end com foco em interfaces acessíveis e rápidas.",
    },
    experienciasProfissionais: [
      {
        empresa: "Loja Online Brasil",
        cargo: "Desenvolvedora Front-end",
        dataInicio: "2022-03",
        dataFim: "",
        atual: true,
        descricao: "Criei telas de compra em React e reduzi o tempo de carregamento pela metade.",
      },
    ],
    formacoesAcademicas: [
      {
        instituicao: "Universidade de São Paulo",
        curso: "Ciência da Computação",
        dataInicio: "2018-02",
        dataFim: "2021-12",
        situacao: "concluido",
      },
    ],
    habilidades: { hardSkills: [], softSkills: [] },
    ...overrides,
  };
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

function toast(page: Page, text: string) {
  return page.getByRole("listitem").filter({ hasText: text });
}

test.describe("habilidades", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("tags: Enter and the button add, duplicates and blanks are ignored, tags can be removed", async ({
      page,
    }) => {
      await seedStorage(page, createDraft());
      await page.goto("/habilidades");
      await expect(page.getByRole("heading", { level: 1, name: "Habilidades" })).toBeVisible();

      const hard = page.getByLabel("Habilidades técnicas", { exact: true });
      const hardList = page.getByRole("list", { name: "Habilidades técnicas adicionadas" });
      await hard.fill("React");
      await hard.press("Enter");
      await expect(hardList.getByRole("listitem")).toHaveText(["React"]);
      await expect(hard).toHaveValue("");

      await hard.fill("TypeScript");
      await page.getByRole("button", { name: "Adicionar habilidades técnicas" }).click();
      await expect(hardList.getByRole("listitem")).toHaveText(["React", "TypeScript"]);

      await hard.fill("React");
      await hard.press("Enter");
      await hard.press("Enter");
      await hard.fill("   ");
      await page.getByRole("button", { name: "Adicionar habilidades técnicas" }).click();
      await expect(hardList.getByRole("listitem")).toHaveText(["React", "TypeScript"]);

      const soft = page.getByLabel("Habilidades comportamentais", { exact: true });
      await soft.fill("Comunicação");
      await soft.press("Enter");
      await expect(page.getByRole("list", { name: "Habilidades comportamentais adicionadas" })).toContainText(
        "Comunicação",
      );

      await page.getByRole("button", { name: "Remover React" }).click();
      await expect(hardList.getByRole("listitem")).toHaveText(["TypeScript"]);

      // Saved as typed: a reload keeps the tags.
      await page.reload();
      await expect(hardList.getByRole("listitem")).toHaveText(["TypeScript"]);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);

      // A skill typed but not yet added is kept when the step is submitted.
      await hard.fill("Figma");
      await page.getByRole("button", { name: "Próximo" }).click();
      await expect(toast(page, "Habilidades salvas com sucesso!")).toBeVisible();
      await expect(page).toHaveURL(/\/escolher-template$/);
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(hardList.getByRole("listitem")).toHaveText(["TypeScript", "Figma"]);
    });

    test("a full list of 100 skills refuses one more with a message and keeps what was typed", async ({
      page,
    }) => {
      const full = Array.from({ length: 100 }, (_, i) => `Habilidade ${i + 1}`);
      await seedStorage(page, createDraft({ habilidades: { hardSkills: full, softSkills: [] } }));
      await page.goto("/habilidades");
      const hard = page.getByLabel("Habilidades técnicas", { exact: true });
      const hardList = page.getByRole("list", { name: "Habilidades técnicas adicionadas" });
      await expect(hardList.getByRole("listitem")).toHaveCount(100);

      await hard.fill("Figma");
      await hard.press("Enter");
      await expect(page.getByRole("alert")).toHaveText("Adicione no máximo 100 habilidades em cada lista");
      await expect(hard).toHaveValue("Figma");
      await expect(hardList.getByRole("listitem")).toHaveCount(100);

      // Removing one makes room again, and the message goes away.
      await page.getByRole("button", { name: "Remover Habilidade 100" }).click();
      await expect(page.getByRole("alert")).toHaveCount(0);
      await hard.press("Enter");
      await expect(hardList.getByRole("listitem").last()).toHaveText("Figma");
      await expect(hardList.getByRole("listitem")).toHaveCount(100);
    });

    test("AI suggestions: chips add one, 'Adicionar todas' adds a group, new suggestions replace the list", async ({
      page,
    }) => {
      await seedStorage(page, createDraft());
      await page.goto("/habilidades");
      await page.getByRole("button", { name: "Sugerir habilidades com IA" }).click();
      await expect(page.getByRole("button", { name: "Gerando sugestões..." })).toBeVisible();
      const card = page.getByRole("region", { name: "Técnicas" });
      await expect(card).toBeVisible({ timeout: 5000 });

      const hardList = page.getByRole("list", { name: "Habilidades técnicas adicionadas" });
      const firstChip = card.getByRole("button", { name: /^Adicionar (?!todas)/ }).first();
      const skill = ((await firstChip.textContent()) ?? "").replace("Adicionar", "").trim();
      await firstChip.click();
      await expect(hardList.getByRole("listitem").filter({ hasText: skill })).toBeVisible();
      await expect(card.getByRole("button", { name: `Adicionar ${skill}`, exact: true })).toHaveCount(0);

      const soft = page.getByRole("region", { name: "Comportamentais" });
      const softCount = await soft.getByRole("listitem").count();
      expect(softCount).toBeGreaterThan(0);
      await soft.getByRole("button", { name: /Adicionar todas/ }).click();
      await expect(soft.getByText("Todas as sugestões deste grupo já foram adicionadas.")).toBeVisible();
      await expect(
        page.getByRole("list", { name: "Habilidades comportamentais adicionadas" }).getByRole("listitem"),
      ).toHaveCount(softCount);

      const before = await card.getByRole("listitem").allTextContents();
      await page.getByRole("button", { name: "Gerar novas sugestões" }).click();
      await expect(page.getByRole("button", { name: "Gerando sugestões..." })).toBeVisible();
      await expect(page.getByRole("button", { name: "Gerar novas sugestões" })).toBeVisible({
        timeout: 5000,
      });
      const after = await card.getByRole("listitem").allTextContents();
      expect(after.length).toBeGreaterThan(0);
      expect(after).not.toEqual(before);
      expect(after).not.toContain(skill);
      await expectNoSeriousA11yViolations(page);
    });

    test("Voltar goes to the education step in the same mode", async ({ page }) => {
      await seedStorage(page, createDraft());
      await page.goto("/melhorar-curriculo/habilidades");
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/melhorar-curriculo\/formacao-academica$/);
    });
  });

  test.describe(() => {
    phoneOnly("the desktop makes these checks inside the tests above");

    test("with tags and AI suggestions shown, fits a phone and has no serious accessibility problems", async ({
      page,
    }) => {
      const habilidades = { hardSkills: ["React", "TypeScript"], softSkills: ["Comunicação"] };
      await seedStorage(page, createDraft({ habilidades }));
      await page.goto("/habilidades");
      const hardList = page.getByRole("list", { name: "Habilidades técnicas adicionadas" });
      await expect(hardList.getByRole("listitem")).toHaveText(["React", "TypeScript"]);
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);

      await page.getByRole("button", { name: "Sugerir habilidades com IA" }).click();
      await expect(page.getByRole("region", { name: "Técnicas" })).toBeVisible({ timeout: 5000 });
      const soft = page.getByRole("region", { name: "Comportamentais" });
      await soft.getByRole("button", { name: /Adicionar todas/ }).click();
      await expect(soft.getByText("Todas as sugestões deste grupo já foram adicionadas.")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalScroll(page);
    });
  });
});

test.describe("escolher template", () => {
  test("Próximo needs a choice; selecting previews it; each template can be applied and stays chosen", async ({
    page,
  }) => {
    // Ten templates applied one by one, each redrawing the preview, then a reload: past 30 s on a busy machine.
    test.setTimeout(90_000);
    await seedStorage(page, createDraft());
    await page.goto("/escolher-template");
    await expect(page.getByRole("group", { name: "Modelos de currículo" }).getByRole("radio")).toHaveCount(
      TEMPLATES.length,
    );

    await page.getByRole("button", { name: "Próximo" }).click();
    await expect(page.getByRole("alert")).toHaveText("Por favor, selecione um template antes de continuar");
    await expect(page).toHaveURL(/\/escolher-template$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("radio", { name: "Executivo" }).check();
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Executivo" })).toBeChecked();
    await inPreview(page, (resume) => expect(resume.getByText("Ana Beatriz Souza").first()).toBeVisible());

    for (const template of TEMPLATES) {
      await page.getByRole("button", { name: `Aplicar este modelo: ${template.name}` }).click();
      await expect(page.getByRole("radio", { name: template.name })).toBeChecked();
      await expect(toast(page, "Template aplicado com sucesso!").first()).toBeVisible();
    }

    await page.reload();
    await expect(page.getByRole("radio", { name: "Elegante" })).toBeChecked();
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: "Próximo" }).click();
    await expect(page).toHaveURL(/\/visualizacao-final$/);
    await expect(page.getByText("Modelo: Elegante")).toBeVisible();
  });

  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("PRO templates wear a badge read with their name, and anyone can preview and apply them", async ({
      page,
    }) => {
      await seedStorage(page, createDraft());
      await page.goto("/escolher-template");
      const group = page.getByRole("group", { name: "Modelos de currículo" });
      for (const template of TEMPLATES) {
        const radio = group.getByRole("radio", { name: template.name, exact: true });
        const card = group
          .getByRole("listitem")
          .filter({ has: page.getByRole("radio", { name: template.name, exact: true }) });
        await expect(radio).toHaveAccessibleDescription(
          template.pro ? `Modelo PRO ${template.description}` : template.description,
        );
        await expect(card.getByText("Modelo PRO", { exact: true })).toHaveCount(template.pro ? 1 : 0);
      }
      await expect(group.getByText("Modelo PRO", { exact: true })).toHaveCount(4);
      await expect(group.getByText("Modelo PRO", { exact: true }).first()).toBeVisible();

      await group.getByRole("radio", { name: "Recém-Formado", exact: true }).check();
      await inPreview(page, (resume) => expect(resume.getByText("Ana Beatriz Souza").first()).toBeVisible());
      await page.getByRole("button", { name: "Aplicar este modelo: Recém-Formado" }).click();
      await expect(toast(page, "Template aplicado com sucesso!").first()).toBeVisible();
      await page.getByRole("button", { name: "Próximo" }).click();
      await expect(page).toHaveURL(/\/visualizacao-final$/);
      await expect(page.getByText("Modelo: Recém-Formado")).toBeVisible();
      await expectResumeText(page.getByRole("region", { name: "Currículo" }), "Ana Beatriz Souza");
    });

    test("the cards below the fold get their thumbnails while the page is idle, before anyone scrolls", async ({
      page,
    }) => {
      await seedStorage(page, createDraft());
      await page.goto("/escolher-template");
      const group = page.getByRole("group", { name: "Modelos de currículo" });
      const last = group.getByRole("listitem").last();
      await expect(last).not.toBeInViewport();
      await expect(group.locator("iframe")).toHaveCount(TEMPLATES.length);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("Voltar returns to the skills step in improve mode", async ({ page }) => {
      await seedStorage(page, createDraft({ templateSelecionado: "criativo" }));
      await page.goto("/melhorar-curriculo/escolher-template");
      await expect(page.getByRole("radio", { name: "Criativo" })).toBeChecked();
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/melhorar-curriculo\/habilidades$/);
    });
  });
});

test.describe("visualização final", () => {
  for (const template of TEMPLATES) {
    test(`shows the resume in ${template.name}`, async ({ page }, testInfo) => {
      const habilidades = {
        hardSkills: ["React", "TypeScript", "Testes automatizados"],
        softSkills: ["Comunicação"],
      };
      await seedStorage(page, createDraft({ templateSelecionado: template.id, habilidades }));
      await page.goto("/visualizacao-final");
      await expect(page.getByText(`Modelo: ${template.name}`)).toBeVisible();
      const resume = page.getByRole("region", { name: "Currículo" });
      await expectResumeText(resume, "Ana Beatriz Souza");
      await expectResumeText(resume, "Loja Online Brasil");
      await expectNoHorizontalScroll(page);
      mkdirSync("test-results/artifacts", { recursive: true });
      const suffix = testInfo.project.name === "desktop" ? "" : `-${testInfo.project.name}`;
      await page.screenshot({
        path: `test-results/artifacts/final-${template.id}${suffix}.png`,
        fullPage: true,
      });

      // Phones can zoom to read: the sheet box scrolls sideways, the page itself never does.
      const zoom = page.getByRole("button", { name: "Ampliar para ler" });
      if (await zoom.isVisible()) {
        await zoom.click();
        await expect(page.getByRole("button", { name: "Ajustar à tela" })).toBeVisible();
        await expect.poll(() => resume.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
        await expectNoHorizontalScroll(page);
      }
    });
  }

  test("a visitor is asked to sign up to download or save", async ({ page }) => {
    await seedStorage(page, createDraft({ templateSelecionado: "moderno" }));
    await page.goto("/visualizacao-final");
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: "Baixar PDF" }).click();
    const dialog = page.getByRole("dialog", { name: "Cadastro necessário" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("salvar e baixar");
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole("button", { name: "Salvar Currículo" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fazer cadastro" }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test("the other formats' menu, tapped before its code has arrived, opens when it does", async ({
    page,
  }) => {
    // The menu's code is held back until the trigger has been tapped, as on a slow network.
    let release: () => void = () => {};
    const tapped = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/other-formats-menu-[\w-]+\.js$/, async (route) => {
      await tapped;
      await route.continue();
    });
    await seedStorage(page, createDraft({ templateSelecionado: "moderno" }));
    await page.goto("/visualizacao-final");
    await page.getByRole("button", { name: "Outros formatos" }).click();
    await expect(page.getByRole("menuitem")).toHaveCount(0);
    release();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveCount(3);
    await expect(menu.getByRole("menuitem", { name: /DOCX/ })).toBeVisible();
    // The keyboard goes on from the open menu, and Escape gives the focus back to its trigger.
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Outros formatos" })).toBeFocused();
  });

  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("Voltar and 'Editar Seções' keep the mode", async ({ page }) => {
      await seedStorage(page, createDraft({ templateSelecionado: "classico" }));
      await page.goto("/melhorar-curriculo/visualizacao-final");
      await page.getByRole("button", { name: "Editar Seções" }).click();
      await expect(page).toHaveURL(/\/melhorar-curriculo\/criar-curriculo$/);
      await page.goto("/visualizacao-final");
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/escolher-template$/);
    });
  });

  test("an incomplete draft gets a notice that links to the missing step", async ({ page }) => {
    await seedStorage(page, createDraft({ experienciasProfissionais: [] }));
    await page.goto("/visualizacao-final");
    await expect(page.getByRole("heading", { name: /Falta pouco/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Baixar PDF" })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Adicionar experiência" }).click();
    await expect(page).toHaveURL(/\/experiencia-profissional$/);
  });

  test("text left in brackets is pointed out before download, for every visitor, with a link to fix it", async ({
    page,
  }) => {
    const resumo = "Desenvolvedora front-end. [Personalize este resumo com suas conquistas]";
    await seedStorage(
      page,
      createDraft({
        templateSelecionado: "moderno",
        resumoProfissional: { cargo: "Desenvolvedora", resumo },
      }),
    );
    await page.goto("/visualizacao-final");
    const notice = page.getByRole("region", { name: "Há texto para completar no seu currículo" });
    await expect(notice).toContainText("Resumo profissional:");
    await expect(notice).toContainText("[Personalize este resumo com suas conquistas]");
    await expectNoSeriousA11yViolations(page);
    await notice.getByRole("link", { name: "Corrigir Resumo profissional" }).click();
    await expect(page).toHaveURL(/\/resumo-profissional$/);

    // Fixed there, the notice is gone.
    await page.getByLabel("Resumo profissional").fill("Desenvolvedora front-end com foco em acessibilidade.");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("resumoProfissional") ?? ""))
      .toContain("acessibilidade");
    await page.goto("/visualizacao-final");
    await expect(page.getByRole("region", { name: "Currículo" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Há texto para completar no seu currículo" })).toHaveCount(
      0,
    );
  });
});
