import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpInbox = {
  /** `smtp://…` for SMTP_URL. */
  url: string;
  /** Every message delivered so far, in arrival order. */
  received: ReceivedMail[];
  messagesTo(address: string): ReceivedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on a free local port that keeps every message it is given (attachments up to 20 MB). */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    size: 20 * 1024 * 1024,
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    messagesTo: (address) => received.filter((message) => message.to.includes(address)),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** Undoes quoted-printable, the transfer encoding nodemailer picks for mostly-ASCII Portuguese text. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
