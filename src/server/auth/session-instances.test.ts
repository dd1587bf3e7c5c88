import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { createLogger } from "../logger.ts";
import { apiClient, TEST_PASSWORD } from "../testing/api-client.ts";
import { authClient, nextIp } from "../testing/auth-client.ts";
import { testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import { createTestDatabase, postgresUnreachableReason } from "../testing/postgres.ts";

const unreachable = await postgresUnreachableReason();
if (unreachable && !process.env.CI) console.warn(`\n⚠ Skipping the two-instance tests: ${unreachable}\n`);

// Several instances may share one PostgreSQL database, and a session may end through any of them: the
// others' signed-in routes must refuse it at once, though they remember who a cookie belongs to.
describe.runIf(!unreachable || process.env.CI)("two instances on one PostgreSQL database", () => {
  const instances: { url: string; close(): Promise<void>; handle: DatabaseHandle }[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    if (unreachable) throw new Error(`${unreachable} CI is set, so these tests require it.`);
    const database = await createTestDatabase();
    drop = database.drop;
    for (let n = 0; n < 2; n++) {
      const config = testConfig({ DATABASE_URL: database.url, TRUSTED_PROXY_HEADER: "x-forwarded-for" });
      const handle = await openDatabase(config);
      const server = await serveForTest(createApp({ config, db: handle.db, logger: createLogger("silent") }));
      instances.push({ ...server, handle });
    }
  }, 60_000);
  afterAll(async () => {
    for (const instance of instances) {
      await instance.close();
      await instance.handle.close();
    }
    await drop?.();
  });

  const auth = (n: number, path: string, options: Parameters<ReturnType<typeof authClient>>[1] = {}) =>
    authClient(instances[n]?.url as string)(path, { ip: nextIp(), ...options });
  const resumesAt = async (n: number, cookie: string) =>
    (await apiClient(instances[n]?.url as string)("/resumes", { cookie })).status;

  it("refuses at once on one instance a session signed out on the other", async () => {
    const email = `duas.instancias.${Date.now()}@example.com`;
    const signUp = await auth(0, "/sign-up/email", { body: { name: "Ana", email, password: TEST_PASSWORD } });
    expect(signUp.status).toBe(200);
    expect(await resumesAt(1, signUp.cookie)).toBe(200);
    expect(await resumesAt(1, signUp.cookie)).toBe(200);

    expect((await auth(0, "/sign-out", { body: {}, cookie: signUp.cookie })).status).toBe(200);
    expect(await resumesAt(1, signUp.cookie)).toBe(401);
  });

  it("refuses at once on one instance a session ended from a device signed in on the other", async () => {
    const email = `outro.aparelho.${Date.now()}@example.com`;
    const first = await auth(0, "/sign-up/email", { body: { name: "Ana", email, password: TEST_PASSWORD } });
    const second = await auth(1, "/sign-in/email", { body: { email, password: TEST_PASSWORD } });
    expect(second.status).toBe(200);
    expect(await resumesAt(1, second.cookie)).toBe(200);

    const { id } = (await auth(1, "/get-session", { cookie: second.cookie })).json.session;
    expect((await auth(0, "/revoke-session", { body: { id }, cookie: first.cookie })).status).toBe(200);
    expect(await resumesAt(1, second.cookie)).toBe(401);
    expect(await resumesAt(1, first.cookie)).toBe(200);
  });
});
