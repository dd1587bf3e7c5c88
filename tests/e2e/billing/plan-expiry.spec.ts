import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test as authTest, expect } from "../auth/auth-test.ts";
import { STORED_RESUME, toastWith } from "../dashboard/dashboard-test.ts";
import { startAppServer } from "../fixtures/app-server.ts";
import { desktopOnly } from "../fixtures/test.ts";
import { dateInDays, openDemoCheckout, signUpNewUser } from "./billing-test.ts";
import { pdfText } from "./pdf-text.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

type LaterServer = { url: string; moveClock(days: number): Promise<void> };

/*
 * The app on a server of its own whose clock the spec can move forward (movable-clock.ts), with the embedded
 * database: a plan is bought today, and the same account is then seen 13 and 15 days later.
 */
const test = authTest.extend<object, { laterServer: LaterServer }>({
  laterServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const clockFile = join(mkdtempSync(join(tmpdir(), "vitae-e2e-clock-")), "clock-offset-ms");
      const offsetSeen = () => {
        try {
          return readFileSync(`${clockFile}.seen`, "utf8");
        } catch {
          return "";
        }
      };
      const server = await startAppServer({
        portOffset: 40,
        parallelIndex: workerInfo.parallelIndex,
        env: { E2E_CLOCK_FILE: clockFile },
        imports: ["./tests/e2e/billing/movable-clock.ts"],
      });
      try {
        await use({
          url: server.url,
          moveClock: async (days) => {
            writeFileSync(clockFile, String(days * DAY_MS));
            await expect.poll(offsetSeen).toBe(String(days * DAY_MS));
          },
        });
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ laterServer }, use) => use(laterServer.url),
});

desktopOnly("about the server's clock, not the screen: one project is enough");

test("a plan bought today allows downloads for 14 days and is refused again after them", async ({
  page,
  laterServer,
}) => {
  test.setTimeout(240_000);
  await signUpNewUser(page, "expira");
  await openDemoCheckout(page);
  await page.getByRole("button", { name: "Pagar com cartão" }).click();
  await expect(page.getByRole("heading", { name: "Pagamento confirmado!" })).toBeVisible({ timeout: 20_000 });

  const saved = await page.request.post("/api/resumes", {
    headers: { origin: laterServer.url },
    data: { name: "Currículo de Marina", content: { ...STORED_RESUME, nome: "Marina Duarte" } },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const id = ((await saved.json()) as { resume: { id: string } }).resume.id;
  const pdf = async () => page.request.get(`/api/resumes/${id}/pdf`);

  const today = await pdf();
  expect(today.status()).toBe(200);
  // This template prints the name in capitals.
  expect((await pdfText(new Uint8Array(await today.body()))).toLowerCase()).toContain("marina duarte");
  await page.goto("/dashboard/plan");
  await expect(page.getByRole("heading", { name: "Plano Premium Ativo" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Válido até ${dateInDays(14)}`)).toBeVisible();

  // Thirteen days later the plan still holds.
  await laterServer.moveClock(13);
  expect((await pdf()).status()).toBe(200);

  // Fifteen days later it has run out: the server refuses the download, whatever the browser remembers.
  await laterServer.moveClock(15);
  expect((await pdf()).status()).toBe(402);
  await page.goto("/dashboard");
  await page
    .getByRole("listitem")
    .filter({ hasText: "Currículo de Marina" })
    .getByRole("button", { name: "Baixar PDF" })
    .click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(toastWith(page, "Você precisa de um plano ativo para baixar currículos")).toBeVisible({
    timeout: 15_000,
  });
  await page.goto("/dashboard/plan");
  await expect(page.getByRole("heading", { name: "Plano Gratuito" })).toBeVisible({ timeout: 15_000 });
});
