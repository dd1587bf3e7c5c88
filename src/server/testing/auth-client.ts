import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { VERIFY_EMAIL_SUBJECT } from "../email/verify-email-email.ts";
import { TEST_PUBLIC_URL } from "./config.ts";

type CallOptions = {
  method?: string;
  body?: unknown;
  cookie?: string;
  /** The client address, sent in X-Forwarded-For (trusted only when the app is configured to). */
  ip?: string;
  headers?: Record<string, string>;
};

let addresses = 0;
/** A fresh client address per caller, so tests do not share rate-limit counters unless they mean to. */
export const nextIp = () => `198.51.100.${(addresses++ % 250) + 1}`;

/** Calls the API as our web client does: same-origin Origin header, JSON body, cookies passed by hand. */
export function authClient(baseUrl: string) {
  return async function call(path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { origin: TEST_PUBLIC_URL, ...options.headers };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.cookie) headers.cookie = options.cookie;
    if (options.ip) headers["x-forwarded-for"] = options.ip;
    const response = await fetch(`${baseUrl}/api/auth${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      response,
      status: response.status,
      json: text ? JSON.parse(text) : null,
      cookie: cookieOf(response),
    };
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

type OutboxMessage = { to: string; subject: string; html: string; text: string };

/**
 * Waits until the outbox holds `count` messages to `to` (with that subject, when given: an account also
 * gets its verification e-mail) and returns the newest of them.
 */
export async function waitForOutbox(
  dataDir: string,
  to: string,
  { subject, count = 1 }: { subject?: string; count?: number } = {},
): Promise<OutboxMessage> {
  const folder = join(dataDir, "outbox");
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = await readdir(folder).catch(() => [] as string[]);
    const files = names.filter((name) => name.endsWith(".json")).sort();
    const messages = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(folder, file), "utf8")) as OutboxMessage),
    );
    const mine = messages.filter(
      (message) => message.to === to && (subject === undefined || message.subject === subject),
    );
    if (mine.length >= count) return mine.at(-1) as OutboxMessage;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the outbox never held ${count} messages to ${to}`);
}

/** The token from an e-mailed link: a password reset's, or (with that page) an e-mail confirmation's. */
export function tokenFromLink(text: string, page = "/reset-password"): string {
  const match = new RegExp(`${page}\\?token=([\\w.%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in the message`);
  return decodeURIComponent(match[1]);
}

/** Opens the confirmation link mailed to `email` (the newest), as its owner would from their mailbox. */
export async function confirmEmail(baseUrl: string, dataDir: string, email: string, count = 1) {
  const message = await waitForOutbox(dataDir, email, { subject: VERIFY_EMAIL_SUBJECT, count });
  const token = tokenFromLink(message.text, "/verificar-email");
  return authClient(baseUrl)(`/verify-email?token=${encodeURIComponent(token)}`);
}
