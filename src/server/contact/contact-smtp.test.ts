import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import { decodeQuotedPrintable, type SmtpInbox, startSmtpInbox } from "../testing/smtp-inbox.ts";

const TEAM = "equipe@vitae.test";

/** The app over one database, mailing through `smtpUrl`. */
async function startApp(smtpUrl: string) {
  const config = testConfig({
    SMTP_URL: smtpUrl,
    SUPPORT_EMAIL: TEAM,
    MAIL_FROM: "Vitae <nao-responda@vitae.test>",
    TRUSTED_PROXY_HEADER: "x-forwarded-for",
  });
  const handle = await openDatabase(config);
  const server = await serveForTest(createApp({ config, db: handle.db, logger: createLogger("silent") }));
  return {
    post: async (body: unknown, ip: string) => {
      const response = await fetch(`${server.url}/api/contact`, {
        method: "POST",
        headers: { origin: TEST_PUBLIC_URL, "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    close: async () => {
      await server.close();
      await handle.close();
    },
  };
}

describe("contact messages over SMTP", () => {
  let inbox: SmtpInbox;
  let app: Awaited<ReturnType<typeof startApp>>;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    app = await startApp(inbox.url);
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await inbox?.close();
  });

  it("delivers a support request with its attachments to the team, and a confirmation to the sender", async () => {
    const sender = "joana.prado@example.com";
    const attachment = Buffer.from("Erro ao gerar PDF às 14h32 — captura do navegador", "utf8");
    const answer = await app.post(
      {
        kind: "support",
        name: "Joana Prado",
        email: sender,
        subject: "Erro no download",
        category: "download",
        message: "Ao clicar em Baixar PDF aparece uma mensagem de erro. Anexei o que vi na tela.",
        attachments: [{ name: "erro <tela>.txt", data: attachment.toString("base64") }],
      },
      "192.0.2.50",
    );
    expect(answer).toEqual({ status: 202, json: { ok: true } });

    const [team] = inbox.messagesTo(TEAM);
    const raw = team?.raw ?? "";
    expect(raw).toMatch(/^Subject: \[Suporte\] Erro no download\r?$/m);
    expect(raw).toMatch(/^Reply-To: joana\.prado@example\.com\r?$/m);
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain("Categoria: Download (PDF, DOCX, TXT)");
    expect(body).toContain("Anexei o que vi na tela.");
    // The file travels whole, under a harmless name.
    expect(raw).toMatch(/filename="?erro _tela_\.txt"?/);
    expect(raw.replace(/\r?\n/g, "")).toContain(attachment.toString("base64"));

    const [confirmation] = inbox.messagesTo(sender);
    const confirmationText = decodeQuotedPrintable(confirmation?.raw ?? "");
    expect(confirmationText).toContain("Olá, Joana!");
    expect(confirmationText).toContain("Respondemos em até 24 horas úteis");
    expect(confirmation?.raw).toMatch(new RegExp(`^Reply-To: ${TEAM.replace(".", "\\.")}\\r?$`, "m"));
  });

  it("confirms a newsletter sign-up to the subscriber and tells the team", async () => {
    const subscriber = "leitor.blog@example.com";
    expect((await app.post({ kind: "newsletter", email: subscriber }, "192.0.2.51")).status).toBe(202);
    const confirmation = decodeQuotedPrintable(inbox.messagesTo(subscriber)[0]?.raw ?? "");
    expect(confirmation).toContain("Sua inscrição na newsletter do blog do Vitae foi recebida.");
    expect(confirmation).toContain("CANCELAR");
    expect(inbox.messagesTo(TEAM).some((m) => decodeQuotedPrintable(m.raw).includes(subscriber))).toBe(true);
  });
});

describe("contact messages when the mail server is down", () => {
  let app: Awaited<ReturnType<typeof startApp>>;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: the connection is refused at once.
    app = await startApp("smtp://127.0.0.1:9");
  }, 180_000);
  afterAll(() => app?.close());

  it("answers 503 in Portuguese instead of a 500", async () => {
    const answer = await app.post(
      {
        kind: "contact",
        name: "Rafael Souza",
        email: "rafael.souza@example.com",
        subject: "Dúvida",
        message: "Vocês emitem nota fiscal para a compra do plano Premium?",
        consent: true,
      },
      "192.0.2.52",
    );
    expect(answer.status).toBe(503);
    expect(answer.json.message).toBe(
      "O serviço está temporariamente indisponível. Tente novamente em instantes.",
    );
  });
});
