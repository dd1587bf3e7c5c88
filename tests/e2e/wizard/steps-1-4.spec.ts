import type { Locator, Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expectDate, fillDate } from "../fixtures/date-fields.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "rules and storage, not layout: the phone walks the wizard (journey.spec.ts) and checks each step's accessibility";

// Steps 1-4 of the wizard (personal info, summary, experience, education) and /choose-option.

async function storedJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? "null"), key);
}

/** Stops the page's clock so the AI delays can be stepped through exactly. */
async function pauseClock(page: Page) {
  // On a busy machine more than that second can pass between reading the page's time and pausing: read again.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
}

/** The address changes at once, but the previous step stays on screen until the next one has loaded. */
async function expectStep(page: Page, url: RegExp, title: string) {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

const next = (page: Page) => page.getByRole("button", { name: "Próximo" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const card = (page: Page, name: string) => page.getByRole("group", { name });

async function expectError(field: Locator, message: string, page: Page) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("alert").filter({ hasText: message }).first()).toBeVisible();
}

test.describe("personal info", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("shows each rule's message, then saves and moves to the summary", async ({ page }) => {
      await page.goto("/criar-curriculo");
      await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeVisible();
      const nome = page.getByLabel("Nome completo");
      const email = page.getByLabel("E-mail");
      const telefone = page.getByLabel("Telefone");
      const cidade = page.getByLabel("Cidade e Estado");
      const linkedin = page.getByLabel("LinkedIn (opcional)");
      const site = page.getByLabel("Site/Portfólio (opcional)");

      await expect(email).toHaveAttribute("type", "email");
      await expect(telefone).toHaveAttribute("type", "tel");
      await expect(nome).toHaveAttribute("autocomplete", "name");
      await expect(email).toHaveAttribute("autocomplete", "email");
      await expect(telefone).toHaveAttribute("autocomplete", "tel");
      await expect(cidade).toHaveAttribute("autocomplete", "address-level2");
      await expect(cidade).toHaveAttribute("placeholder", "São Paulo, SP");

      await next(page).click();
      await expectError(nome, "Nome completo deve ter pelo menos 3 caracteres", page);
      await expectError(email, "E-mail inválido", page);
      await expectError(telefone, "Telefone deve ter pelo menos 10 dígitos", page);
      await expectError(cidade, "Cidade e Estado são obrigatórios", page);
      await expect(nome).toBeFocused();

      // Re-validated while typing: each message goes away or changes as the field is fixed.
      await nome.fill("Ana Beatriz Souza");
      await expect(nome).not.toHaveAttribute("aria-invalid", "true");
      await telefone.fill("11 98765-432a");
      await expectError(telefone, "Formato de telefone inválido", page);
      await linkedin.fill("não é um link");
      await site.fill("http://");
      await next(page).click();
      await expect(page.getByRole("alert").filter({ hasText: "URL inválida" })).toHaveCount(2);
      await expect(email).toBeFocused();

      await email.fill("ana.souza@exemplo.com.br");
      await telefone.fill("(11) 98765-4321");
      await cidade.fill("São José dos Campos, SP");
      await linkedin.fill("linkedin.com/in/anasouza");
      await site.fill("");
      await next(page).click();

      await expect(toast(page, "Informações salvas com sucesso!")).toBeVisible();
      await expect(page).toHaveURL(/\/resumo-profissional$/);
      expect(await storedJson(page, "informacoesPessoais")).toMatchObject({
        nomeCompleto: "Ana Beatriz Souza",
        email: "ana.souza@exemplo.com.br",
        telefone: "(11) 98765-4321",
        cidade: "São José dos Campos",
        estado: "SP",
        linkedin: "linkedin.com/in/anasouza",
      });
      expect(await page.evaluate(() => localStorage.getItem("cidade"))).toBe("São José dos Campos");
    });

    test("Voltar goes to /choose-option; edit mode changes the subtitle", async ({ page }) => {
      await seedStorage(page, { currentResumeId: "res-123" });
      await page.goto("/criar-curriculo");
      await expect(page.getByText("Edite seus dados pessoais")).toBeVisible();
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/choose-option$/);
    });

    test("what was typed survives a reload before submitting", async ({ page }) => {
      await page.goto("/criar-curriculo");
      await page.getByLabel("Nome completo").fill("Carlos Eduardo");
      await page.getByLabel("Cidade e Estado").fill("Recife, PE");
      await expect.poll(() => storedJson(page, "informacoesPessoais")).toMatchObject({ cidade: "Recife" });
      await page.reload();
      await expect(page.getByLabel("Nome completo")).toHaveValue("Carlos Eduardo");
      await expect(page.getByLabel("Cidade e Estado")).toHaveValue("Recife, PE");
    });
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/criar-curriculo");
    await next(page).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("professional summary", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("AI generation: loading for 2 s, then text, toast and Próximo enabled", async ({ page }) => {
      await page.clock.install();
      await page.goto("/resumo-profissional");
      await pauseClock(page);
      const text = page.getByLabel("Resumo profissional");
      await expect(text).toBeDisabled();
      await expect(next(page)).toBeDisabled();

      await page.getByLabel("Cargo desejado (opcional)").fill("Auxiliar administrativo");
      await page.getByRole("button", { name: "Gerar com IA" }).click();
      const busy = page.getByRole("button", { name: "Gerando resumo..." });
      await expect(busy).toBeVisible();
      await expect(busy).toBeDisabled();
      // The toast area arrives with that first tap; on the paused clock it must be there before the toast is
      // raised, as it shows toasts on a timer.
      await expect(page.getByRole("region", { name: /^Notificações/ })).toBeAttached();
      await page.clock.runFor(1900);
      await expect(busy).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast(page, "Resumo gerado com sucesso")).toBeVisible();
      await expect(text).toBeEnabled();
      await expect(text).not.toHaveValue("");
      const first = await text.inputValue();

      // A second request gives another text.
      await page.getByRole("button", { name: "Gerar com IA" }).click();
      await page.clock.runFor(2100);
      await expect(text).not.toHaveValue(first);

      await next(page).click();
      await expect(page).toHaveURL(/\/experiencia-profissional$/);
      expect(await storedJson(page, "resumoProfissional")).toMatchObject({
        cargo: "Auxiliar administrativo",
      });
      expect(await page.evaluate(() => localStorage.getItem("resumoProfissionalText"))).not.toBe("");
    });

    test("manual writing enables and focuses the text; an empty summary is then allowed", async ({
      page,
    }) => {
      await page.goto("/resumo-profissional");
      await expect(page.getByRole("button", { name: "Próximo" })).toHaveAttribute("aria-disabled", "true");
      await page.getByRole("button", { name: "Prefiro escrever manualmente" }).click();
      const text = page.getByLabel("Resumo profissional");
      await expect(text).toBeEnabled();
      await expect(text).toBeFocused();
      await expect(next(page)).toBeEnabled();
      await next(page).click();
      await expect(page).toHaveURL(/\/experiencia-profissional$/);
    });

    test("typed text survives a reload; the info tooltip explains where it appears", async ({ page }) => {
      await page.goto("/resumo-profissional");
      await page.getByRole("button", { name: "Prefiro escrever manualmente" }).click();
      await page.getByLabel("Resumo profissional").fill("Vendedora com cinco anos de experiência em varejo.");
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem("resumoProfissionalText")))
        .toContain("varejo");
      await page.reload();
      await expect(page.getByLabel("Resumo profissional")).toHaveValue(
        "Vendedora com cinco anos de experiência em varejo.",
      );
      await page.getByRole("button", { name: "Onde o resumo aparece?" }).focus();
      await expect(page.getByRole("tooltip")).toContainText("topo do seu currículo");
    });

    test("suggests the first experience's role as the headline; Voltar goes home", async ({ page }) => {
      await seedStorage(page, {
        experienciasProfissionais: [
          {
            empresa: "Mercado Bom",
            cargo: "Operador de caixa",
            dataInicio: "2022-01",
            atual: true,
            descricao: "",
          },
        ],
        cargoProfissional: "",
      });
      await page.goto("/resumo-profissional");
      await expect(page.getByLabel("Cargo desejado (opcional)")).toHaveAttribute(
        "placeholder",
        /Operador de caixa/,
      );
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/resumo-profissional");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("professional experience", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("messages, AI description, current job, add and remove, save", async ({ page }) => {
      await page.clock.install();
      await page.goto("/experiencia-profissional");
      await pauseClock(page);
      const first = card(page, "Experiência 1");
      await expect(first.getByRole("button", { name: /Remover experiência/ })).toHaveCount(0);

      await next(page).click();
      await expectError(first.getByLabel("Empresa"), "Nome da empresa é obrigatório", page);
      await expectError(first.getByLabel("Cargo"), "Cargo é obrigatório", page);
      await expectError(first.getByLabel("Ano de início"), "Data de início é obrigatória", page);
      await expectError(
        first.getByLabel("Descrição"),
        "Descreva suas atividades com pelo menos 10 caracteres",
        page,
      );
      await expect(first.getByLabel("Empresa")).toBeFocused();

      // Without company and role the AI cannot help.
      await first.getByRole("button", { name: "Sugerir descrição com IA" }).click();
      await page.clock.runFor(50); // sonner shows toasts on a timer
      await expect(toast(page, "Informações incompletas")).toContainText(
        "Preencha o nome da empresa e o cargo para gerar uma descrição",
      );

      await first.getByLabel("Empresa").fill("Padaria Pão Quente");
      await first.getByLabel("Cargo").fill("Atendente");
      await first.getByRole("button", { name: "Sugerir descrição com IA" }).click();
      await expect(first.getByRole("button", { name: "Gerando descrição..." })).toBeDisabled();
      await page.clock.runFor(1400);
      await expect(first.getByLabel("Descrição")).toHaveValue("");
      await page.clock.runFor(200);
      await expect(toast(page, "Descrição gerada")).toBeVisible();
      await expect(first.getByLabel("Descrição")).not.toHaveValue("");
      await expect(first.getByLabel("Descrição")).not.toHaveAttribute("aria-invalid", "true");

      await fillDate(first, "início", "2021-03");
      await fillDate(first, "término", "2023-05");
      await first.getByLabel("Trabalho aqui atualmente").check();
      await expect(first.getByLabel("Ano de término")).toBeDisabled();
      await expect(first.getByLabel("Mês de término")).toBeDisabled();
      await expectDate(first, "término", "");

      await page.getByRole("button", { name: "Adicionar nova experiência" }).click();
      const second = card(page, "Experiência 2");
      await expect(second.getByLabel("Empresa")).toBeFocused();
      // Just added after a failed submit: not shown as wrong before the person had a chance to fill it.
      await expect(second.getByLabel("Empresa")).not.toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("button", { name: "Remover experiência 1" })).toBeVisible();
      await second.getByLabel("Empresa").fill("Loja");
      await page.getByRole("button", { name: "Remover experiência 2" }).click();
      await expect(card(page, "Experiência 2")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Remover experiência/ })).toHaveCount(0);

      await next(page).click();
      await page.clock.runFor(50);
      await expect(toast(page, "Experiências salvas com sucesso!")).toBeVisible();
      await expect(page).toHaveURL(/\/formacao-academica$/);
      const saved = (await storedJson(page, "experienciasProfissionais")) as Array<Record<string, unknown>>;
      expect(saved).toHaveLength(1);
      expect(saved[0]).toMatchObject({
        empresa: "Padaria Pão Quente",
        atual: true,
        dataFim: "",
        dataInicio: "2021-03",
      });
    });

    test("a second card survives a reload", async ({ page }) => {
      await page.goto("/experiencia-profissional");
      await page.getByRole("button", { name: "Adicionar nova experiência" }).click();
      await card(page, "Experiência 2").getByLabel("Cargo").fill("Estagiário de TI");
      await expect
        .poll(async () => JSON.stringify(await storedJson(page, "experienciasProfissionais")))
        .toContain("Estagiário de TI");
      await page.reload();
      await expect(card(page, "Experiência 2").getByLabel("Cargo")).toHaveValue("Estagiário de TI");
    });
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/experiencia-profissional");
    await page.getByRole("button", { name: "Adicionar nova experiência" }).click();
    await next(page).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("education", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("messages, in-progress status, add and remove, save", async ({ page }) => {
      await page.goto("/formacao-academica");
      const first = card(page, "Formação 1");
      await expect(first.getByRole("button", { name: /Remover formação/ })).toHaveCount(0);
      await next(page).click();
      await expectError(first.getByLabel("Instituição"), "Nome da instituição é obrigatório", page);
      await expectError(first.getByLabel("Curso"), "Nome do curso é obrigatório", page);
      await expectError(first.getByLabel("Ano de início"), "Data de início é obrigatória", page);
      await expect(first.getByLabel("Instituição")).toBeFocused();

      await first.getByLabel("Instituição").fill("ETEC Paulistano");
      await first.getByLabel("Curso").fill("Técnico em Administração");
      await fillDate(first, "início", "2023-02");
      await fillDate(first, "término", "2024");
      await expect(first.getByLabel("Situação")).toHaveValue("concluido");
      await first.getByLabel("Situação").selectOption({ label: "Em andamento" });
      await expect(first.getByLabel("Ano de término")).toBeDisabled();
      await expect(first.getByLabel("Mês de término")).toBeDisabled();
      await expectDate(first, "término", "");

      await page.getByRole("button", { name: "Adicionar nova formação" }).click();
      await expect(card(page, "Formação 2").getByLabel("Instituição")).toBeFocused();
      await page.getByRole("button", { name: "Remover formação 2" }).click();
      await expect(card(page, "Formação 2")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /Remover formação/ })).toHaveCount(0);

      await next(page).click();
      await expect(toast(page, "Formações salvas com sucesso!")).toBeVisible();
      await expect(page).toHaveURL(/\/habilidades$/);
      expect(await storedJson(page, "formacoesAcademicas")).toEqual([
        {
          instituicao: "ETEC Paulistano",
          curso: "Técnico em Administração",
          dataInicio: "2023-02",
          dataFim: "",
          situacao: "em_andamento",
        },
      ]);
    });

    test("Voltar returns to experience; values survive a reload", async ({ page }) => {
      await page.goto("/formacao-academica");
      await card(page, "Formação 1").getByLabel("Curso").fill("Pedagogia");
      await expect
        .poll(async () => JSON.stringify(await storedJson(page, "formacoesAcademicas")))
        .toContain("Pedagogia");
      await page.reload();
      await expect(card(page, "Formação 1").getByLabel("Curso")).toHaveValue("Pedagogia");
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/experiencia-profissional$/);
    });
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/formacao-academica");
    await next(page).click();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("improve mode", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("starts from the sample person and every step stays under /melhorar-curriculo", async ({ page }) => {
      await page.goto("/melhorar-curriculo/criar-curriculo");
      await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeVisible();
      await expect(page.getByLabel("Nome completo")).not.toHaveValue("");
      await expect(page.getByLabel("E-mail")).not.toHaveValue("");
      await page.getByRole("button", { name: "Voltar" }).click();
      await expect(page).toHaveURL(/\/choose-option$/);
      await page.goBack();

      await next(page).click();
      await expectStep(page, /\/melhorar-curriculo\/resumo-profissional$/, "Resumo Profissional");
      await page.getByRole("button", { name: "Prefiro escrever manualmente" }).click();
      await next(page).click();
      await expectStep(page, /\/melhorar-curriculo\/experiencia-profissional$/, "Experiência Profissional");
      await page.getByRole("button", { name: "Voltar" }).click();
      await expectStep(page, /\/melhorar-curriculo\/resumo-profissional$/, "Resumo Profissional");
      await next(page).click();
      await expectStep(page, /\/melhorar-curriculo\/experiencia-profissional$/, "Experiência Profissional");

      const job = card(page, "Experiência 1");
      await job.getByLabel("Empresa").fill("Oficina do Bairro");
      await job.getByLabel("Cargo").fill("Auxiliar de mecânico");
      await fillDate(job, "início", "2020-01");
      await job.getByLabel("Descrição").fill("Troca de óleo, pneus e revisão de freios.");
      await next(page).click();
      await expectStep(page, /\/melhorar-curriculo\/formacao-academica$/, "Formação Acadêmica");
      // The sample's education entries are there to be edited.
      await expect(card(page, "Formação 1").getByLabel("Instituição")).not.toHaveValue("");
      await next(page).click();
      await expect(page).toHaveURL(/\/melhorar-curriculo\/habilidades$/);
    });

    test("keeps what is stored instead of the sample", async ({ page }) => {
      await seedStorage(page, {
        informacoesPessoais: { nomeCompleto: "Rita de Cássia", email: "rita@exemplo.com" },
      });
      await page.goto("/melhorar-curriculo/criar-curriculo");
      await expect(page.getByLabel("Nome completo")).toHaveValue("Rita de Cássia");
    });
  });
});

