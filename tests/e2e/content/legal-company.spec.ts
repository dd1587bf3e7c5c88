import { EXAMPLE_HOURS } from "../../../src/core/company/company-facts.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { clientAddress, desktopOnly, expect, test } from "../fixtures/test.ts";

const sameOnEveryScreen =
  "the same text on every screen; the phone checks each page's layout with the public pages (public-routes.spec.ts)";

test.describe("legal pages", () => {
  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("the terms match the plan sold and the consumer's rights", async ({ page }) => {
      await page.goto("/termos-de-uso");
      await expect(page.getByRole("heading", { level: 1, name: "Termos de uso" })).toBeVisible();
      await expect(page.getByText("Última atualização: 10 de maio de 2023")).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText("R$ 7,97");
      await expect(main).toContainText("uma única vez");
      await expect(main).toContainText("14 dias");
      await expect(main).toContainText("Sem renovação automática");
      await expect(main).toContainText("PDF, DOCX (Word) e TXT");
      await expect(main).toContainText("art. 49 do Código de Defesa do Consumidor");
      await expect(main).toContainText("Lei Geral de Proteção de Dados");
      await page.getByRole("main").getByRole("link", { name: "Política de privacidade" }).click();
      await expect(page).toHaveURL(/\/politica-de-privacidade$/);
    });

    test("the privacy policy names what is kept, why, for how long, by whom, and each LGPD right", async ({
      page,
    }) => {
      await page.goto("/politica-de-privacidade");
      await expect(page.getByRole("heading", { level: 1, name: "Política de privacidade" })).toBeVisible();
      await expect(page.getByText("Última atualização: 10 de maio de 2023")).toBeVisible();
      const main = page.getByRole("main");
      for (const text of [
        "LGPD",
        "hash",
        "endereço IP",
        "7 dias",
        "não é guardado",
        "Stripe",
        "Provedor de entrega de e-mails",
        "art. 7º",
        "art. 18",
        "Transferência internacional",
        "Baixar meus dados",
        "Excluir minha conta",
      ])
        await expect(main, text).toContainText(text);
      // This build was made without the company's details: the policy says so instead of naming a made-up DPO.
      await expect(main.getByRole("note")).toContainText(
        "Dados de exemplo: quem opera o Vitae ainda não informou a razão social, o CNPJ, o endereço e o e-mail do encarregado de dados (DPO).",
      );
      await expect(main.locator('a[href^="mailto:"]')).toHaveCount(0);
      for (const heading of [
        "Quais dados guardamos",
        "Por quanto tempo guardamos",
        "Com quem compartilhamos",
      ])
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    });
  });
});

test.describe("about", () => {
  test("tells who Vitae is for and leads to the wizard", async ({ page }) => {
    await page.goto("/sobre-nos");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Currículos que abrem portas");
    await expect(page.getByRole("main")).toContainText("Jovem Aprendiz");
    await page.getByRole("link", { name: "Criar meu currículo" }).click();
    await expect(page).toHaveURL(/\/criar-curriculo$/);
  });
});

test.describe("contact", () => {
  // The server refuses the invalid form too; this spec sends it only once valid.
  test.use({ expectedConsoleErrors: [] });

  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  });

  test("without the company's details, says they are examples and offers nothing to call or write to", async ({
    page,
    request,
  }) => {
    // The build had no COMPANY_* nor SUPPORT_EMAIL: the prerendered page already says so, before any script.
    const prerendered = await (await request.get("/contato")).text();
    expect(prerendered).toContain("Dados de exemplo:");
    expect(prerendered).not.toMatch(/href="(tel|mailto):/);

    await page.goto("/contato");
    await expect(page.getByRole("heading", { level: 1, name: "Fale com a gente" })).toBeVisible();
    const channels = page.getByRole("complementary", { name: "Outros canais" });
    await expect(channels.getByRole("note")).toContainText(
      "quem opera o Vitae ainda não informou a razão social, o CNPJ, o endereço, o telefone, o e-mail de atendimento e o horário de atendimento. O horário de atendimento mostrado é só um exemplo. Para falar com a equipe, use o formulário desta página.",
    );
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await expect(page.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(page.locator("address")).toHaveCount(0);
    await expect(page.getByRole("main")).not.toContainText(/presencial|90000|vitae\.example/);
    await expect(channels.getByText(EXAMPLE_HOURS, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test.describe(() => {
    desktopOnly(sameOnEveryScreen);

    test("states one set of hours, the same on the contact and support pages", async ({ page }) => {
      for (const path of ["/contato", "/suporte"]) {
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(main.getByText(EXAMPLE_HOURS, { exact: true }), path).toBeVisible();
        await expect(main, path).not.toContainText(/8h às 20h|Sábado|9h às 15h/);
      }
    });
  });

  test("explains each mistake in Portuguese, then sends and confirms", async ({ page }) => {
    await page.goto("/contato");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByText("Informe o assunto com pelo menos 3 caracteres")).toBeVisible();
    await expect(form.getByText("Escreva sua mensagem com pelo menos 20 caracteres")).toBeVisible();
    await expect(
      form.getByText("Você precisa aceitar a Política de Privacidade para enviar a mensagem"),
    ).toBeVisible();
    await expect(form.getByLabel("Nome completo")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Nome completo").fill("Marina Duarte");
    await form.getByLabel("E-mail").fill("marina@");
    await form.getByLabel("Telefone (opcional)").fill("abc");
    await form.getByLabel("Assunto").fill("Nota fiscal do Premium");
    await form
      .getByRole("textbox", { name: "Mensagem" })
      .fill("Olá! Preciso da nota fiscal da compra do plano Premium de ontem.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Telefone (opcional)")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel("E-mail").fill("marina.duarte@example.com");
    await form.getByLabel("Telefone (opcional)").fill("(11) 90000-0000");
    await form.getByRole("checkbox", { name: /Li e concordo com a Política de Privacidade/ }).check();
    const sent = page.waitForResponse(
      (r) => r.url().endsWith("/api/contact") && r.request().method() === "POST",
    );
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    const response = await sent;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toMatchObject({
      kind: "contact",
      name: "Marina Duarte",
      email: "marina.duarte@example.com",
      phone: "(11) 90000-0000",
      subject: "Nota fiscal do Premium",
      consent: true,
    });
    await expect(page.getByRole("status")).toContainText("Mensagem enviada! Obrigado pelo contato.");
    await page.getByRole("button", { name: "Enviar outra mensagem" }).click();
    await expect(page.getByLabel("Nome completo")).toHaveValue("");
  });
});
