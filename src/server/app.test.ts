import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createApp } from "./app.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import * as schema from "./db/schema.ts";
import { jsonBody } from "./http/validate.ts";
import { createLogger } from "./logger.ts";
import { TEST_PUBLIC_URL, testConfig } from "./testing/config.ts";
import { serveForTest } from "./testing/http.ts";

const INDEX_HTML = "<!doctype html><title>Vitae</title><div id=root></div>";
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "font-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'none'; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'";

const folder = mkdtempSync(join(tmpdir(), "vitae-app-"));
const clientDir = join(folder, "client");
mkdirSync(join(clientDir, "assets"), { recursive: true });
writeFileSync(join(clientDir, "index.html"), INDEX_HTML);
writeFileSync(join(clientDir, "assets", "main-3f9a1c.js"), "console.log('vitae')");

const logLines: string[] = [];
const logger = createLogger("info", { write: (line: string) => logLines.push(line) });

let database: DatabaseHandle;
let server: { url: string; close(): Promise<void> };

/** The real app plus routes that only tests need: one that fails, one that reads a JSON body, a long answer. */
function withTestRoutes(app: Hono): Hono {
  app.get("/api/test/failure", () => {
    throw new Error("secret detail: connection string postgres://admin:hunter2@db");
  });
  app.post("/api/test/echo", jsonBody(z.object({ nome: z.string() })), (c) => c.json(c.req.valid("json")));
  app.get("/api/test/long", (c) => c.json({ nome: "Ana Souza ".repeat(300) }));
  return app;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: join(folder, "data"), databaseUrl: undefined });
  const app = createApp({ config: testConfig({ CLIENT_DIR: clientDir }), db: database.db, logger });
  server = await serveForTest(withTestRoutes(app));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${server.url}${path}`);

describe("the API", () => {
  it("answers the health check when the database is up", async () => {
    const response = await get("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers 404 in Portuguese JSON for an unknown API path, whatever the method", async () => {
    for (const response of [
      await get("/api/nada-aqui"),
      await fetch(`${server.url}/api/x`, { method: "POST", headers: { origin: TEST_PUBLIC_URL } }),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: "NOT_FOUND", message: "Recurso não encontrado" });
    }
  });

  it("answers a failing route with the generic Portuguese message, and logs the real error", async () => {
    const response = await get("/api/test/failure");
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({
      code: "INTERNAL",
      message: "Ocorreu um erro inesperado. Tente novamente mais tarde.",
    });
    expect(text).not.toMatch(/secret|hunter2|at .*\.ts/);
    expect(logLines.some((line) => line.includes("secret detail") && line.includes('"stack"'))).toBe(true);
  });

  it("answers a malformed JSON body with 400 in Portuguese", async () => {
    const response = await fetch(`${server.url}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_PUBLIC_URL },
      body: '{"nome": "Ana",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "BAD_REQUEST",
      message: "Não foi possível ler os dados enviados. Verifique o formato e tente novamente.",
    });
  });

  it("answers a body that does not fit the schema with Portuguese field messages", async () => {
    const response = await fetch(`${server.url}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_PUBLIC_URL },
      body: JSON.stringify({ nome: 42 }),
    });
    const body = await response.json();
    expect(response.status).toBe(400);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues).toEqual([{ path: "nome", message: expect.stringMatching(/^Entrada inválida/) }]);
  });

  it("sends a long JSON answer to a GET gzipped to a client that accepts it, and no other answer", async () => {
    const nome = "Ana Souza ".repeat(300);
    const call = (method: string, encoding: string) =>
      fetch(`${server.url}/api/test/${method === "GET" ? "long" : "echo"}`, {
        method,
        headers: { origin: TEST_PUBLIC_URL, "content-type": "application/json", "accept-encoding": encoding },
        body: method === "GET" ? undefined : JSON.stringify({ nome }),
      });
    const gzipped = await call("GET", "gzip");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gzipped.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await gzipped.json()).toEqual({ nome });
    const plain = await call("GET", "identity");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual({ nome });
    // An answer to a request with a body goes as it is: it may be sent while that body still streams in.
    const posted = await call("POST", "gzip");
    expect(posted.headers.get("content-encoding")).toBeNull();
    expect(await posted.json()).toEqual({ nome });
    // A short answer goes as it is.
    const short = await fetch(`${server.url}/api/health`, { headers: { "accept-encoding": "gzip" } });
    expect(short.headers.get("content-encoding")).toBeNull();
    expect((await short.json()).status).toBeDefined();
  });

  it("logs method, path, status and duration, but never the body", async () => {
    await fetch(`${server.url}/api/test/echo?token=abc123`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_PUBLIC_URL },
      body: JSON.stringify({ nome: "segredo-do-corpo" }),
    });
    const line = logLines
      .map((text) => JSON.parse(text))
      .findLast((entry) => entry.path === "/api/test/echo");
    expect(line).toMatchObject({ method: "POST", status: 200, durationMs: expect.any(Number) });
    expect(logLines.join("\n")).not.toMatch(/segredo-do-corpo|abc123/);
  });
});

describe("the web app", () => {
  it("serves index.html for client routes, revalidated on every visit", async () => {
    const response = await get("/criar-curriculo");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.text()).toBe(INDEX_HTML);
  });

  it("caches hashed assets for a year and answers 404 for a missing one", async () => {
    const asset = await get("/assets/main-3f9a1c.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await get("/assets/main-old.js")).status).toBe(404);
  });

  it("sends the security headers and the CSP on pages, API answers and errors", async () => {
    for (const path of ["/", "/criar-curriculo", "/api/health", "/api/nada-aqui", "/api/test/failure"]) {
      const { headers } = await get(path);
      expect(headers.get("content-security-policy"), path).toBe(CSP);
      expect(headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(headers.get("x-frame-options"), path).toBe("DENY");
      expect(headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(headers.get("x-powered-by"), path).toBeNull();
      expect(headers.get("server"), path).toBeNull();
      // HSTS only in production: on http://localhost it would pin the browser to https.
      expect(headers.get("strict-transport-security"), path).toBeNull();
    }
  });
});

describe("without the database or the web build", () => {
  let degraded: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    // A real driver pointed at a port where nothing listens: every query fails the way an outage does.
    const db = drizzle({ connection: "postgresql://postgres@127.0.0.1:1/vitae", schema });
    const config = testConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
      DEMO_CHECKOUT: "true",
      CLIENT_DIR: join(folder, "missing"),
    });
    const app = createApp({ config, db, logger });
    degraded = await serveForTest(app);
  });
  afterAll(() => degraded?.close());

  it("reports the database as unavailable in Portuguese", async () => {
    const response = await fetch(`${degraded.url}/api/health`);
    const text = await response.text();
    expect(response.status).toBe(503);
    expect(JSON.parse(text)).toEqual({
      code: "SERVICE_UNAVAILABLE",
      message: "O serviço está temporariamente indisponível. Tente novamente em instantes.",
    });
    expect(text).not.toContain("ECONNREFUSED");
  });

  it("serves only the API when there is no web build", async () => {
    const response = await fetch(`${degraded.url}/criar-curriculo`);
    expect(response.status).toBe(404);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
