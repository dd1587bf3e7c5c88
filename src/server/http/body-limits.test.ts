import { request } from "node:http";
import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_LIMITS } from "#core/resume/limits.ts";
import { createApp } from "../app.ts";
import { openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { RESUME_BODY_LIMIT } from "../resumes/resume-routes.ts";
import { TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { createResumeData } from "../testing/factories.ts";
import { serveForTest } from "../testing/http.ts";
import { DEFAULT_BODY_LIMIT } from "./body-limit.ts";

const TOO_LARGE = { code: "PAYLOAD_TOO_LARGE", message: "O conteúdo enviado é grande demais." };
const UPLOAD_TOO_LARGE = {
  code: "UPLOAD_TOO_LARGE",
  message: "O tamanho do arquivo excede o limite de 5MB.",
};

/** What a client may announce: the 600 MB body that was once read whole. */
const ANNOUNCED_BYTES = 600 * 1024 * 1024;
/** What is really sent of it, less than any route's limit: a server that waits for the rest never answers. */
const SENT_OF_ANNOUNCED = 16 * 1024;
/** An endless body stops here: far above every route's limit (the largest, contact with attachments, ~13 MB). */
const ENDLESS_GIVE_UP_BYTES = 64 * 1024 * 1024;

/** better-auth's endpoints behind our `/api/auth/*` catch-all that the web client posts to. */
const AUTH_CATCH_ALL = ["sign-out", "revoke-session", "revoke-other-sessions", "update-user"];
/** Fills every `:param` of a path: a well-formed id that names nothing. */
const SOME_ID = "3f0c6b8e-2d1a-4c5b-9e7f-0a1b2c3d4e5f";

const config = testConfig();
const database = await openDatabase(config);
const app = createApp({ config, db: database.db, logger: createLogger("silent") });

/** Every route of the app that takes a body, as "METHOD /path" with its parameters and wildcards filled in. */
function bodyRoutes(app: Hono): string[] {
  const routes = new Set<string>();
  for (const { method, path } of app.routes) {
    // `use()` middleware is registered for ALL methods on a wildcard; an ALL route on a plain path is an endpoint.
    const endpointMethods = method === "ALL" ? (path.endsWith("*") ? [] : ["POST"]) : [method];
    for (const each of endpointMethods.filter((m) => ["POST", "PUT", "PATCH", "DELETE"].includes(m))) {
      const concrete =
        path === "/api/auth/*"
          ? AUTH_CATCH_ALL.map((endpoint) => `/api/auth/${endpoint}`)
          : [path.replace(/\*$/, "qualquer").replace(/:\w+/g, SOME_ID)];
      for (const filled of concrete) routes.add(`${each} ${filled}`);
    }
  }
  return [...routes];
}

const routes = bodyRoutes(app);
let server: { url: string; close(): Promise<void> };
let cookie = "";

beforeAll(async () => {
  server = await serveForTest(app);
  const signedUp = await authClient(server.url)("/sign-up/email", {
    body: { name: "Ana Souza", email: `limites.${Date.now()}@example.com`, password: TEST_PASSWORD },
  });
  expect(signedUp.status).toBe(200);
  // Signed in, so routes behind a session reach their body limit instead of stopping at 401.
  cookie = signedUp.cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database.close();
});

type Answer = { status: number; json: unknown };

/**
 * Sends a body over a raw socket, never finishing it: `announced` bytes in Content-Length of which only a
 * little is written, or (without it) chunks written one after another until the server answers. Spaces
 * are JSON whitespace, so nothing but the size can be refused.
 */
function sendUnfinishedBody(route: string, { announced }: { announced?: number }): Promise<Answer> {
  const [method, path] = route.split(" ") as [string, string];
  const headers: Record<string, string> = {
    origin: TEST_PUBLIC_URL,
    cookie,
    "content-type": "application/json",
    ...(announced === undefined
      ? { "transfer-encoding": "chunked" }
      : { "content-length": String(announced) }),
  };
  const chunk = Buffer.alloc(16 * 1024, " ");
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers });
    let sent = 0;
    let answered = false;
    req.on("response", (response) => {
      answered = true;
      const parts: Buffer[] = [];
      response.on("data", (part: Buffer) => parts.push(part));
      response.on("end", () => {
        req.destroy();
        const text = Buffer.concat(parts).toString("utf8");
        resolve({ status: response.statusCode ?? 0, json: text ? JSON.parse(text) : null });
      });
      response.on("error", reject);
    });
    // The server may close the connection after answering while this side is still writing.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered) {
        if (announced !== undefined && sent >= SENT_OF_ANNOUNCED) return;
        if (sent >= ENDLESS_GIVE_UP_BYTES) {
          req.destroy();
          reject(new Error(`${route} read ${sent} bytes of an endless body without answering`));
          return;
        }
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", write);
          return;
        }
      }
    };
    write();
  });
}

