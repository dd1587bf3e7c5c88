import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { grantPurchase } from "../../../src/server/billing/grant-purchase.ts";
import { type DatabaseHandle, openDatabase } from "../../../src/server/db/database.ts";
import { user } from "../../../src/server/db/schema.ts";
import { createTestDatabase, postgresUnreachableReason } from "../../../src/server/testing/postgres.ts";
import { test as authTest, expect } from "../auth/auth-test.ts";
import { signUpThroughApi } from "../dashboard/dashboard-test.ts";
import { type AppServer, startAppServer } from "../fixtures/app-server.ts";

type PlanServer = { url: string; grantPlan(email: string): Promise<void> };

const unreachable = await postgresUnreachableReason();
/** Why these specs cannot run here (no PostgreSQL), for a file-level skip; CI must have one. */
export const skipReason = unreachable && !process.env.CI ? unreachable : undefined;

/*
 * Downloads need an active plan, and plans are only granted on the server. These specs run their own app
 * (same build, same code) on a scratch PostgreSQL database they can also write to, so a test can give its
 * person a plan with the very service a payment would call.
 */
export const test = authTest.extend<{ signedUp: { email: string } }, { planServer: PlanServer }>({
  planServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      if (unreachable) throw new Error(unreachable);
      const database = await createTestDatabase();
      let server: AppServer | undefined;
      let handle: DatabaseHandle | undefined;
      try {
        server = await startAppServer({
          portOffset: 20,
          parallelIndex: workerInfo.parallelIndex,
          env: { DATABASE_URL: database.url },
        });
        handle = await openDatabase({ dataDir: "unused", databaseUrl: database.url });
        const db = handle.db;
        await use({
          url: server.url,
          grantPlan: async (email) => {
            const [person] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
            if (!person) throw new Error(`no account for ${email}`);
            await grantPurchase({ db, provider: "demo", providerSessionId: randomUUID(), userId: person.id });
          },
        });
      } finally {
        await handle?.close();
        await server?.stop();
        await database.drop();
      }
    },
    { scope: "worker", timeout: 300_000 },
  ],
  baseURL: async ({ planServer }, use) => use(planServer.url),
  /** A person signed up (and signed in) through the API, with no plan yet. */
  signedUp: async ({ page, planServer }, use) => {
    await use({
      email: await signUpThroughApi(page, planServer.url, `download-${randomUUID()}@exemplo.com.br`),
    });
  },
});

export { expect };

/**
 * What a tab opened by `opener` shows: its address must become a blob: URL, read back from the opener (the
 * tab itself runs Chromium's PDF viewer, whose origin may not fetch it): type and first bytes.
 */
export async function pdfShownIn(tab: Page): Promise<string> {
  await expect.poll(() => tab.url(), { timeout: 30_000 }).toMatch(/^blob:/);
  // The opener cannot fetch the blob back (its CSP allows connections to itself only), so the tab says what it shows.
  await tab.waitForLoadState();
  return tab.evaluate(() => document.contentType);
}
