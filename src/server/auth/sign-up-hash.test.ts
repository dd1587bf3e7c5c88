import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, nextIp } from "../testing/auth-client.ts";
import { testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import { hashPassword } from "./password-hash.ts";

// The embedded database runs one transaction at a time, and every other query waits for it to end. better-auth
// hashes a new account's password inside its sign-up transaction: hashing there would hold every save, list
// and session check of everyone else for as long as the hash takes (~0.3–0.6 s of CPU each).

let handle: DatabaseHandle;
let server: { url: string; close(): Promise<void> };

beforeAll(async () => {
  const config = testConfig({ TRUSTED_PROXY_HEADER: "x-forwarded-for" });
  handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: undefined });
  server = await serveForTest(createApp({ config, db: handle.db, logger: createLogger("silent") }));
}, 60_000);

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

it("keeps the embedded database free for everyone else while a sign-up hashes its password", async () => {
  const started = performance.now();
  await hashPassword(TEST_PASSWORD);
  const hashMs = performance.now() - started;

  const call = authClient(server.url);
  const email = `ana.hash.${Date.now()}@example.com`;
  let signingUp = true;
  const signUp = call("/sign-up/email", {
    body: { name: "Ana Souza", email, password: TEST_PASSWORD },
    ip: nextIp(),
  }).finally(() => {
    signingUp = false;
  });
  // Other people's queries, one after another, for as long as the sign-up runs.
  const waits: number[] = [];
  while (signingUp) {
    const asked = performance.now();
    await handle.db.execute(sql`select 1`);
    waits.push(performance.now() - asked);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }

  expect((await signUp).status).toBe(200);
  expect(waits.length).toBeGreaterThan(3);
  // Held by the transaction, one query waits about as long as the whole hash; free, a query takes
  // milliseconds. A third of the hash keeps the margin wide on a busy machine.
  expect(Math.max(...waits)).toBeLessThan(hashMs / 3);
  // The hash made ahead is the one stored: the new account signs in with its password.
  const signIn = await call("/sign-in/email", { body: { email, password: TEST_PASSWORD }, ip: nextIp() });
  expect(signIn.status).toBe(200);
});
