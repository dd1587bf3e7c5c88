import { desktopOnly, expect, test } from "../fixtures/test.ts";

// The app's Content-Security-Policy refuses eval. zod, which checks the forms, would otherwise probe whether
// it may compile its parsers with `new Function`: the refused probe is swallowed, but the browser still reports
// it as a violation (and Lighthouse marks the page down for it).

test.describe("the wizard under the app's Content-Security-Policy", () => {
  desktopOnly("the policy and the checks are the same on every screen");

  test("checking a step's form reports no policy violation", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto("/criar-curriculo");
    await page.getByRole("button", { name: "Próximo" }).click();
    // The check ran: its Portuguese messages are on the form.
    await expect(page.getByText("Nome completo deve ter pelo menos 3 caracteres")).toBeVisible();
    await page.getByLabel("Nome completo", { exact: true }).fill("Ana Paula Souza");
    await page.getByRole("button", { name: "Próximo" }).click();
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
});
