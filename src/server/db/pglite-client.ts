import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { PGlite, type QueryOptions, types } from "@electric-sql/pglite";

/**
 * PostgreSQL's memory settings for the embedded database, sized for a small machine. PGlite's defaults are a
 * server's (shared_buffers 128 MB, maintenance_work_mem 64 MB), and WebAssembly memory never shrinks, so what
 * the database once touched stays resident for the life of the process. Vitae's tables are small: 16 MB of
 * buffers hold them, and an index build or VACUUM has enough with 16 MB.
 */
const MEMORY_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB", "temp_buffers=2MB"];

/** PGlite's own start-up parameters (single-user mode, no parallel workers) plus the settings above. */
const START_PARAMS = [...PGlite.defaultStartParams, ...MEMORY_SETTINGS.flatMap((setting) => ["-c", setting])];

const run = promisify(execFile);

/**
 * The one place PGlite is created: opens the database in `folder`, creating it first when it is new. Creating
 * one (initdb) runs a second PostgreSQL inside PGlite that grows its WebAssembly memory to some 450 MB, which
 * stays referenced until the database is closed; so a new folder is created in a short-lived process of its
 * own, whose memory all goes back to the system when it exits, and this process only opens it.
 */
export async function createPgliteClient(folder: string): Promise<PGlite> {
  if (!existsSync(join(folder, "PG_VERSION"))) await initialiseInChildProcess(folder);
  return withoutRepeatedParsers(await PGlite.create(folder, { startParams: START_PARAMS }));
}

/**
 * Timestamps, dates and intervals, and arrays of numerics and of those: the types drizzle reads as the text
 * PostgreSQL sends (numeric[] 1231, timestamp[] 1115, timestamptz[] 1185, interval[] 1187, date[] 1182).
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const keepText = (value: string) => value;
const PROBE = "2026-01-01 00:00:00+00";

/**
 * Drizzle passes its parsers with every query, and PGlite merges them into its own 300-odd on every call:
 * some 0.2 ms a query on this machine, about what a simple UPDATE itself takes. So the client reads drizzle's
 * text types as text already, and a query whose parsers ask for nothing else goes without them. Parsers that
 * would read a value differently are passed on as given.
 */
function withoutRepeatedParsers(client: PGlite): PGlite {
  for (const type of TEXT_TYPES) client.parsers[type] = keepText;
  const query = client.query.bind(client);
  const asksOnlyForText = (parsers: NonNullable<QueryOptions["parsers"]>) =>
    Object.entries(parsers).every(
      ([type, parse]) => client.parsers[type] === keepText && parse(PROBE, Number(type)) === PROBE,
    );
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(
      text,
      params,
      options?.parsers && asksOnlyForText(options.parsers) ? { ...options, parsers: undefined } : options,
    )) as PGlite["query"];
  return client;
}

// Runs in the child process: creates the folder with the same settings, then closes it.
const INITIALISE = `
const [pgliteUrl, folder, params] = process.argv.slice(1);
const { PGlite } = await import(pgliteUrl);
const client = await PGlite.create(folder, { startParams: JSON.parse(params) });
await client.close();
`;

async function initialiseInChildProcess(folder: string): Promise<void> {
  const args = ["--input-type=module", "-e", INITIALISE, import.meta.resolve("@electric-sql/pglite"), folder];
  try {
    // The server's own options (a loader, a heap size) are not the child's.
    await run(process.execPath, [...args, JSON.stringify(START_PARAMS)], {
      env: { ...process.env, NODE_OPTIONS: undefined },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database${stderr ? `: ${stderr}` : ""}`, { cause: error });
  }
}
