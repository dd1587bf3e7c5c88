import { STORED_RESUME, storeResume, toastWith, VISITOR_DRAFT } from "../dashboard/dashboard-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly } from "../fixtures/test.ts";
import { expect, pdfShownIn, skipReason, test } from "./download-test.ts";

const sameOnEveryScreen =
  "the plan rule and the PDF are the server's; the phone downloads in the purchase journey (billing/journey.spec.ts) and opens a card's menu here";

test.skip(Boolean(skipReason), skipReason);

const PLAN_NEEDED = "Você precisa de um plano ativo para baixar currículos";

test("a visitor who asks for the PDF is asked to sign up", async ({ page }) => {
  await seedStorage(page, VISITOR_DRAFT);
  await page.goto("/visualizacao-final");
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  await expect(page.getByRole("dialog", { name: "Cadastro necessário" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("without a plan, 'Baixar PDF' leads to /payment with the info toast", async ({ page, signedUp }) => {
    expect(signedUp.email).toBeTruthy();
    await seedStorage(page, VISITOR_DRAFT);
    await page.goto("/visualizacao-final");
    await page.getByRole("button", { name: "Baixar PDF" }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(toastWith(page, PLAN_NEEDED)).toBeVisible({ timeout: 15_000 });
  });

  test("with a plan, the final view saves the resume and opens its PDF in a new tab", async ({
    page,
    signedUp,
    planServer,
  }, testInfo) => {
    await planServer.grantPlan(signedUp.email);
    await seedStorage(page, VISITOR_DRAFT);
    await page.goto("/visualizacao-final");
    const tabOpened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "Baixar PDF" }).click();
    const tab = await tabOpened;
    expect(await pdfShownIn(tab)).toBe("application/pdf");
    await expect(toastWith(page, "PDF gerado com sucesso!")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("final-view-after-download.png") });
    // The resume was saved before printing: it is on the dashboard now.
    await page.goto("/dashboard");
    await expect(
      page.getByRole("heading", { name: "Currículo para Assistente Administrativa" }),
    ).toBeVisible();
  });
});

test("with a plan, a dashboard card opens the PDF in a new tab and offers the other formats", async ({
  page,
  signedUp,
  planServer,
}, testInfo) => {
  await planServer.grantPlan(signedUp.email);
  await storeResume(page, planServer.url, "Currículo de Joana", STORED_RESUME);
  await page.goto("/dashboard");
  const card = page.getByRole("listitem").filter({ hasText: "Currículo de Joana" });
  const tabOpened = page.context().waitForEvent("page");
  await card.getByRole("button", { name: "Baixar PDF" }).click();
  expect(await pdfShownIn(await tabOpened)).toBe("application/pdf");

  await card.getByRole("button", { name: "Outros formatos" }).click();
  const menu = page.getByRole("menu");
  for (const label of ["Baixar DOCX", "Baixar TXT", "Exportar JSON Resume"])
    await expect(menu.getByRole("menuitem", { name: label })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("dashboard-formats-menu.png") });
  await expectNoSeriousA11yViolations(page);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("without a plan, a dashboard card's 'Baixar PDF' leads to /payment", async ({
    page,
    signedUp,
    planServer,
  }) => {
    expect(signedUp.email).toBeTruthy();
    await storeResume(page, planServer.url, "Currículo de Joana", STORED_RESUME);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Baixar PDF" }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(toastWith(page, PLAN_NEEDED)).toBeVisible({ timeout: 15_000 });
  });
});
