import { randomBytes } from "node:crypto";
import type { APIResponse } from "@playwright/test";
import { ADDRESS_RULES } from "../../../src/server/auth/auth-routes.ts";
import { createTestDatabase, postgresUnreachableReason } from "../../../src/server/testing/postgres.ts";
import { test as authTest, expect, uniqueEmail } from "../auth/auth-test.ts";
import { openDemoCheckout } from "../billing/billing-test.ts";
import { pdfText } from "../billing/pdf-text.ts";
import { fillSignup, toastWith, VISITOR_DRAFT } from "../dashboard/dashboard-test.ts";
import { type AppServer, startAppServer } from "../fixtures/app-server.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { desktopOnly } from "../fixtures/test.ts";
import {
  type RoundRobinProxy,
  SERVED_BY_HEADER,
  type Served,
  startRoundRobinProxy,
} from "./round-robin-proxy.ts";

type InstanceName = "a" | "b";
type Deployment = { proxy: RoundRobinProxy; instances: Record<InstanceName, AppServer> };

const unreachable = await postgresUnreachableReason();
const skipReason = unreachable && !process.env.CI ? unreachable : undefined;

/*
 * The app deployed as the README's "Running several instances" says: two instances of the same build, started
 * together, on one scratch PostgreSQL database with one AUTH_SECRET, behind a round-robin proxy whose URL is
 * their PUBLIC_URL; each with its own data folder (outbox), PDF browser and import workers. In production mode,
 * with the demo checkout asked for.
 */
const test = authTest.extend<object, { deployment: Deployment }>({
  deployment: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      if (unreachable) throw new Error(unreachable);
      const database = await createTestDatabase();
      const proxy = await startRoundRobinProxy();
      const env = {
        DATABASE_URL: database.url,
        AUTH_SECRET: randomBytes(32).toString("base64"),
        PUBLIC_URL: proxy.url,
        NODE_ENV: "production",
        DEMO_CHECKOUT: "true",
      };
      // Started at the same moment, so both apply the migrations to the empty database at once.
      const starting = await Promise.allSettled(
        [60, 70].map((portOffset) =>
          startAppServer({ portOffset, parallelIndex: workerInfo.parallelIndex, env }),
        ),
      );
      const running = starting.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
      try {
        const [a, b] = running;
        if (!a || !b)
          throw (starting.find((result) => result.status === "rejected") as PromiseRejectedResult).reason;
        proxy.balance([
          { name: "a", url: a.url },
          { name: "b", url: b.url },
        ]);
        await use({ proxy, instances: { a, b } });
      } finally {
        await Promise.all(running.map((server) => server.stop()));
        await proxy.close();
        await database.drop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ deployment }, use) => use(deployment.proxy.url),
});

test.skip(Boolean(skipReason), skipReason);
desktopOnly("about servers, not the screen: one project is enough");

const servedBy = (answer: APIResponse) => answer.headers()[SERVED_BY_HEADER] as InstanceName;
const changesState = (request: Served) => request.path.startsWith("/api/") && request.method !== "GET";

/** Sends a request again until each instance has answered it once (round robin: two or three tries). */
async function askEachInstance(send: () => Promise<APIResponse>): Promise<Map<InstanceName, APIResponse>> {
  const answers = new Map<InstanceName, APIResponse>();
  for (let attempt = 0; attempt < 8 && answers.size < 2; attempt++) {
    const answer = await send();
    answers.set(servedBy(answer), answer);
  }
  expect([...answers.keys()].sort(), "instances that answered").toEqual(["a", "b"]);
  return answers;
}