test.describe("choose option", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("offers both paths and clears the previous resume session", async ({ page }) => {
      await seedStorage(page, {
        informacoesPessoais: { nomeCompleto: "Pessoa Antiga", email: "a@b.com" },
        currentResumeId: "res-9",
        nome: "Pessoa Antiga",
      });
      await page.goto("/choose-option");
      await expect(page.getByRole("heading", { level: 1, name: "Como deseja continuar?" })).toBeVisible();
      await expect(toast(page, "Novo currículo iniciado")).toBeVisible();
      // Everything of the resume is gone; the cookie choice (not part of a resume) stays.
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "cookieConsent")))
        .toEqual([]);
      await expect(page.getByText(/grátis/)).toBeVisible();

      await page.getByRole("link", { name: "Criar um novo currículo" }).click();
      await expect(page).toHaveURL(/\/criar-curriculo$/);
      await expect(page.getByLabel("Nome completo")).toHaveValue("");
      await page.goBack();
      await page.getByRole("link", { name: "Melhorar um currículo existente" }).click();
      await expect(page).toHaveURL(/\/melhorar-curriculo$/);
    });
  });

  test("has no serious accessibility problems", async ({ page }) => {
    await page.goto("/choose-option");
    await expect(page.getByRole("heading", { level: 1, name: "Como deseja continuar?" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
