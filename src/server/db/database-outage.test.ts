import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app.ts";
import { corpusFile } from "../import/testing/corpus.ts";
import { createLogger } from "../logger.ts";
import { apiClient, TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, nextIp } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { createResumeData } from "../testing/factories.ts";
import { serveForTest } from "../testing/http.ts";
import { createTestDatabase, postgresUnreachableReason } from "../testing/postgres.ts";
import { startTcpProxy, type TcpProxy } from "../testing/tcp-proxy.ts";
import { type DatabaseHandle, openDatabase } from "./database.ts";
import { resumeDrafts } from "./schema.ts";

const UNAVAILABLE = {
  code: "SERVICE_UNAVAILABLE",
  message: "O serviço está temporariamente indisponível. Tente novamente em instantes.",
};

const RESET_TOKEN = "secret-reset-token-XYZ";

const unreachable = await postgresUnreachableReason();
if (unreachable && !process.env.CI) console.warn(`\n⚠ Skipping the database outage tests: ${unreachable}\n`);

/**
 * The app talks to PostgreSQL through a TCP relay the test cuts and restores, as when the database server
 * restarts or the network between them fails: open connections drop and new ones are refused.
 */
describe.runIf(!unreachable || process.env.CI)("a PostgreSQL outage", () => {
  const logLines: string[] = [];
  const consoleLines: string[] = [];
  let drop: (() => Promise<void>) | undefined;
  let proxy: TcpProxy | undefined;
  let handle: DatabaseHandle | undefined;
  let server: { url: string; close(): Promise<void> } | undefined;
  let person: { email: string; cookie: string; sessionToken: string; resumeId: string; draftId: string };

  beforeAll(async () => {
    if (unreachable) throw new Error(`${unreachable} CI is set, so these tests require it.`);
    const database = await createTestDatabase();
    drop = database.drop;
    const direct = new URL(database.url);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(database.url);
    relayed.port = String(proxy.port);
    // Every level: no line, however chatty, may carry a secret.
    const logger = createLogger("trace", { write: (line: string) => void logLines.push(line) });
    const config = testConfig();
    handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: relayed.toString() }, logger);
    server = await serveForTest(createApp({ config, db: handle.db, logger }));

    const email = `ana.${Date.now()}@example.com`;
    const signUp = await authClient(server.url)("/sign-up/email", {
      body: { name: "Ana Souza", email, password: TEST_PASSWORD },
      ip: nextIp(),
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.cookie;
    const signed = decodeURIComponent(/better-auth\.session_token=([^;]+)/.exec(cookie)?.[1] ?? "");
    const sessionToken = signed.split(".")[0] ?? "";
    expect(sessionToken.length).toBeGreaterThan(16);
    const created = await apiClient(server.url)("/resumes", {
      cookie,
      body: { name: "Meu currículo", content: createResumeData() },
    });
    expect(created.status).toBe(201);
    const [draft] = await handle.db
      .insert(resumeDrafts)
      .values({ userId: signUp.json.user.id, content: createResumeData() })
      .returning();
    person = { email, cookie, sessionToken, resumeId: created.json.resume.id, draftId: draft?.id ?? "" };
  }, 60_000);

  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
    await handle?.close();
    await proxy?.close();
    await drop?.();
  });

  /** What a person does on the site, each request as the browser sends it. */
  const requests = (docx: Uint8Array) => {
    const { cookie, email, resumeId, draftId } = person;
    const call = apiClient(server?.url ?? "");
    return {
      health: () => call("/health"),
      plan: () => call("/plan", { cookie }),
      signIn: () => call("/auth/sign-in/email", { body: { email, password: TEST_PASSWORD } }),
      session: () => call("/auth/get-session", { cookie }),
      readResume: () => call(`/resumes/${resumeId}`, { cookie }),
      saveResume: () =>
        call(`/resumes/${resumeId}`, {
          method: "PUT",
          cookie,
          body: { name: "Editado", content: createResumeData({ cargo: "Gerente" }), version: 1 },
        }),
      importFile: () => upload(docx, cookie),
      draft: () => call(`/drafts/${draftId}`, { cookie }),
      contact: () => call("/contact", { body: { kind: "newsletter", email } }),
      // Answered by better-auth alone, with no query of ours before its own.
      resetLink: () =>
        followLink(`/auth/reset-password/${RESET_TOKEN}?callbackURL=${TEST_PUBLIC_URL}/redefinir-senha`),
      pdf: () => call(`/resumes/${resumeId}/pdf`, { cookie }),
      jsonExport: () => call(`/resumes/${resumeId}/json-resume`, { cookie }),
    };
  };

  const followLink = async (path: string) => {
    const response = await fetch(`${server?.url}/api${path}`, { redirect: "manual" });
    const text = await response.text();
    return { response, status: response.status, json: text ? JSON.parse(text) : null, text };
  };

  const upload = async (bytes: Uint8Array, cookie: string) => {
    const response = await fetch(`${server?.url}/api/import`, {
      method: "POST",
      headers: { origin: TEST_PUBLIC_URL, cookie, "content-type": "application/octet-stream" },
      body: bytes as BodyInit,
    });
    const text = await response.text();
    return { response, status: response.status, json: text ? JSON.parse(text) : null, text };
  };

  it("answers 503 with Retry-After and a Portuguese message, then serves again once the database is back", async () => {
    const docx = await corpusFile("pdf/pt_02_maria-da-conceicao-ferreira.docx");
    const site = requests(docx);
    // better-call prints an error it cannot answer to the console: that output counts as a log too.
    for (const method of ["error", "warn", "log", "info"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        consoleLines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(" "));
      });
    }

    await proxy?.cut();
    for (const [name, request] of Object.entries(site)) {
      const answer = await request();
      expect({ name, status: answer.status, body: answer.json }).toEqual({
        name,
        status: 503,
        body: UNAVAILABLE,
      });
      expect(answer.response.headers.get("retry-after")).toBe("5");
    }

    await proxy?.restore();
    expect((await site.health()).json).toEqual({ status: "ok" });
    expect((await site.plan()).json).toMatchObject({ success: true, active: false });
    expect((await site.signIn()).status).toBe(200);
    expect((await site.session()).json.user.email).toBe(person.email);
    expect((await site.readResume()).json.resume.name).toBe("Meu currículo");
    expect((await site.saveResume()).json.resume).toMatchObject({ name: "Editado", version: 2 });
    const imported = await site.importFile();
    expect({ status: imported.status, body: imported.json }).toMatchObject({ status: 201 });
    expect(imported.json.draftId).toEqual(expect.any(String));
    expect((await site.draft()).status).toBe(200);
    expect((await site.contact()).status).toBe(202);
    expect((await site.pdf()).json.code).toBe("PLAN_REQUIRED");
    expect((await site.jsonExport()).status).toBe(200);
  }, 60_000);

  it("keeps the session token, the password and the e-mail out of the logs of the failed queries", () => {
    const output = [...logLines, ...consoleLines].join("\n");
    // The log still says what failed: the query that failed and why, without its parameters.
    expect(output).toMatch(/Failed query: select/);
    expect(output).toMatch(/ECONNREFUSED|Connection terminated/);
    expect(output).toContain("request");
    for (const secret of [person.sessionToken, TEST_PASSWORD, person.email, RESET_TOKEN]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain("params:");
  });
});
