import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { STORED_RESUME, signUpThroughApi, storeResume, toastWith } from "./dashboard-test.ts";

// /dashboard/templates: a saved resume gets a PRO template and another accent, seen at once in the preview,
// kept by 'Salvar alterações' and shown on its dashboard card.

const RESUME = "Currículo de Joana";
const OTHER = "Currículo mais novo";

const preview = (page: Page) =>
  page.getByRole("region", { name: "Pré-visualização" }).frameLocator("iframe").first();

test("a saved resume changes to a PRO template with another accent, saved and kept", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  if (!baseURL) throw new Error("no baseURL");
  await signUpThroughApi(page, baseURL, uniqueEmail("galeria"));
  await storeResume(page, baseURL, RESUME, STORED_RESUME);
  await storeResume(page, baseURL, OTHER, STORED_RESUME);

  // Without ?curriculo= the newest resume is the one shown.
  await page.goto("/dashboard/templates");
  await expect(page.getByLabel("Currículo", { exact: true }).locator("option:checked")).toHaveText(OTHER);

  // The older resume's card leads to the gallery with that resume chosen.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: `Trocar modelo de ${RESUME}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/templates\?curriculo=/);
  const select = page.getByLabel("Currículo", { exact: true });
  await expect(select.locator("option:checked")).toHaveText(RESUME);

  const save = page.getByRole("button", { name: "Salvar alterações" });
  await expect(page.getByRole("radio", { name: "Clássico" })).toBeChecked();
  await expect(preview(page).locator(".vitae--classico")).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole("radio", { name: "Compacto" }).check();
  await expect(preview(page).locator(".vitae--compacto")).toBeVisible();
  const panel = page.getByRole("region", { name: "Personalizar" });
  await panel.getByRole("radio", { name: "Vinho" }).check();
  await expect(preview(page).locator(".v-heading").first()).toHaveCSS("color", "rgb(138, 28, 59)");
  await expectNoSeriousA11yViolations(page);

  await expect(save).toBeEnabled();
  await save.click();
  await expect(toastWith(page, "Modelo salvo")).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(select.locator("option:checked")).toHaveText(RESUME);
  await expect(page.getByRole("radio", { name: "Compacto" })).toBeChecked();
  await expect(panel.getByRole("radio", { name: "Vinho" })).toBeChecked();
  await expect(preview(page).locator(".v-heading").first()).toHaveCSS("color", "rgb(138, 28, 59)");

  await page.goto("/dashboard");
  const card = page.getByRole("listitem").filter({ hasText: RESUME });
  await expect(card).toContainText("Compacto");
  await expect(page.getByRole("listitem").filter({ hasText: OTHER })).toContainText("Clássico");
});

test("a person without resumes is sent to create one", async ({ page, baseURL }) => {
  if (!baseURL) throw new Error("no baseURL");
  await signUpThroughApi(page, baseURL, uniqueEmail("galeria-vazia"));
  await page.goto("/dashboard/templates");
  await expect(page.getByText("Você ainda não criou nenhum currículo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Criar currículo" })).toHaveAttribute(
    "href",
    "/criar-curriculo",
  );
});
