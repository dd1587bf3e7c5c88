import type { Locator, Page } from "@playwright/test";
import { expectDate } from "../fixtures/date-fields.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

// The whole wizard with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows and typing. No clicks.
desktopOnly("keyboard pass runs on the desktop project");

/** Presses Tab (or Shift+Tab) until the target has focus; fails if it is not reachable in `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reachable with ${backwards ? "Shift+Tab" : "Tab"}`).toBeFocused();
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** A date is a month select (picked by typing its first letters) and, after Tab, the year. */
async function typeDate(page: Page, month: string, year: number) {
  await page.keyboard.type(month);
  await page.keyboard.press("Tab");
  await page.keyboard.type(String(year));
}

test("every step of the wizard can be completed with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  const next = page.getByRole("button", { name: "Próximo" });

  // 1. Informações Pessoais
  await page.goto("/criar-curriculo");
  await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeFocused();
  await typeInto(page, page.getByLabel("Nome completo"), "Ana Beatriz Souza");
  await typeInto(page, page.getByLabel("E-mail"), "ana.souza@exemplo.com.br");
  await typeInto(page, page.getByLabel("Telefone"), "(11) 98765-4321");
  await typeInto(page, page.getByLabel("Cidade e Estado"), "São Paulo, SP");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/resumo-profissional$/);

  // 2. Resumo Profissional: the AI writes it.
  await typeInto(page, page.getByLabel("Cargo desejado (opcional)"), "Desenvolvedora Front-end");
  await tabTo(page, page.getByRole("button", { name: "Gerar com IA" }));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Resumo profissional", { exact: true })).not.toHaveValue("", {
    timeout: 5000,
  });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/experiencia-profissional$/);

  // 3. Experiência: a current job, description by the AI.
  await typeInto(page, page.getByLabel("Empresa"), "Loja Online Brasil");
  await typeInto(page, page.getByLabel("Cargo", { exact: true }), "Desenvolvedora Front-end");
  await tabTo(page, page.getByLabel("Mês de início"));
  await typeDate(page, "Mar", 2022);
  await expectDate(page, "início", "2022-03");
  await tabTo(page, page.getByLabel("Trabalho aqui atualmente"));
  await page.keyboard.press("Space");
  await expect(page.getByLabel("Ano de término")).toBeDisabled();
  await tabTo(page, page.getByRole("button", { name: "Sugerir descrição com IA" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Descrição")).not.toHaveValue("", { timeout: 5000 });
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/formacao-academica$/);

  // 4. Formação: the status select is changed with an arrow key.
  await typeInto(page, page.getByLabel("Instituição"), "Universidade de São Paulo");
  await typeInto(page, page.getByLabel("Curso"), "Ciência da Computação");
  await tabTo(page, page.getByLabel("Situação"));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Situação")).toHaveValue("em_andamento");
  await tabTo(page, page.getByLabel("Mês de início"));
  await typeDate(page, "Fev", 2019);
  await expectDate(page, "início", "2019-02");
  // Back up with Shift+Tab to check the course name before moving on.
  await tabTo(page, page.getByLabel("Curso"), { backwards: true });
  await expect(page.getByLabel("Curso")).toHaveValue("Ciência da Computação");
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/habilidades$/);

  // 5. Habilidades: Enter adds, the button adds, a tag is removed, a suggestion is taken.
  const hard = page.getByLabel("Habilidades técnicas", { exact: true });
  const hardList = page.getByRole("list", { name: "Habilidades técnicas adicionadas" });
  await typeInto(page, hard, "React");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Figma");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Adicionar habilidades técnicas" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(hardList.getByRole("listitem")).toHaveText(["React", "Figma"]);
  await tabTo(page, page.getByRole("button", { name: "Remover Figma" }));
  await page.keyboard.press("Enter");
  await expect(hardList.getByRole("listitem")).toHaveText(["React"]);
  await typeInto(page, page.getByLabel("Habilidades comportamentais", { exact: true }), "Comunicação");
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByRole("button", { name: "Sugerir habilidades com IA" }));
  await page.keyboard.press("Enter");
  const suggestions = page.getByRole("region", { name: "Técnicas" });
  await expect(suggestions).toBeVisible({ timeout: 5000 });
  const chip = suggestions.getByRole("button", { name: /^Adicionar (?!todas)/ }).first();
  const skill = ((await chip.textContent()) ?? "").replace(/^\s*Adicionar\s*/, "").trim();
  await tabTo(page, chip);
  await page.keyboard.press("Enter");
  await expect(hardList.getByRole("listitem").filter({ hasText: skill })).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/escolher-template$/);

  // 6. Modelo: arrow keys move through the radio group, then apply with Enter.
  await tabTo(page, page.getByRole("radio", { name: "Clássico" }));
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "Clássico" })).toBeChecked();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Criativo" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Aplicar este modelo: Criativo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Template aplicado com sucesso!")).toBeVisible();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/visualizacao-final$/);

  // 7. Visualização final: both actions open the signup dialog, which the keyboard can close.
  await expect(page.getByText("Modelo: Criativo")).toBeVisible();
  const download = page.getByRole("button", { name: "Baixar PDF" });
  await tabTo(page, download);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cadastro necessário" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(download).toBeFocused();

  await tabTo(page, page.getByRole("button", { name: "Salvar Currículo" }), { backwards: true });
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Cancelar" }), { max: 5 });
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await tabTo(page, download);
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "Fazer cadastro" }), { max: 5 });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/signup$/);
});
