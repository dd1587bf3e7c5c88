import type { Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "../auth/auth-test.ts";
import { openDemoCheckout } from "../billing/billing-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly } from "../fixtures/test.ts";
import {
  expectNoHorizontalScroll,
  STORED_RESUME,
  signUpThroughApi,
  storeResume,
  toastWith,
} from "./dashboard-test.ts";

const sameOnEveryScreen = "the plan rule is the server's; the phone runs the analysis journey above";

const NAME = "Currículo para análise";
const NEXT_YEAR = new Date().getFullYear() + 1;
const PLACEHOLDER = "[Escreva aqui uma conquista]";
const MISSPELT = "atendimeto";
/**
 * The dashboard's sample resume with a misspelt word and an instruction left in the summary, and a job that
 * starts next year.
 */
const FLAWED = {
  ...STORED_RESUME,
  resumo: `${STORED_RESUME.resumo} Foco em ${MISSPELT} ao cliente. ${PLACEHOLDER}`,
  experiencias: [{ ...STORED_RESUME.experiencias[0], dataInicio: `${NEXT_YEAR}-03` }],
};

async function scoreShown(page: Page): Promise<number> {
  const heading = page.getByRole("heading", { level: 2, name: /^Pontuação: \d+\/100$/ });
  await expect(heading).toBeVisible();
  return Number(/(\d+)\/100/.exec((await heading.textContent()) ?? "")?.[1]);
}

test("a paying person analyses a resume, fixes what it found in the wizard and sees the score go up", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  if (!baseURL) throw new Error("no baseURL");
  await signUpThroughApi(page, baseURL, uniqueEmail("analise"));
  await openDemoCheckout(page);
  await page.getByRole("button", { name: "Pagar com cartão" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({ timeout: 30_000 });
  const id = await storeResume(page, baseURL, NAME, FLAWED);

  // The card's Analisar opens the resume's analysis and starts one; the button says so while it runs.
  await page.goto("/dashboard");
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/resumes/*/analyses", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page
    .getByRole("listitem")
    .filter({ hasText: NAME })
    .getByRole("button", { name: "Analisar" })
    .click();
  await expect(page).toHaveURL(`/dashboard/analysis/${id}`);
  await expect(page.getByRole("button", { name: "Iniciando análise com IA..." })).toBeDisabled();
  release();

  const before = await scoreShown(page);
  expect(before).toBeLessThan(100);
  const errors = page.getByRole("region", { name: "Erros" });
  await expect(errors.getByRole("heading", { name: "Erros (2)" })).toBeVisible();
  const placeholder = errors.getByRole("listitem").filter({ hasText: PLACEHOLDER });
  await expect(placeholder).toContainText("Erro: Resumo profissional");
  await expect(
    errors.getByRole("listitem").filter({ hasText: `mar/${NEXT_YEAR} ainda não chegou` }),
  ).toBeVisible();
  const spelling = page
    .getByRole("region", { name: "Avisos" })
    .getByRole("listitem")
    .filter({ hasText: MISSPELT });
  await expect(spelling).toContainText("“atendimento”");
  await expect(page.getByRole("list", { name: "Histórico de análises" }).getByRole("listitem")).toHaveCount(
    1,
  );
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("analysis.png"), fullPage: true });

  // Corrigir opens the saved resume in the wizard, at the summary.
  await placeholder.getByRole("button", { name: "Corrigir" }).click();
  await expect(page).toHaveURL(/\/resumo-profissional$/);
  await expect(toastWith(page, "Currículo carregado com sucesso")).toBeVisible();
  const summary = page.getByLabel("Resumo profissional");
  await expect(summary).toHaveValue(FLAWED.resumo);
  await summary.fill(STORED_RESUME.resumo);
  await page.goto("/visualizacao-final");
  await page.getByRole("button", { name: "Salvar Currículo" }).click();
  await page
    .getByRole("dialog", { name: "Salvar Currículo" })
    .getByRole("button", { name: "Salvar", exact: true })
    .click();
  await expect(toastWith(page, "Currículo atualizado com sucesso!")).toBeVisible();

  // The list shows the last score; a new analysis finds the summary fixed and scores higher.
  await page.goto("/dashboard/analysis");
  const row = page.getByRole("listitem").filter({ hasText: NAME });
  await expect(row).toContainText(`Pontuação: ${before}/100`);
  await row.getByRole("link", { name: `Abrir análise de ${NAME}` }).click();
  await expect(page).toHaveURL(`/dashboard/analysis/${id}`);
  const shownBefore = page.getByRole("heading", { level: 2, name: `Pontuação: ${before}/100` });
  await expect(shownBefore).toBeVisible();
  await page.getByRole("button", { name: "Analisar" }).click();
  await expect(shownBefore).toBeHidden();
  await expect(page.getByRole("listitem").filter({ hasText: PLACEHOLDER })).toHaveCount(0);
  await expect(page.getByRole("listitem").filter({ hasText: MISSPELT })).toHaveCount(0);
  const after = await scoreShown(page);
  expect(after).toBeGreaterThan(before);
  await expect(
    page.getByRole("region", { name: "Erros" }).getByRole("heading", { name: "Erros (1)" }),
  ).toBeVisible();
  const history = page.getByRole("list", { name: "Histórico de análises" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText(`${after}/100 (+${after - before} desde a análise anterior)`);
  await expect(history.last()).toContainText(`${before}/100`);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: test.info().outputPath("analysis-after.png"), fullPage: true });
  await page.goto("/dashboard/analysis");
  await expect(row).toContainText(`Pontuação: ${after}/100`);
  await page.screenshot({ path: test.info().outputPath("analysis-list.png"), fullPage: true });

  // A pasted job ad: what it asks for, found or missing, and where a missing one could go.
  await page.goto(`/dashboard/analysis/${id}`);
  await page
    .getByLabel("Cole aqui o texto da vaga (opcional)")
    .fill(
      "Auxiliar Administrativo\nRequisitos:\n- Pacote Office\n- Experiência com Power BI\nBenefícios: vale-transporte",
    );
  await page.getByRole("button", { name: "Analisar" }).click();
  const match = page.getByRole("region", { name: "Comparação com a vaga" });
  await expect(match.getByRole("listitem").filter({ hasText: "Power BI" })).toContainText(
    "não aparece; pode entrar em Habilidades",
  );
  await expect(match).not.toContainText("vale-transporte");
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath("analysis-job-ad.png"), fullPage: true });
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("without a plan, Analisar sends to /payment with the spec's message", async ({ page, baseURL }) => {
    if (!baseURL) throw new Error("no baseURL");
    await signUpThroughApi(page, baseURL, uniqueEmail("analise-gratis"));
    const id = await storeResume(page, baseURL, NAME, FLAWED);
    await page.goto("/dashboard");
    await page
      .getByRole("listitem")
      .filter({ hasText: NAME })
      .getByRole("button", { name: "Analisar" })
      .click();
    await expect(toastWith(page, "Você precisa de um plano ativo para análises com IA")).toBeVisible();
    await expect(page).toHaveURL(/\/payment$/);

    // The list shows the resume unanalysed; its page asks the server, which refuses the same way.
    await page.goto("/dashboard/analysis");
    await expect(page.getByRole("listitem").filter({ hasText: NAME })).toContainText("Ainda não analisado");
    await page.goto(`/dashboard/analysis/${id}`);
    await expect(page.getByText("Este currículo ainda não foi analisado.")).toBeVisible();
    await page.getByRole("button", { name: "Analisar" }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(toastWith(page, "Você precisa de um plano ativo para análises com IA")).toBeVisible();
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(`/dashboard/analysis/${id}`);
  });
});
