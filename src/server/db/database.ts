import { join } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Assume } from "drizzle-orm/utils";
import pg from "pg";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { errorCode } from "../node-errors.ts";
import { StartupError } from "../startup-error.ts";
import { createPgliteClient } from "./pglite-client.ts";
import { lockPgliteFolder } from "./pglite-lock.ts";
import * as schema from "./schema.ts";

/** What both drivers return from `execute`: the rows (the rest differs between them, so it is left out). */
type QueryRows<Row> = { rows: Assume<Row, Record<string, unknown>>[] };
interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this["row"]>;
}

/** The query API services use; the same whichever driver is behind it. */
export type Database = PgDatabase<QueryResultHKT, typeof schema>;
export type DatabaseHandle = { db: Database; close(): Promise<void> };

const migrationsFolder = join(import.meta.dirname, "migrations");

const embedded = new WeakSet<Database>();

/**
 * True for the embedded PGlite: one process, the only one that reaches its data, so it sees every change
 * (a session ended, say) as it happens.
 */
export const isEmbedded = (db: Database): boolean => embedded.has(db);

// Any constant works, as long as every Vitae instance uses the same one.
const MIGRATION_LOCK_KEY = 7_462_910;

/**
 * Opens PostgreSQL when DATABASE_URL is set, else the embedded PGlite in DATA_DIR/pglite, and brings the
 * schema up to date before returning.
 */
export function openDatabase(
  config: Pick<Config, "dataDir" | "databaseUrl">,
  logger?: Logger,
): Promise<DatabaseHandle> {
  return config.databaseUrl ? openPostgres(config.databaseUrl, logger) : openPglite(config.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = lockPgliteFolder(dataDir);
  let client: PGlite | undefined;
  try {
    client = await createPgliteClient(join(dataDir, "pglite"));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    embedded.add(db);
    const opened = client;
    return {
      db,
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    await client?.close();
    lock.release();
    throw error;
  }
}

async function openPostgres(url: string, logger?: Logger): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // Without a listener, a server-side disconnect of an idle client would crash the process.
  pool.on("error", (error) => logger?.error({ err: error }, "idle PostgreSQL connection failed"));
  try {
    await migrateWithLock(pool);
  } catch (error) {
    await pool.end();
    if (isConnectionError(error)) {
      const reason = error.message || errorCode(error) || "unknown error";
      throw new StartupError(`Could not connect to PostgreSQL at ${describeServer(url)}: ${reason}`);
    }
    throw error;
  }
  return { db: drizzleNodePg({ client: pool, schema }), close: () => pool.end() };
}

/** Instances starting together on one database take turns, so each migration runs exactly once. */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

function isConnectionError(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  const code = errorCode(error) ?? "";
  // Node socket errors, PostgreSQL's "database does not exist" / auth failures, and pg's own timeout.
  return (
    /^E[A-Z]+$/.test(code) || code === "3D000" || code.startsWith("28") || /timeout/i.test(error.message)
  );
}

/** host:port/database, never the credentials. */
function describeServer(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}
