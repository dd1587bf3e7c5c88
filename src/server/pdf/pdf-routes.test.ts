import { randomUUID } from "node:crypto";
import { type BrowserServer, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { grantPurchase } from "../billing/grant-purchase.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { authClient, nextIp } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { createResumeData } from "../testing/factories.ts";
import { serveForTest } from "../testing/http.ts";
import { rendererLaunchOptions } from "./chromium-options.ts";
import { createPdfRenderer } from "./pdf-renderer.ts";
import { hostileMarkup, pdfInfo, pdfText, startCanary } from "./testing/pdf-tools.ts";

/*
 * The PDF route end to end, with a renderer this file controls: its browser can be killed mid-render.
 * (download-routes.test.ts checks who may download, on both databases.)
 */
let handle: DatabaseHandle;
let server: { url: string; close(): Promise<void> };
let browserServer: BrowserServer | undefined;
let killNextRender = false;
const renderer = createPdfRenderer({
  launch: async () => {
    browserServer = await chromium.launchServer(rendererLaunchOptions());
    return chromium.connect(browserServer.wsEndpoint());
  },
  beforePrint: async () => {
    if (!killNextRender) return;
    killNextRender = false;
    browserServer?.process().kill("SIGKILL");
  },
});

beforeAll(async () => {
  const config = testConfig({ TRUSTED_PROXY_HEADER: "x-forwarded-for" });
  handle = await openDatabase(config);
  const app = createApp({ config, db: handle.db, logger: createLogger("silent"), pdfRenderer: renderer });
  server = await serveForTest(app);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await renderer.close();
  await browserServer?.close();
  await handle?.close();
});

/** A person with an active plan and one stored resume made of `content`. */
async function ownerOf(content: ReturnType<typeof createResumeData>, name = "Currículo de Teste") {
  const email = `pdf.${randomUUID()}@example.com`;
  const signUp = await authClient(server.url)("/sign-up/email", {
    body: { name: "Ana Souza", email, password: "cavalo-grampo-bateria-27" },
    ip: nextIp(),
  });
  expect(signUp.status).toBe(200);
  const userId = signUp.json.user.id as string;
  await grantPurchase({ db: handle.db, provider: "demo", providerSessionId: randomUUID(), userId });
  const created = await fetch(`${server.url}/api/resumes`, {
    method: "POST",
    headers: { origin: TEST_PUBLIC_URL, cookie: signUp.cookie, "content-type": "application/json" },
    body: JSON.stringify({ name, content }),
  });
  expect(created.status).toBe(201);
  const { resume } = (await created.json()) as { resume: { id: string } };
  return { cookie: signUp.cookie, path: `/api/resumes/${resume.id}/pdf` };
}

async function get(path: string, cookie: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

// Long markup wraps, and pdftotext joins a word broken after a hyphen: compare without either.
const withoutSpaces = (text: string) => text.replace(/[\s-]+/g, "");

describe("GET /api/resumes/:id/pdf", () => {
  it("serves the stored resume as a PDF titled with its name and authored by the person", async () => {
    const { cookie, path } = await ownerOf(
      createResumeData({ nome: "Márcia Gonçalves" }),
      "Meu Currículo (2026)",
    );
    const { response, body } = await get(path, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /^inline; filename="Meu Curriculo \(2026\)\.pdf"/,
    );
    expect(pdfInfo(body)).toMatchObject({
      Title: "Meu Currículo (2026)",
      Author: "Márcia Gonçalves",
      Pages: "1",
    });
    expect(withoutSpaces(pdfText(body))).toContain("MárciaGonçalves");
  }, 60_000);

  it("prints markup typed into resume fields as plain text and lets nothing reach the network", async () => {
    const canary = await startCanary();
    try {
      const [img, iframe, link, file, refresh, script, css] = hostileMarkup(canary.url);
      const content = createResumeData({
        nome: `Ana ${img}`,
        cargo: iframe,
        resumo: `${link} ${refresh}`,
        // Skills are short tags (at most 60 characters): the longer markup goes into a description.
        hardSkills: [img ?? "", "SQL"],
        softSkills: ["<b>Comunicação</b>"],
      });
      const first = content.experiencias[0];
      if (first) first.descricao = `Automatizei relatórios.\n- ${script}\n- ${file}\n- ${css}`;
      const { cookie, path } = await ownerOf(content);
      const { response, body } = await get(path, cookie);
      expect(response.status).toBe(200);
      const text = withoutSpaces(pdfText(body, { raw: true }));
      for (const markup of [img, iframe, link, file, refresh, script, css]) {
        expect(text, markup).toContain(withoutSpaces(markup ?? ""));
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(canary.hits).toEqual([]);
    } finally {
      await canary.close();
    }
  }, 60_000);

  it("answers a render whose browser died with a Portuguese 503, and the next request gets its PDF", async () => {
    const { cookie, path } = await ownerOf(createResumeData());
    killNextRender = true;
    const failed = await get(path, cookie);
    expect(failed.response.status).toBe(503);
    expect(failed.response.headers.get("retry-after")).toBe("1");
    expect(JSON.parse(failed.body.toString())).toEqual({
      code: "PDF_UNAVAILABLE",
      message: "Não foi possível gerar o PDF agora. Tente novamente em instantes.",
    });
    const next = await get(path, cookie);
    expect(next.response.status).toBe(200);
    expect(pdfText(next.body)).toContain("Ana Souza");
  }, 60_000);
});