const expectedRefusal = (route: string) => (route === "POST /api/import" ? UPLOAD_TOO_LARGE : TOO_LARGE);

describe("request body limits", () => {
  it("lists the app's routes that take a body, the anonymous billing ones among them", () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        "POST /api/billing/initial-checkout",
        "POST /api/billing/verify",
        "POST /api/billing/demo/pay",
        "POST /api/billing/stripe-webhook",
        "POST /api/contact",
        "POST /api/import",
        "POST /api/resumes",
        "POST /api/auth/sign-in/email",
        "POST /api/auth/sign-out",
      ]),
    );
    expect(routes.some((route) => route.startsWith("PUT /api/resumes/"))).toBe(true);
    expect(routes.some((route) => route.startsWith("DELETE /api/resumes/"))).toBe(true);
  });

  describe.each(routes)("%s", (route) => {
    it("refuses a 600 MB announced body with 413 after reading only a little of it", async () => {
      const answer = await sendUnfinishedBody(route, { announced: ANNOUNCED_BYTES });
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 413,
        json: expectedRefusal(route),
      });
    });

    it("refuses an endless chunked body with 413 while it is still coming", async () => {
      const answer = await sendUnfinishedBody(route, {});
      expect({ status: answer.status, json: answer.json }).toEqual({
        status: 413,
        json: expectedRefusal(route),
      });
    });
  });

  it("lets a resume save carry a resume at every cap, written in 3-byte characters, past the default", async () => {
    const text = (length: number) => "€".repeat(length);
    const sample = createResumeData();
    const [job, course] = [sample.experiencias[0], sample.formacoes[0]];
    if (!job || !course) throw new Error("the sample resume has a job and a course");
    const content = createResumeData({
      nome: text(RESUME_LIMITS.nome),
      cidade: text(RESUME_LIMITS.cidade),
      estado: text(RESUME_LIMITS.estado),
      cargo: text(RESUME_LIMITS.cargo),
      resumo: text(RESUME_LIMITS.resumo),
      experiencias: Array.from({ length: RESUME_LIMITS.experiencias }, () => ({
        ...job,
        empresa: text(RESUME_LIMITS.empresa),
        cargo: text(RESUME_LIMITS.cargo),
        descricao: text(RESUME_LIMITS.descricao),
      })),
      formacoes: Array.from({ length: RESUME_LIMITS.formacoes }, () => ({
        ...course,
        instituicao: text(RESUME_LIMITS.instituicao),
        curso: text(RESUME_LIMITS.curso),
      })),
      hardSkills: Array.from({ length: RESUME_LIMITS.habilidades }, (_, i) => `${i}${text(57)}`),
      softSkills: Array.from({ length: RESUME_LIMITS.habilidades }, (_, i) => `${i}${text(57)}`),
    });
    const body = JSON.stringify({ name: text(RESUME_LIMITS.nomeCurriculo), content });
    expect(Buffer.byteLength(body)).toBeGreaterThan(4 * DEFAULT_BODY_LIMIT);
    expect(Buffer.byteLength(body)).toBeLessThan(RESUME_BODY_LIMIT);

    const response = await fetch(`${server.url}/api/resumes`, {
      method: "POST",
      headers: { origin: TEST_PUBLIC_URL, cookie, "content-type": "application/json" },
      body,
    });
    expect(response.status).toBe(201);
    const { resume } = (await response.json()) as { resume: { id: string; content: unknown } };
    expect(resume.content).toEqual(content);
  });
});
