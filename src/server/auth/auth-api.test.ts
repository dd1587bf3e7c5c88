import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.ts";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { verification } from "../db/schema.ts";
import { RESET_PASSWORD_SUBJECT } from "../email/reset-password-email.ts";
import { createLogger } from "../logger.ts";
import { authClient, nextIp, tokenFromLink, waitForOutbox } from "../testing/auth-client.ts";
import { TEST_PUBLIC_URL, testConfig } from "../testing/config.ts";
import { serveForTest } from "../testing/http.ts";
import { createTestDatabase, postgresUnreachableReason } from "../testing/postgres.ts";

const PASSWORD = "cavalo-grampo-bateria-27";
const NEW_PASSWORD = "lanterna-girafa-montanha-81";
const SAME_ANSWER = {
  status: true,
  message: "Se o e-mail estiver cadastrado, você receberá um link para redefinir sua senha.",
};
const RESET = { subject: RESET_PASSWORD_SUBJECT };

let people = 0;
const newPerson = () => ({ name: "Ana Souza", email: `ana.${people++}.${Date.now()}@example.com` });

/** The whole account flow through the real app on one database driver. */
function accountScenarios(openDb: (config: Config) => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle;
  let server: { url: string; close(): Promise<void> };
  let config: Config;
  let call: ReturnType<typeof authClient>;

  beforeAll(async () => {
    config = testConfig({ TRUSTED_PROXY_HEADER: "x-forwarded-for" });
    handle = await openDb(config);
    const app = createApp({ config, db: handle.db, logger: createLogger("silent") });
    server = await serveForTest(app);
    call = authClient(server.url);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await handle?.close();
  });

  async function signUp(person = newPerson(), ip = nextIp()) {
    const result = await call("/sign-up/email", { body: { ...person, password: PASSWORD }, ip });
    expect(result.status).toBe(200);
    return { ...person, cookie: result.cookie, ip };
  }

  it("signs up with the full name, sets a safe session cookie, and knows the session", async () => {
    const person = newPerson();
    const result = await call("/sign-up/email", { body: { ...person, password: PASSWORD }, ip: nextIp() });
    expect(result.status).toBe(200);
    expect(result.json.user).toMatchObject({ name: "Ana Souza", email: person.email });
    const [sessionCookie] = result.response.headers.getSetCookie();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);

    const session = await call("/get-session", { cookie: result.cookie });
    expect(session.json.user).toMatchObject({ name: "Ana Souza", email: person.email });
    expect(session.json.user).not.toHaveProperty("password");
  });

  // Here rather than in a file of its own: fifty password hashes at once are slow, and they share this file's
  // servers (one per database) and its early place in the run instead of starting two more at the end of it.
  it("answers every one of 50 simultaneous sign-ups without a server error", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call("/sign-up/email", {
          body: { ...newPerson(), name: "Pessoa Simultânea", password: PASSWORD },
          ip: nextIp(),
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
  }, 120_000);

  it("refuses a second account for the same e-mail with the spec's message", async () => {
    const person = await signUp();
    const again = await call("/sign-up/email", {
      body: { name: "Outra Pessoa", email: person.email.toUpperCase(), password: PASSWORD },
      ip: nextIp(),
    });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      code: "USER_ALREADY_EXISTS",
      message: "Este e-mail já está em uso. Por favor, use outro e-mail ou faça login.",
    });
  });

  it("refuses weak passwords with Portuguese reasons", async () => {
    const short = await call("/sign-up/email", { body: { ...newPerson(), password: "Ab1!" }, ip: nextIp() });
    expect(short.status).toBe(400);
    expect(short.json).toEqual({
      code: "WEAK_PASSWORD",
      message: "Escolha uma senha mais forte.",
      reasons: ["A senha deve ter no mínimo 8 caracteres"],
    });
    const common = await call("/sign-up/email", {
      body: { ...newPerson(), password: "senha123" },
      ip: nextIp(),
    });
    expect(common.status).toBe(400);
    expect(common.json.code).toBe("WEAK_PASSWORD");
    expect(common.json.reasons.length).toBeGreaterThan(0);
  });

  it("answers missing fields and malformed JSON with 400 in Portuguese, never a 500", async () => {
    const missing = await call("/sign-up/email", { body: { email: "nao-e-email" }, ip: nextIp() });
    expect(missing.status).toBe(400);
    expect(missing.json.code).toBe("VALIDATION_FAILED");
    expect(missing.json.issues).toEqual(
      expect.arrayContaining([
        { path: "name", message: expect.any(String) },
        { path: "email", message: "E-mail inválido" },
      ]),
    );
    const malformed = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: TEST_PUBLIC_URL, "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: '{"email": "a@b.com",',
    });
    expect(malformed.status).toBe(400);
    expect((await malformed.json()).code).toBe("BAD_REQUEST");
  });

  it("signs in after a wrong password, then signs out", async () => {
    const person = await signUp();
    const wrong = await call("/sign-in/email", {
      body: { email: person.email, password: "errada-123" },
      ip: nextIp(),
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ code: "INVALID_EMAIL_OR_PASSWORD", message: "E-mail ou senha incorretos" });

    const right = await call("/sign-in/email", {
      body: { email: person.email, password: PASSWORD },
      ip: nextIp(),
    });
    expect(right.status).toBe(200);
    expect((await call("/get-session", { cookie: right.cookie })).json.user.email).toBe(person.email);

    const out = await call("/sign-out", { body: {}, cookie: right.cookie, ip: nextIp() });
    expect(out.status).toBe(200);
    expect((await call("/get-session", { cookie: right.cookie })).json).toBeNull();
  });

  it("holds a new password to the same strength rule when changing it", async () => {
    const person = await signUp();
    const weak = await call("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: "anasouza" },
      cookie: person.cookie,
    });
    expect(weak.status).toBe(400);
    expect(weak.json.code).toBe("WEAK_PASSWORD");
    const strong = await call("/change-password", {
      body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      cookie: person.cookie,
    });
    expect(strong.status).toBe(200);
  });

  it("refuses an oversized body with 413 in Portuguese", async () => {
    const huge = await call("/sign-in/email", {
      body: { email: "a@example.com", password: "x".repeat(100_000) },
      ip: nextIp(),
    });
    expect(huge.status).toBe(413);
    expect(huge.json.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("refuses state-changing requests from another origin or with no origin at all", async () => {
    const person = newPerson();
    const body = { ...person, password: PASSWORD };
    const origins: Record<string, string>[] = [{ origin: "https://evil.example" }, { origin: "null" }, {}];
    for (const headers of origins) {
      const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(403);
      expect((await response.json()).code).toBe("ORIGIN_NOT_ALLOWED");
    }
    const referer = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", referer: `${TEST_PUBLIC_URL}/signup` },
      body: JSON.stringify(body),
    });
    expect(referer.status).toBe(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("lists the user's sessions, marks this one, and ends another by its id", async () => {
    const person = await signUp();
    const other = await call("/sign-in/email", {
      body: { email: person.email, password: PASSWORD },
      ip: nextIp(),
    });
    const sessions = await call("/list-sessions", { cookie: person.cookie });
    expect(sessions.status).toBe(200);
    expect(sessions.json).toHaveLength(2);
    const otherId = (await call("/get-session", { cookie: other.cookie })).json.session.id;
    expect(sessions.json.find((s: { id: string }) => s.id === otherId)).toMatchObject({ current: false });
    expect(sessions.json.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    // Another person cannot end it.
    const stranger = await signUp();
    const foreign = await call("/revoke-session", { body: { id: otherId }, cookie: stranger.cookie });
    expect(foreign.status).toBe(404);
    expect((await call("/get-session", { cookie: other.cookie })).json).not.toBeNull();

    const revoked = await call("/revoke-session", { body: { id: otherId }, cookie: person.cookie });
    expect(revoked.status).toBe(200);
    expect((await call("/get-session", { cookie: other.cookie })).json).toBeNull();
    expect((await call("/get-session", { cookie: person.cookie })).json).not.toBeNull();
  });

  it("answers a reset request the same for known and unknown e-mails", async () => {
    const person = await signUp();
    const known = await call("/request-password-reset", { body: { email: person.email }, ip: nextIp() });
    const unknown = await call("/request-password-reset", {
      body: { email: `ninguem.${Date.now()}@example.com` },
      ip: nextIp(),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(SAME_ANSWER);
    expect(unknown.json).toEqual(SAME_ANSWER);
  });

  it("accepts a redirectTo on the public URL only", async () => {
    const email = `ninguem.${Date.now()}@example.com`;
    const ours = await call("/request-password-reset", {
      body: { email, redirectTo: `${TEST_PUBLIC_URL}/reset-password` },
      ip: nextIp(),
    });
    expect(ours.status).toBe(200);
    const foreign = await call("/request-password-reset", {
      body: { email, redirectTo: "https://evil.example/reset-password" },
      ip: nextIp(),
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("ORIGIN_NOT_ALLOWED");
  });

  it("e-mails a link on the configured public URL, even with a forged Host header", async () => {
    const person = await signUp();
    await call("/request-password-reset", {
      body: { email: person.email },
      ip: nextIp(),
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
    });
    const message = await waitForOutbox(config.dataDir, person.email, RESET);
    expect(message.subject).toBe("Redefina sua senha do Vitae");
    expect(message.text).toMatch(/24 horas/);
    const link = /https?:\/\/\S+/.exec(message.text)?.[0] ?? "";
    expect(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(message.html).toContain(link);
    expect(message.html + message.text).not.toContain("evil.example");
  });

  it("stores only a hash of the token; a reset works once, ends every session and every older link", async () => {
    const person = await signUp();
    await call("/request-password-reset", { body: { email: person.email }, ip: nextIp() });
    const older = tokenFromLink(
      (await waitForOutbox(config.dataDir, person.email, { ...RESET, count: 1 })).text,
    );
    await call("/request-password-reset", { body: { email: person.email }, ip: nextIp() });
    const token = tokenFromLink(
      (await waitForOutbox(config.dataDir, person.email, { ...RESET, count: 2 })).text,
    );
    expect(token).not.toBe(older);

    const stored = await handle.db.select({ identifier: verification.identifier }).from(verification);
    expect(stored.some((row) => row.identifier.includes(token))).toBe(false);
    expect(stored.some((row) => row.identifier.startsWith("reset-password:"))).toBe(true);

    const weak = await call("/reset-password", { body: { token, newPassword: "12345678" }, ip: nextIp() });
    expect(weak.json.code).toBe("WEAK_PASSWORD");

    const reset = await call("/reset-password", { body: { token, newPassword: NEW_PASSWORD }, ip: nextIp() });
    expect(reset.status).toBe(200);
    expect((await call("/get-session", { cookie: person.cookie })).json).toBeNull();

    for (const used of [token, older]) {
      const again = await call("/reset-password", {
        body: { token: used, newPassword: NEW_PASSWORD },
        ip: nextIp(),
      });
      expect(again.status).toBe(400);
      expect(again.json).toEqual({
        code: "INVALID_TOKEN",
        message: "Link de recuperação inválido ou expirado.",
      });
    }
    const signIn = await call("/sign-in/email", {
      body: { email: person.email, password: NEW_PASSWORD },
      ip: nextIp(),
    });
    expect(signIn.status).toBe(200);
  });

  it("passes better-auth's bodiless redirects on as they are", async () => {
    const response = await fetch(
      `${server.url}/api/auth/reset-password/inventado?callbackURL=${encodeURIComponent(`${TEST_PUBLIC_URL}/reset-password`)}`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`${TEST_PUBLIC_URL}/reset-password?error=INVALID_TOKEN`);
  });

  it("refuses a reset link after 24 hours", async () => {
    const person = await signUp();
    const before = Date.now();
    await call("/request-password-reset", { body: { email: person.email }, ip: nextIp() });
    const token = tokenFromLink((await waitForOutbox(config.dataDir, person.email, RESET)).text);
    const [row] = await handle.db
      .select()
      .from(verification)
      .where(sql`${verification.createdAt} >= ${new Date(before - 1000).toISOString()}::timestamptz`)
      .orderBy(sql`${verification.createdAt} desc`)
      .limit(1);
    if (!row) throw new Error("no reset row");
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - 24 * 60 * 60 * 1000)).toBeLessThan(5_000);

    await handle.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.id, row.id));
    const late = await call("/reset-password", { body: { token, newPassword: NEW_PASSWORD }, ip: nextIp() });
    expect(late.json.code).toBe("INVALID_TOKEN");
  });

  it("limits requests per trusted client address with a Portuguese 429", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await call("/request-password-reset", { body: { email: "x@example.com" }, ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await call("/request-password-reset", { body: { email: "x@example.com" }, ip });
    expect(limited.json).toEqual({
      code: "RATE_LIMITED",
      message: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
    });
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect(
      (await call("/request-password-reset", { body: { email: "x@example.com" }, ip: nextIp() })).status,
    ).toBe(200);
  });

  it("after 5 failed sign-ins locks that account for that address only; the owner elsewhere still signs in", async () => {
    const person = await signUp();
    const stranger = nextIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await call("/sign-in/email", {
        body: { email: person.email, password: `errada-${attempt}` },
        ip: stranger,
      });
      expect(wrong.status).toBe(401);
    }
    const locked = await call("/sign-in/email", {
      body: { email: person.email, password: PASSWORD },
      ip: stranger,
    });
    expect(locked.status).toBe(429);
    expect(locked.json.code).toBe("RATE_LIMITED");
    expect(Number(locked.response.headers.get("retry-after"))).toBeGreaterThan(60);

    // A stranger's guesses do not lock the real owner out from their own address.
    const owner = await call("/sign-in/email", {
      body: { email: person.email, password: PASSWORD },
      ip: nextIp(),
    });
    expect(owner.status).toBe(200);

    // Resetting the password by e-mail proves ownership and lifts every lock on the account.
    await call("/request-password-reset", { body: { email: person.email }, ip: nextIp() });
    const token = tokenFromLink((await waitForOutbox(config.dataDir, person.email, RESET)).text);
    await call("/reset-password", { body: { token, newPassword: NEW_PASSWORD }, ip: nextIp() });
    const after = await call("/sign-in/email", {
      body: { email: person.email, password: NEW_PASSWORD },
      ip: stranger,
    });
    expect(after.status).toBe(200);
  });

  it("never puts a session token in an answer's body: the cookie is the only place it lives", async () => {
    const person = newPerson();
    const signedUp = await call("/sign-up/email", { body: { ...person, password: PASSWORD }, ip: nextIp() });
    const signedIn = await call("/sign-in/email", {
      body: { email: person.email, password: PASSWORD },
      ip: nextIp(),
    });
    const session = await call("/get-session", { cookie: signedIn.cookie });
    const sessions = await call("/list-sessions", { cookie: signedIn.cookie });
    expect(sessions.json).toHaveLength(2);
    for (const answer of [signedUp, signedIn, session, sessions]) {
      expect(answer.status).toBe(200);
      expect(JSON.stringify(answer.json)).not.toMatch(/"token"/);
      for (const cookie of [signedUp.cookie, signedIn.cookie]) {
        const value = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
        expect(value.length).toBeGreaterThan(10);
        expect(JSON.stringify(answer.json)).not.toContain(value);
      }
    }
    expect(signedIn.json.user).toMatchObject({ email: person.email, emailVerified: false });
  });

  it("changes the name under the sign-up rules: not empty, not longer than a name", async () => {
    const person = await signUp();
    const empty = await call("/update-user", { body: { name: "  " }, cookie: person.cookie });
    expect(empty.status).toBe(400);
    expect(empty.json.issues).toEqual([{ path: "name", message: "Nome completo é obrigatório" }]);
    const long = await call("/update-user", { body: { name: "A".repeat(15_000) }, cookie: person.cookie });
    expect(long.status).toBe(400);
    expect(long.json.issues).toEqual([{ path: "name", message: "O nome deve ter no máximo 120 caracteres" }]);
    const sneaky = await call("/update-user", {
      body: { name: "Ana Lima", emailVerified: true },
      cookie: person.cookie,
    });
    expect(sneaky.status).toBe(400);
    const ok = await call("/update-user", { body: { name: "  Ana Lima  " }, cookie: person.cookie });
    expect(ok.status).toBe(200);
    const session = await call("/get-session", { cookie: person.cookie });
    expect(session.json.user).toMatchObject({ name: "Ana Lima", emailVerified: false });
    const longSignUp = await call("/sign-up/email", {
      body: { ...newPerson(), name: "B".repeat(121), password: PASSWORD },
      ip: nextIp(),
    });
    expect(longSignUp.json.issues).toEqual([
      { path: "name", message: "O nome deve ter no máximo 120 caracteres" },
    ]);
  });
}

describe("accounts on PGlite", () => {
  accountScenarios((config) => openDatabase({ dataDir: config.dataDir, databaseUrl: undefined }));
});

const unreachable = await postgresUnreachableReason();
describe.skipIf(unreachable !== undefined)("accounts on PostgreSQL", () => {
  let drop: (() => Promise<void>) | undefined;
  afterAll(() => drop?.());
  accountScenarios(async (config) => {
    const database = await createTestDatabase();
    drop = database.drop;
    return openDatabase({ dataDir: config.dataDir, databaseUrl: database.url });
  });
});
