import { randomUUID } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";

/** A file sent with a message, its bytes in base64 (nodemailer decodes it; the outbox keeps it as is). */
export type EmailAttachment = { filename: string; content: string; encoding: "base64" };

export type Email = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Where a reply goes, when not to the sender (a contact message is answered to the person who wrote). */
  replyTo?: string;
  attachments?: EmailAttachment[];
};
export type SendEmail = (email: Email) => Promise<void>;

type MailerConfig = Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">;

/**
 * The one way the server sends mail: over SMTP when SMTP_URL is set, else into DATA_DIR/outbox, so the
 * whole flow (a reset link, say) works on a machine with no mail server.
 */
export function createSendEmail(config: MailerConfig, logger: Logger): SendEmail {
  if (config.smtpUrl) {
    const transport = createTransport(config.smtpUrl);
    return async (email) => {
      await transport.sendMail({ from: config.mailFrom, ...email });
      logger.info({ subject: email.subject }, "e-mail sent");
    };
  }
  const outbox = join(config.dataDir, "outbox");
  // Names sort in sending order, even for two messages in one millisecond.
  let sequence = 0;
  return async (email) => {
    await mkdir(outbox, { recursive: true });
    const stamp = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(sequence++).padStart(6, "0")}`;
    const file = join(outbox, `${stamp}-${randomUUID()}.json`);
    // Written under a temporary name, then renamed: a reader never sees half a message.
    const partial = `${file}.partial`;
    await writeFile(partial, `${JSON.stringify({ from: config.mailFrom, ...email }, null, 2)}\n`, {
      mode: 0o600,
    });
    await rename(partial, file);
    // Only the outbox prints the link: it is how a developer follows it without a mail server.
    const link = /https?:\/\/\S+/.exec(email.text)?.[0];
    logger.info({ file, link }, `e-mail written to the outbox: ${email.subject}`);
  };
}
