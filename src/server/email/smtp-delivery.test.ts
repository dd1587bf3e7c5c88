import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { authClient } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";

type Received = { from: string; to: string[]; raw: string };

/** Undoes quoted-printable, the transfer encoding nodemailer picks for mostly-ASCII Portuguese text. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** Waits for the message to `to` with that subject, however many others arrived before it. */
async function receivedWith(received: Received[], to: string, subject: string): Promise<Received> {
  const line = new RegExp(`^Subject: ${subject}\\r?$`, "m");
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = received.find((message) => message.to.includes(to) && line.test(message.raw));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no message "${subject}" to ${to} arrived`);
}

describe("the account e-mails over SMTP", () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let handle: DatabaseHandle;
  let server: { url: string; close(): Promise<void> };

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString("latin1"),
          });
          callback();
        });
      },
    });
    smtp.listen(0, "127.0.0.1");
    await once(smtp.server, "listening");
    const { port } = smtp.server.address() as AddressInfo;
    const config = testConfig({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: "Vitae <nao-responda@vitae.test>",
      TRUSTED_PROXY_HEADER: "x-forwarded-for",
    });
    handle = await openDatabase(config);
    server = await serveForTest(createApp({ config, db: handle.db, logger: createLogger("silent") }));
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it("delivers a Portuguese HTML and text message with a link to the public reset page", async () => {
    const call = authClient(server.url);
    const email = "carla@example.com";
    const signUp = await call("/sign-up/email", {
      body: { name: "Carla Dias", email, password: "cavalo-grampo-bateria-27" },
      ip: "192.0.2.10",
    });
    expect(signUp.status).toBe(200);
    await call("/request-password-reset", { body: { email }, ip: "192.0.2.11" });

    const message = await receivedWith(received, email, "Redefina sua senha do Vitae");
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
    const signUp = await call("/sign-up/email", {
      body: { name: "Davi Rocha", email, password: "cavalo-grampo-bateria-27" },
      ip: "192.0.2.12",
    });
    expect(signUp.status).toBe(200);

    const message = await receivedWith(received, email, "Confirme seu e-mail no Vitae");
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain("Olá, Davi Rocha!");
    expect(body).toContain("O link vale por 24 horas e pode ser usado uma única vez.");
    const token = new RegExp(`${TEST_PUBLIC_URL}/verificar-email\\?token=([\\w.-]+)`).exec(body)?.[1];
    expect(token).toBeTruthy();
    const confirmed = await call(`/verify-email?token=${token}`);
    expect(confirmed.status).toBe(200);
    const session = await call("/get-session", { cookie: signUp.cookie });
    expect(session.json.user.emailVerified).toBe(true);
  });
});
