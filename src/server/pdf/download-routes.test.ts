import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { grantPurchase } from "../billing/grant-purchase.ts";
import { describeOnEachDatabase, type TestApi } from "../testing/api-client.ts";
import { TEST_PUBLIC_URL } from "../testing/config.ts";
import { createResumeData } from "../testing/factories.ts";

/**
 * Every route that hands out a resume file, and whether it needs a plan. A new download route gets a row
 * here and is held to the same rights: 401 for a visitor, 404 for anyone but the owner (an unknown id
 * alike), 402 for an owner without an active plan (an expired one included) when `plan` is true.
 */
type DownloadRoute = {
  route: string;
  plan: boolean;
  contentType: string;
  disposition: "inline" | "attachment";
  extension: string;
};
const DOWNLOAD_ROUTES: DownloadRoute[] = [
  { route: "pdf", plan: true, contentType: "application/pdf", disposition: "inline", extension: "pdf" },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_FOUND = { code: "RESUME_NOT_FOUND", message: "Currículo não encontrado" };
const UNAUTHORIZED = { code: "UNAUTHORIZED", message: "Você precisa estar logado para continuar." };
const PLAN_REQUIRED = {
  code: "PLAN_REQUIRED",
  message: "Você precisa de um plano ativo para baixar currículos",
};

type Person = { id: string; cookie: string };

async function personWithResume(api: TestApi, plan: "active" | "expired" | "none") {
  const person: Person = await api.signUp();
  if (plan !== "none") {
    const paidAt = plan === "active" ? new Date() : new Date(Date.now() - 15 * DAY_MS);
    await grantPurchase({
      db: api.db,
      provider: "demo",
      providerSessionId: randomUUID(),
      userId: person.id,
      paidAt,
    });
  }
  const created = await api.call("/resumes", {
    cookie: person.cookie,
    body: { name: "Currículo para Analista de Dados", content: createResumeData() },
  });
  expect(created.status).toBe(201);
  return { ...person, resumeId: created.json.resume.id as string };
}

/** A download as the browser asks for it; the body is read as bytes, since a file is not JSON. */
async function download(api: TestApi, path: string, cookie?: string) {
  const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${api.url}/api${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  const json = response.headers.get("content-type")?.includes("json") ? JSON.parse(body.toString()) : null;
  return { response, status: response.status, body, json };
}

describeOnEachDatabase("download rights", (api) => {
  for (const { route, plan, contentType, disposition, extension } of DOWNLOAD_ROUTES) {
    it(`${route}: a visitor is asked to sign in`, async () => {
      const owner = await personWithResume(api, "active");
      const answer = await download(api, `/resumes/${owner.resumeId}/${route}`);
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual(UNAUTHORIZED);
    });

    it(`${route}: another person gets 404, with or without a plan`, async () => {
      const owner = await personWithResume(api, "active");
      for (const other of [await personWithResume(api, "active"), await personWithResume(api, "none")]) {
        const answer = await download(api, `/resumes/${owner.resumeId}/${route}`, other.cookie);
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual(NOT_FOUND);
      }
    });

    it(`${route}: an unknown or malformed id is 404`, async () => {
      const owner = await personWithResume(api, "active");
      for (const id of [randomUUID(), "nao-e-um-id", "..%2F..%2Fetc"]) {
        const answer = await download(api, `/resumes/${id}/${route}`, owner.cookie);
        expect(answer.status, id).toBe(404);
      }
    });

    it(`${route}: the owner ${plan ? "needs an active plan" : "needs no plan"}`, async () => {
      for (const state of ["none", "expired"] as const) {
        const owner = await personWithResume(api, state);
        const answer = await download(api, `/resumes/${owner.resumeId}/${route}`, owner.cookie);
        if (plan) {
          expect(answer.status, state).toBe(402);
          expect(answer.json).toEqual(PLAN_REQUIRED);
        } else {
          expect(answer.status, state).toBe(200);
        }
      }
    });

    it(`${route}: the owner with a plan gets the file, named after the resume`, async () => {
      const owner = await personWithResume(api, "active");
      const answer = await download(api, `/resumes/${owner.resumeId}/${route}`, owner.cookie);
      expect(answer.status).toBe(200);
      expect(answer.response.headers.get("content-type")).toContain(contentType);
      expect(answer.response.headers.get("content-disposition")).toBe(
        `${disposition}; filename="Curriculo para Analista de Dados.${extension}"; ` +
          `filename*=UTF-8''Curr%C3%ADculo%20para%20Analista%20de%20Dados.${extension}`,
      );
      expect(answer.response.headers.get("cache-control")).toBe("no-store");
      expect(answer.body.length).toBeGreaterThan(1000);
    }, 30_000);
  }
});
