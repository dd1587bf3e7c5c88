import { expect, STRONG_PASSWORD, test, uniqueEmail } from "../auth/auth-test.ts";
import { VISITOR_DRAFT } from "../dashboard/dashboard-test.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { pdfText } from "./pdf-text.ts";

test("a visitor's resume: 'Baixar PDF', sign-up, payment, confirmation, then the PDF with their name", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await seedStorage(page, VISITOR_DRAFT);
  await page.goto("/visualizacao-final");
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  await page
    .getByRole("dialog", { name: "Cadastro necessário" })
    .getByRole("button", { name: "Fazer cadastro" })
    .click();
  await page.getByLabel("Nome completo").fill("Joana Prado Lima");
  await page.getByLabel("E-mail").fill(uniqueEmail("jornada"));
  await page.getByLabel("Senha", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("checkbox", { name: /Li e aceito/ }).check();
  await page.getByRole("button", { name: "Criar conta" }).click();

  // From the final preview, sign-up leads on to the payment page.
  await expect(page).toHaveURL(/\/payment$/, { timeout: 30_000 });
  await page.getByRole("button", { name: "Assinar agora" }).click();
  await page.getByRole("button", { name: "Pagar com cartão" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({ timeout: 15_000 });

  await page.getByRole("link", { name: "Baixar currículo" }).click();
  await expect(page).toHaveURL(/\/visualizacao-final$/);
  const tabOpened = page.context().waitForEvent("page");
  await page.getByRole("button", { name: "Baixar PDF" }).click();
  const tab = await tabOpened;
  await expect.poll(() => tab.url(), { timeout: 60_000 }).toMatch(/^blob:/);

  // The PDF the server makes for this saved resume carries the person's name.
  const resumeId = await page.evaluate(() => localStorage.getItem("currentResumeId"));
  expect(resumeId).toBeTruthy();
  const answer = await page.request.get(`/api/resumes/${resumeId}/pdf`);
  expect(answer.status()).toBe(200);
  expect(await pdfText(new Uint8Array(await answer.body()))).toContain("Joana Prado Lima");
});
