import { IMPROVE_PREFIX, WIZARD_STEPS } from "#web/features/wizard/wizard-steps.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

// Each wizard step's frame (header, steps, title) arrives as HTML, so a phone on a slow network shows the step
// before its JavaScript; the form, which holds the stored draft, is drawn by the app over it.

test.describe("the wizard's step frames", () => {
  desktopOnly(
    "the frame is the same HTML on every screen; the phone walks the drawn steps (journey.spec.ts)",
  );

  test("every step shows its title and steps with JavaScript turned off, and no form to type into", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const step of WIZARD_STEPS) {
      for (const path of [step.path, `${IMPROVE_PREFIX}${step.path}`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 }), path).not.toBeEmpty();
        const steps = page.getByRole("navigation", { name: "Etapas do currículo" });
        await expect(steps.locator('[aria-current="step"]'), path).toContainText(step.label);
        // Typing into the frame would be lost when the app draws the form: there is nothing to type into.
        await expect(page.getByRole("textbox"), path).toHaveCount(0);
        await expect(page.locator("main").getByRole("button"), path).toHaveCount(0);
      }
    }
    await context.close();
  });

  test("the app draws the stored draft over the frame", async ({ page }) => {
    await seedStorage(page, {
      informacoesPessoais: { nomeCompleto: "Rita de Cássia Prado", email: "rita@example.com" },
    });
    await page.goto(WIZARD_STEPS[0].path);
    await expect(page.getByLabel("Nome completo")).toHaveValue("Rita de Cássia Prado");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Informações Pessoais");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });
});
