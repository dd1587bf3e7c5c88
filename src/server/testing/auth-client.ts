import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { TEST_PUBLIC_URL } from "./config.ts";

export type CallOptions = {
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
export function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
}

type OutboxMessage = { to: string; subject: string; html: string; text: string };

/** Waits until the outbox holds `count` messages to `to` and returns the newest of them. */
export async function waitForOutbox(dataDir: string, to: string, count = 1): Promise<OutboxMessage> {
  const folder = join(dataDir, "outbox");
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = await readdir(folder).catch(() => [] as string[]);
    const files = names.filter((name) => name.endsWith(".json")).sort();
    const messages = await Promise.all(
      files.map(async (file) => JSON.parse(await readFile(join(folder, file), "utf8")) as OutboxMessage),
    );
    const mine = messages.filter((message) => message.to === to);
    if (mine.length >= count) return mine.at(-1) as OutboxMessage;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the outbox never held ${count} messages to ${to}`);
}

/** The reset token from an e-mailed link. */
export function tokenFromLink(text: string): string {
  const match = /\/reset-password\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) throw new Error("no reset link in the message");
  return match[1];
}
