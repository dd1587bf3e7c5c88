import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { createLogger } from "./logger.ts";
import { createUser } from "./testing/factories.ts";

const SECRET = "secret-token-XYZ-4f9a1c";

/** A logger writing to memory, and everything it wrote. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger("trace", { write: (line: string) => void lines.push(line) });
  return { logger, output: () => lines.join("") };
}

/** The error a query fails with, as services and better-auth see it. */
async function failure(query: Promise<unknown>): Promise<Error> {
  const error = await query.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) throw new Error("the query did not fail");
  return error;
}

describe("the log of a failed query", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "vitae-log-"));
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir, databaseUrl: undefined });
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("says which query failed and why, but not its parameters, in every way the error gets logged", async () => {
    // PostgreSQL repeats the bad value in its own message: `invalid input syntax for type integer: "…"`.
    const error = await failure(handle.db.execute(sql`select ${SECRET}::int as n`));
    expect(`${error.message} ${String(error.cause)}`).toContain(SECRET);

    const { logger, output } = capturedLogger();
    logger.error({ err: error, path: "/api/plan" }, "unexpected error");
    // better-auth's own logging passes the error among its arguments.
    logger.error({ source: "better-auth", args: [error] }, "INTERNAL_SERVER_ERROR");
    logger.error(error);
    logger.warn(`query failed: ${error.message}`);

    const written = output();
    expect(written).not.toContain(SECRET);
    expect(written).not.toContain("params:");
    expect(written).toContain("Failed query: select $1::int as n");
    expect(written).toContain('"code":"22P02"');
    expect(written.split("\n").filter(Boolean)).toHaveLength(4);
  });

  it("leaves out the values PostgreSQL quotes in a constraint's detail", async () => {
    const email = "ana.secreta@example.com";
    await createUser(handle.db, { email });
    const error = await failure(createUser(handle.db, { email }));

    const { logger, output } = capturedLogger();
    logger.error({ err: error }, "could not create the account");
    expect(output()).not.toContain(email);
    expect(output()).toContain('"code":"23505"');
  });
});

describe("the logger", () => {
  it("never writes passwords, tokens, cookies, authorization headers or e-mail bodies", () => {
    const { logger, output } = capturedLogger();
    logger.info(
      {
        body: { email: "ana@example.com", password: `pw-${SECRET}`, newPassword: `new-${SECRET}` },
        headers: { cookie: `better-auth.session_token=${SECRET}`, authorization: `Bearer ${SECRET}` },
        session: { token: SECRET },
        email: { subject: "Redefinir senha", html: `<a href="/x?t=${SECRET}">`, text: `link ${SECRET}` },
      },
      "something happened",
    );
    logger.info({ path: `/api/auth/reset-password/${SECRET}` }, "request");

    const written = output();
    expect(written).not.toContain(SECRET);
    expect(written).toContain("Redefinir senha");
    expect(written).toContain("/api/auth/reset-password/[redacted]");
  });
});
