import { coverLetters } from "../../../src/web/features/content/cover-letters/cover-letters.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { expect, test } from "../fixtures/test.ts";
import { expectNoSidewaysScroll } from "./content-helpers.ts";

test("/cartas-de-apresentacao shows three letters in tabs, switched by click and keyboard", async ({
  page,
}) => {
  const response = await page.goto("/cartas-de-apresentacao");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modelos de carta de apresentação");
  const tabs = page.getByRole("tablist", { name: "Modelos de carta" }).getByRole("tab");
  await expect(tabs).toHaveText(["Primeiro emprego", "Transição de carreira", "Profissional experiente"]);

  for (const letter of coverLetters) {
    await page.getByRole("tab", { name: letter.label }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(letter.title);
    await expect(panel).toContainText(letter.content.split("\n").at(-1) ?? "");
  }

  await page.getByRole("tab", { name: "Profissional experiente" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Transição de carreira" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tabpanel")).toContainText("Marcos Teixeira");
  await expectNoSidewaysScroll(page);
});

test.describe("with clipboard access", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("'Copiar modelo' puts the letter's text on the clipboard and confirms", async ({ page }) => {
    await page.goto("/cartas-de-apresentacao");
    const letter = coverLetters[1];
    await page.getByRole("tab", { name: letter?.label }).click();
    await page.getByRole("button", { name: "Copiar modelo" }).click();
    await expect(page.getByText("Modelo copiado! Cole no seu editor de texto")).toBeVisible();
    await expect(page.getByRole("button", { name: "Modelo copiado" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(letter?.content);
  });
});

test("when the clipboard refuses, the page says how to copy by hand", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new DOMException("Denied", "NotAllowedError")) },
    });
  });
  await page.goto("/cartas-de-apresentacao");
  await page.getByRole("button", { name: "Copiar modelo" }).click();
  await expect(page.getByText("Não foi possível copiar automaticamente.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copiar modelo" })).toBeVisible();
});

test("five tips, a way to create the resume, and no serious accessibility problems", async ({ page }) => {
  await page.goto("/cartas-de-apresentacao");
  const tips = page
    .getByRole("region", { name: "Cinco dicas para uma carta que funciona" })
    .getByRole("listitem");
  await expect(tips).toHaveCount(5);
  // The copy button waits for the app to start; judged as a person finds it then, not half-way.
  await expect(page.getByRole("button", { name: "Copiar modelo" })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Criar meu currículo" }).click();
  await expect(page).toHaveURL(/\/choose-option$/);
});
