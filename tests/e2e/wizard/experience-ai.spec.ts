import type { Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "the text the suggestions make does not depend on the screen; the phone opens their dialog";

// 'Sugerir descrição com IA' on a card that already holds the person's words: they choose to add or to
// replace, a replacement can be undone, and the bullets fit the job they did.

const card = (page: Page) => page.getByRole("group", { name: "Experiência 1" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const suggest = (page: Page) => card(page).getByRole("button", { name: "Sugerir descrição com IA" });
const choice = (page: Page) => page.getByRole("dialog", { name: "Você já escreveu uma descrição" });

// Two paragraphs and a trailing space: an undo must give back exactly this.
const OWN_TEXT = "Atendia os clientes no caixa e no balcão.\n\nFazia o fechamento do caixa no fim do turno. ";

async function fillJob(page: Page, empresa: string, cargo: string) {
  await page.goto("/experiencia-profissional");
  await card(page).getByLabel("Empresa").fill(empresa);
  await card(page).getByLabel("Cargo").fill(cargo);
}

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("with text in the field, the suggestions are added after it or replace it, and a replace can be undone", async ({
    page,
  }) => {
    await fillJob(page, "Mercado São Jorge", "Operador de caixa");
    const description = card(page).getByLabel("Descrição");
    await description.fill(OWN_TEXT);

    // Asked first; cancelling changes nothing.
    await suggest(page).click();
    await expect(choice(page)).toBeVisible();
    await expect(choice(page)).toContainText("Se substituir, você poderá desfazer.");
    await choice(page).getByRole("button", { name: "Cancelar" }).click();
    await expect(choice(page)).toBeHidden();
    await expect(suggest(page)).toBeVisible();
    await expect(description).toHaveValue(OWN_TEXT);

    // 'Adicionar ao texto': the person's words stay, the bullets come after them.
    await suggest(page).click();
    await choice(page).getByRole("button", { name: "Adicionar ao texto" }).click();
    await expect(card(page).getByRole("button", { name: "Gerando descrição..." })).toBeVisible();
    await expect(toast(page, "Descrição gerada")).toBeVisible();
    const added = await description.inputValue();
    expect(added.startsWith(`${OWN_TEXT.trimEnd()}\n• `)).toBe(true);
    expect(added.slice(OWN_TEXT.trimEnd().length + 1).split("\n").length).toBeGreaterThanOrEqual(3);
    expect(added).toMatch(/caixa/);

    // 'Substituir', then 'Desfazer': exactly what was there comes back, and stays after a reload.
    await description.fill(OWN_TEXT);
    await suggest(page).click();
    await choice(page).getByRole("button", { name: "Substituir" }).click();
    const replaced = toast(page, "Descrição gerada").filter({
      has: page.getByRole("button", { name: "Desfazer" }),
    });
    await expect(replaced).toBeVisible();
    await expect(description).toHaveValue(/^• /);
    await expect(description).not.toHaveValue(/Atendia os clientes/);
    await replaced.getByRole("button", { name: "Desfazer" }).click();
    await expect(description).toHaveValue(OWN_TEXT);
    await expect(toast(page, "Sua descrição anterior foi restaurada")).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("experienciasProfissionais") ?? ""))
      .toContain("Fazia o fechamento do caixa no fim do turno.");
    await page.reload();
    await expect(card(page).getByLabel("Descrição")).toHaveValue(OWN_TEXT);
  });
});

test("the choice is an accessible dialog that Escape closes without touching the text", async ({ page }) => {
  await fillJob(page, "Loja Bela", "Vendedora");
  await card(page).getByLabel("Descrição").fill("Vendas e atendimento no balcão.");
  await suggest(page).click();
  await expect(choice(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(choice(page).getByRole("button", { name: "Cancelar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(choice(page)).toBeHidden();
  await expect(suggest(page)).toBeFocused();
  await expect(card(page).getByLabel("Descrição")).toHaveValue("Vendas e atendimento no balcão.");
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("an empty field is filled at once, with bullets that fit a supermarket stock clerk", async ({
    page,
  }) => {
    await fillJob(page, "Supermercado Bom Preço", "Repositor");
    await suggest(page).click();
    await expect(toast(page, "Descrição gerada")).toBeVisible();
    await expect(choice(page)).toHaveCount(0);
    const text = await card(page).getByLabel("Descrição").inputValue();
    expect(text).toMatch(/^• /);
    expect(text).toContain("Supermercado Bom Preço");
    expect(text).toMatch(/gôndolas|reposição de mercadorias/);
    expect(text).not.toMatch(/blog|SEO|marketing|campanhas|redes sociais/i);
  });
});