test("two instances on one PostgreSQL share sessions, data, payments and rate limits, and either one carries the journey alone", async ({
  page,
  request,
  deployment,
}) => {
  test.setTimeout(300_000);
  const { proxy, instances } = deployment;
  const origin = { origin: proxy.url };

  await test.step("sign-up and the first save, through the proxy", async () => {
    await seedStorage(page, VISITOR_DRAFT);
    await page.goto("/visualizacao-final");
    await page.getByRole("button", { name: "Salvar Currículo" }).click();
    await page
      .getByRole("dialog", { name: "Cadastro necessário" })
      .getByRole("button", { name: "Fazer cadastro" })
      .click();
    await fillSignup(page, "Joana Prado Lima", uniqueEmail("instancias"));
    await expect(toastWith(page, "Currículo salvo automaticamente")).toBeVisible({ timeout: 30_000 });
  });
  const resumeId = await page.evaluate(() => localStorage.getItem("currentResumeId"));
  expect(resumeId).toBeTruthy();

  await test.step("each instance knows the session and the resume, wherever they were made", async () => {
    const answers = await askEachInstance(() => page.request.get(`/api/resumes/${resumeId}`));
    for (const answer of answers.values()) {
      expect(answer.status()).toBe(200);
      expect((await answer.json()).resume.content.nome).toBe("Joana Prado Lima");
    }
  });

  await test.step("a rate limit is counted once for all instances", async () => {
    // Another e-mail each time: only the per-address rule counts, and its count is shared by both instances.
    const signIn = () =>
      request.post(`${proxy.url}/api/auth/sign-in/email`, {
        headers: origin,
        data: { email: uniqueEmail("ninguem"), password: "Senha-Errada-2031!" },
      });
    const allowed: APIResponse[] = [];
    for (let attempt = 0; attempt < ADDRESS_RULES["sign-in"].limit; attempt++) allowed.push(await signIn());
    expect(allowed.map((answer) => answer.status())).toEqual(allowed.map(() => 401));
    expect(new Set(allowed.map(servedBy))).toEqual(new Set(["a", "b"]));
    for (const answer of (await askEachInstance(signIn)).values()) {
      expect(answer.status()).toBe(429);
      expect((await answer.json()).code).toBe("RATE_LIMITED");
    }
  });

  let payer: InstanceName = "a";
  let killedAt = 0;
  await test.step("a Pix paid on one instance, which is then killed before the Pix settles", async () => {
    await openDemoCheckout(page);
    const paying = page.waitForResponse((answer) => answer.url().endsWith("/api/billing/demo/pay"));
    await page.getByRole("button", { name: "Pagar com Pix" }).click();
    const paid = await paying;
    expect(paid.status()).toBe(200);
    payer = (await paid.headerValue(SERVED_BY_HEADER)) as InstanceName;
    await expect(page.getByRole("heading", { name: "Aguardando a confirmação do pagamento" })).toBeVisible();
    for (const name of ["a", "b"])
      expect(
        proxy.served.filter((served) => served.instance === name && changesState(served)).length,
        `state-changing requests served by ${name}`,
      ).toBeGreaterThan(0);
    const journey = proxy.served.filter(
      (served) => changesState(served) && !served.path.includes("/sign-in/"),
    );
    test.info().annotations.push({
      type: "before the kill",
      description: journey.map((served) => `${served.method} ${served.path} → ${served.instance}`).join("; "),
    });
    killedAt = proxy.served.length;
    await instances[payer].kill();
    // The buyer does not wait on the success page: the Pix must be confirmed without it.
    await page.goto("/dashboard/plan");
  });
  const survivor: InstanceName = payer === "a" ? "b" : "a";

  await test.step("the other instance confirms the Pix; the session, saving and downloads carry on", async () => {
    await expect(async () => {
      await page.getByRole("button", { name: "Atualizar status" }).click();
      await expect(page.getByRole("heading", { name: "Plano Premium Ativo" })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000 });

    await page.goto("/visualizacao-final");
    await page.getByRole("button", { name: "Salvar Currículo" }).click();
    const saveDialog = page.getByRole("dialog", { name: "Salvar Currículo" });
    await saveDialog.getByLabel("Nome do currículo").fill("Currículo de Joana depois da queda");
    await saveDialog.getByRole("button", { name: "Salvar", exact: true }).click();
    await expect(toastWith(page, "Currículo atualizado com sucesso!")).toBeVisible();
    const saved = await page.request.get(`/api/resumes/${resumeId}`);
    expect((await saved.json()).resume.name).toBe("Currículo de Joana depois da queda");

    const tabOpened = page.context().waitForEvent("page");
    await page.getByRole("button", { name: "Baixar PDF" }).click();
    const tab = await tabOpened;
    await expect.poll(() => tab.url(), { timeout: 60_000 }).toMatch(/^blob:/);
    const pdf = await page.request.get(`/api/resumes/${resumeId}/pdf`);
    expect(pdf.status()).toBe(200);
    expect((await pdfText(new Uint8Array(await pdf.body()))).toLowerCase()).toContain("joana prado lima");
  });

  const afterKill = proxy.served.slice(killedAt);
  expect(afterKill.length).toBeGreaterThan(0);
  expect(afterKill.filter((served) => served.instance !== survivor)).toEqual([]);
  expect(afterKill.filter(changesState).length).toBeGreaterThan(0);
  // Every other request went to the dead instance first and was sent on to the live one.
  expect(proxy.refused[payer]).toBeGreaterThan(0);
  const count = (name: InstanceName) => proxy.served.filter((served) => served.instance === name).length;
  test.info().annotations.push({
    type: "requests served",
    description: `a: ${count("a")}, b: ${count("b")}; ${payer} killed after ${killedAt}, then refused ${proxy.refused[payer]}`,
  });
});
