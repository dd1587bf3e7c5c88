import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { authClient } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import {
  decodeQuotedPrintable,
  type ReceivedMail,
  type SmtpInbox,
  startSmtpInbox,
} from "../testing/smtp-inbox.ts";

/** Waits for the message to `to` with that subject, however many others arrived before it. */
async function receivedWith(inbox: SmtpInbox, to: string, subject: string): Promise<ReceivedMail> {
  const line = new RegExp(`^Subject: ${subject}\\r?$`, "m");
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = inbox.messagesTo(to).find((message) => line.test(message.raw));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message "${subject}" to ${to} arrived`);
}

/** Signs a person up, which mails them the confirmation link. */
async function signUp(
  call: ReturnType<typeof authClient>,
  person: { name: string; email: string },
  ip: string,
) {
  const answer = await call("/sign-up/email", {
    body: { ...person, password: "cavalo-grampo-bateria-27" },
    ip,
  });
  expect(answer.status).toBe(200);
  return answer;
}

describe("the account e-mails over SMTP", () => {
  let inbox: SmtpInbox;
  let handle: DatabaseHandle;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    const config = testConfig({
      SMTP_URL: inbox.url,
      MAIL_FROM: "Vitae <nao-responda@vitae.test>",
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
    });
    handle = await openDatabase(config);
    server = await serveForTest(createApp({ config, db: handle.db, logger: createLogger("silent") }));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await inbox?.close();
  });

  it("delivers a Portuguese HTML and text message with a link to the public reset page", async () => {
    const call = authClient(server.url);
    const email = "carla@example.com";
    await signUp(call, { name: "Carla Dias", email }, "192.0.2.10");
    await call("/request-password-reset", { body: { email }, ip: "192.0.2.11" });

    const message = await receivedWith(inbox, email, "Redefina sua senha do Vitae");
    expect(message.from).toBe("nao-responda@vitae.test");
    expect(message.to).toEqual([email]);
    const raw = message.raw;
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    const body = decodeQuotedPrintable(raw);
    expect(body).toContain("Olá, Carla Dias!");
    expect(body).toContain("O link vale por 24 horas");
    expect(body).toMatch(new RegExp(`${TEST_PUBLIC_URL}/reset-password\\?token=[\\w-]+`));
    expect(body).toMatch(/<a href="http:\/\/vitae\.test:5173\/reset-password\?token=[\w-]+"/);
  });

  it("delivers the Portuguese confirmation e-mail at sign-up, whose link confirms the address", async () => {
    const call = authClient(server.url);
    const email = "davi@example.com";
    const { cookie } = await signUp(call, { name: "Davi Rocha", email }, "192.0.2.12");

    const message = await receivedWith(inbox, email, "Confirme seu e-mail no Vitae");
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain("Olá, Davi Rocha!");
    expect(body).toContain("O link vale por 24 horas e pode ser usado uma única vez.");
    const token = new RegExp(`${TEST_PUBLIC_URL}/verificar-email\\?token=([\\w.-]+)`).exec(body)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await call(`/verify-email?token=${token}`);
    expect(confirmed.status).toBe(200);
    const session = await call("/get-session", { cookie });
    expect(session.json.user.emailVerified).toBe(true);
  });
});
