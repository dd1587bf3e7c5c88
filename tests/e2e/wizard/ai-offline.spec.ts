import type { Page } from "@playwright/test";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

// The AI helpers' writing code is fetched while a step is idle, not with the step. When the connection drops
// before it arrives, each helper says it could not write, keeps the person's words, and works once the
// connection is back.

desktopOnly("what the helpers write and keep does not depend on the screen");
// The refused file, as the browser reports it.
test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

const WRITERS = "**/assets/ai-writers-*.js";
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("without the AI's code, each helper says it failed and keeps the text; back online, it writes", async ({
  page,
}) => {
  await page.route(WRITERS, (route) => route.abort("internetdisconnected"));

  // Summary: nothing written, the field still waits for a choice.
  await page.goto("/resumo-profissional");
  await page.getByLabel("Cargo desejado (opcional)").fill("Auxiliar administrativo");
  await page.getByRole("button", { name: "Gerar com IA" }).click();
  await expect(toast(page, "Erro ao gerar resumo")).toContainText(
    "Ocorreu um erro ao gerar seu resumo profissional. Tente novamente.",
  );
  await expect(page.getByLabel("Resumo profissional")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Gerar com IA" })).toBeEnabled();

  // Experience: the person's description stays exactly as written.
  await page.goto("/experiencia-profissional");
  const card = page.getByRole("group", { name: "Experiência 1" });
  await card.getByLabel("Empresa").fill("Mercado São Jorge");
  await card.getByLabel("Cargo").fill("Operador de caixa");
  await card.getByRole("button", { name: "Sugerir descrição com IA" }).click();
  await expect(toast(page, "Erro ao gerar descrição")).toContainText(
    "Ocorreu um erro ao sugerir a descrição. Tente novamente.",
  );
  await expect(card.getByLabel("Descrição")).toHaveValue("");

  // Skills: no suggestions, the spec's error.
  await page.goto("/habilidades");
  await page.getByRole("button", { name: "Sugerir habilidades com IA" }).click();
  await expect(toast(page, "Erro ao gerar sugestões")).toBeVisible();
  await expect(page.getByRole("region", { name: "Técnicas" })).toHaveCount(0);

  // Back online, asking again writes, without reloading the page.
  await page.unroute(WRITERS);
  await page.getByRole("button", { name: "Sugerir habilidades com IA" }).click();
  await expect(page.getByRole("region", { name: "Técnicas" })).toBeVisible();
});
