import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { RESET_PASSWORD_SUBJECT } from "../email/reset-password-email.ts";
import { createLogger } from "../logger.ts";
import { authClient, waitForOutbox } from "../testing/auth-client.ts";
import { testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";

const PASSWORD = "cavalo-grampo-bateria-27";

// Production settings and no TRUSTED_PROXY_HEADER: the socket address is the only one believed.
describe("accounts in production, with no trusted proxy", () => {
  const logLines: string[] = [];
  let config: Config;
  let handle: DatabaseHandle;
  let server: { url: string; close(): Promise<void> };
  let call: ReturnType<typeof authClient>;

  beforeAll(async () => {
    config = testConfig({
      NODE_ENV: "production",
      AUTH_SECRET: "a-production-secret-of-at-least-32-characters",
      DEMO_CHECKOUT: "true",
    });
    handle = await openDatabase(config);
    const logger = createLogger("info", { write: (line: string) => logLines.push(line) });
    server = await serveForTest(createApp({ config, db: handle.db, logger }));
    call = authClient(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  it("marks the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
    const result = await call("/sign-up/email", {
      body: { name: "Bruno Lima", email: "bruno@example.com", password: PASSWORD },
    });
    expect(result.status).toBe(200);
    const [cookie] = result.response.headers.getSetCookie();
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("writes the reset e-mail to the outbox and logs its link", async () => {
    await call("/request-password-reset", { body: { email: "bruno@example.com" } });
    const message = await waitForOutbox(config.dataDir, "bruno@example.com", {
      subject: RESET_PASSWORD_SUBJECT,
    });
    const link = /https?:\/\/\S+/.exec(message.text)?.[0];
    const msg = `e-mail written to the outbox: ${RESET_PASSWORD_SUBJECT}`;
    const logged = logLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === msg);
    expect(logged).toMatchObject({ link });
  });

  it("ignores a forwarded address it was not told to trust", async () => {
    // One request already used this socket's budget of 3 above; spoofed addresses do not buy more.
    const statuses: number[] = [];
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) {
      statuses.push((await call("/request-password-reset", { body: { email: "x@example.com" }, ip })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
