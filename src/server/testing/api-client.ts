import { afterAll, beforeAll, describe } from "vitest";
import { createApp } from "../app.ts";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { authClient, nextIp } from "./auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "./config.ts";
import { serveForTest } from "./http.ts";
import { createTestDatabase, postgresUnreachableReason } from "./postgres.ts";

export const TEST_PASSWORD = "cavalo-grampo-bateria-27";

// biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes and assert on them
type Json = any;

export type ApiCall = (
  path: string,
  options?: { method?: string; body?: unknown; rawBody?: string; cookie?: string; contentType?: string },
) => Promise<{ response: Response; status: number; json: Json; text: string }>;

/** Calls /api as our web client does: same-origin Origin header, JSON body, the session cookie by hand. */
export function apiClient(baseUrl: string): ApiCall {
  return async (path, options = {}) => {
    const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
    const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers["content-type"] = options.contentType ?? "application/json";
    if (options.cookie) headers.cookie = options.cookie;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
    });
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { response, status: response.status, json, text };
  };
}

export type TestApi = {
  url: string;
  /** The app's DATA_DIR: its outbox holds the e-mails it sent. */
  dataDir: string;
  db: DatabaseHandle["db"];
  call: ApiCall;
  /** Signs a new person up through better-auth (with a new e-mail unless given) and returns their cookie. */
  signUp(options?: { email?: string }): Promise<{ id: string; email: string; cookie: string }>;
};

let people = 0;

/** The real app on a real socket over one database, with sign-up through the API; torn down after all. */
export function useTestApi(openDb: (config: Config) => Promise<DatabaseHandle>): TestApi {
  const api = {} as TestApi;
  let handle: DatabaseHandle | undefined;
  let server: { url: string; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    const config = testConfig({ TRUSTED_PROXY_HEADER: "x-forwarded-for" });
    handle = await openDb(config);
    server = await serveForTest(createApp({ config, db: handle.db, logger: createLogger("silent") }));
    const auth = authClient(server.url);
    Object.assign(api, {
      url: server.url,
      dataDir: config.dataDir,
      db: handle.db,
      call: apiClient(server.url),
      signUp: async ({ email = `pessoa.${people++}.${Date.now()}@example.com` } = {}) => {
        const result = await auth("/sign-up/email", {
          body: { name: "Ana Souza", email, password: TEST_PASSWORD },
          ip: nextIp(),
        });
        if (result.status !== 200) throw new Error(`sign-up failed: ${result.status}`);
        return { id: result.json.user.id as string, email, cookie: result.cookie };
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });
  return api;
}

const unreachable = await postgresUnreachableReason();

/** Runs `scenarios` on the embedded PGlite and on a fresh PostgreSQL database (skipped, with a note, if none). */
export function describeOnEachDatabase(name: string, scenarios: (api: TestApi) => void): void {
  describe(`${name} (PGlite)`, () => {
    scenarios(useTestApi((config) => openDatabase(config)));
  });
  if (unreachable && !process.env.CI) console.warn(`\n⚠ Skipping "${name}" on PostgreSQL: ${unreachable}\n`);
  describe.runIf(!unreachable || process.env.CI)(`${name} (PostgreSQL)`, () => {
    let drop: (() => Promise<void>) | undefined;
    afterAll(() => drop?.());
    scenarios(
      useTestApi(async () => {
        if (unreachable) throw new Error(`${unreachable} CI is set, so these tests require it.`);
        const database = await createTestDatabase();
        drop = database.drop;
        return openDatabase({ dataDir: "unused", databaseUrl: database.url });
      }),
    );
  });
}
