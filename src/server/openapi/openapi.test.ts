import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import { API_OPERATIONS, openApiPath } from "./api-document.ts";

type Document = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
};

describe("the OpenAPI document", () => {
  let handle: DatabaseHandle;
  let server: { url: string; close(): Promise<void> };
  let app: ReturnType<typeof createApp>;
  let document: Document;

  beforeAll(async () => {
    const config = testConfig();
    handle = await openDatabase(config);
    app = createApp({ config, db: handle.db, logger: createLogger("silent") });
    server = await serveForTest(app);
    const response = await fetch(`${server.url}/api/openapi.json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as Document;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  /** Each route the app registers, as `METHOD /path`; middleware (`ALL`) left out. */
  const registered = () =>
    new Set(app.routes.filter((route) => route.method !== "ALL").map((r) => `${r.method} ${r.path}`));
  const documented = () =>
    Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );

  it("is served as OpenAPI 3.1 and documents every route the app registers", () => {
    expect(document.openapi).toBe("3.1.0");
    const listed = new Set(documented());
    const missing = [...registered()]
      .filter((route) => !route.endsWith("/*"))
      .filter((route) => !listed.has(openApiPath(route)));
    expect(missing).toEqual([]);
    // better-auth's own endpoints behind our catch-all: the ones the web app calls are documented.
    for (const wildcard of [...registered()].filter((route) => route.endsWith("/*"))) {
      const prefix = openApiPath(wildcard.slice(0, -1));
      const explicit = registered();
      const beyond = [...listed].filter((route) => route.startsWith(prefix) && !explicit.has(route));
      expect(beyond.length, wildcard).toBeGreaterThan(0);
    }
  });

  it("documents no route the app does not have", () => {
    const routes = [...registered()].map(openApiPath);
    const wildcards = routes.filter((route) => route.endsWith("/*")).map((route) => route.slice(0, -1));
    const stale = documented().filter(
      (route) => !routes.includes(route) && !wildcards.some((prefix) => route.startsWith(prefix)),
    );
    expect(stale).toEqual([]);
  });

  it("has examples that its own schemas accept", () => {
    for (const operation of API_OPERATIONS) {
      const where = `${operation.method.toUpperCase()} ${operation.path}`;
      if (operation.body) {
        const parsed = operation.body.schema.safeParse(operation.body.example);
        expect(parsed.error?.issues, `${where} body`).toBeUndefined();
      }
      for (const [status, answer] of Object.entries(operation.answers)) {
        if (!answer.json) continue;
        const parsed = answer.json.schema.safeParse(answer.json.example);
        expect(parsed.error?.issues, `${where} ${status}`).toBeUndefined();
      }
    }
  });

  it("lists each error code under the status the server answers it with", () => {
    const plan = document.paths["/api/resumes/{id}/pdf"]?.get?.responses ?? {};
    expect(Object.keys(plan).sort()).toEqual(["200", "401", "402", "404", "503"]);
    const put = document.paths["/api/resumes/{id}"]?.put?.responses ?? {};
    expect(put["409"]).toMatchObject({ description: "Erro: RESUME_VERSION_CONFLICT" });
  });

  it("answers a real request the way its example says", async () => {
    const health = await (await fetch(`${server.url}/api/health`)).json();
    const operation = API_OPERATIONS.find((op) => op.path === "/api/health");
    expect(operation?.answers[200]?.json?.schema.safeParse(health).success).toBe(true);
  });
});
