import { randomBytes } from "node:crypto";
import pg from "pg";

/** The admin database tests create their own databases through. */
const adminUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

/** Undefined when PostgreSQL answers, else why not (a fresh machine may have no PostgreSQL at all). */
export async function postgresUnreachableReason(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    const { hostname, port } = new URL(adminUrl);
    const reason = error instanceof Error ? error.message || String((error as { code?: unknown }).code) : "";
    return `PostgreSQL is not reachable at ${hostname}:${port || 5432} (${reason}). Set TEST_DATABASE_URL to reach one.`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A fresh, empty database with a random name; `drop` removes it even if connections are left open. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `vitae_test_${randomBytes(6).toString("hex")}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
