import type { Server } from "node:http";
import { join } from "node:path";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { displayPath } from "./display-path.ts";
import { startDraftPurge } from "./drafts/purge-drafts.ts";
import { warnOfOutdatedCompanyFacts } from "./http/built-company-facts.ts";
import { closeGracefully, listen } from "./http/http-server.ts";
import { hasClientBuild } from "./http/static-files.ts";
import { createParsePool } from "./import/parse-pool.ts";
import { MAX_RESUME_PAGES, PARSE_TIMEOUT_MS } from "./import/upload-limits.ts";
import { createLogger, type Logger } from "./logger.ts";
import { errorCode } from "./node-errors.ts";
import { createPdfRenderer } from "./pdf/pdf-renderer.ts";
import { StartupError } from "./startup-error.ts";

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const logger = createLogger(config.logLevel);

  if (!hasClientBuild(config.clientDir)) {
    const missing = displayPath(join(config.clientDir, "index.html"));
    if (!config.webDevServer) {
      throw new StartupError(`The web app is not built (${missing} is missing). Run "npm run build" first.`);
    }
    logger.info(`${missing} is missing: serving the API only; the web app is at ${config.webDevServer}`);
  }
  warnOfOutdatedCompanyFacts(config.clientDir, config.company, logger);

  const database = await openDatabase(config, logger);
  const resumeParser = createParsePool({ logger, timeoutMs: PARSE_TIMEOUT_MS, maxPages: MAX_RESUME_PAGES });
  const pdfRenderer = createPdfRenderer({ chromiumPath: config.chromiumPath, logger });
  let server: Server;
  try {
    server = await listen(createApp({ config, db: database.db, logger, resumeParser, pdfRenderer }), config);
  } catch (error) {
    await resumeParser.close();
    await pdfRenderer.close();
    await database.close();
    throw errorCode(error) === "EADDRINUSE"
      ? new StartupError(`Port ${config.port} is already in use. Stop the other program or set PORT.`)
      : error;
  }
  logger.info(
    { host: config.host, port: config.port, database: config.databaseUrl ? "postgres" : "pglite" },
    "listening",
  );
  console.log(`Vitae is running at ${config.publicUrl}`);
  // The first PDF should not wait for Chromium to start; without Chromium the rest of the app still works.
  pdfRenderer.warm().catch((error: unknown) => logger.warn({ err: error }, "the PDF browser did not start"));
  const stopDraftPurge = startDraftPurge({ db: database.db, logger });
  stopOnSignals(server, database, logger, async () => {
    stopDraftPurge();
    await resumeParser.close();
    await pdfRenderer.close();
  });
}

function stopOnSignals(
  server: Server,
  database: DatabaseHandle,
  logger: Logger,
  stopBackgroundWork: () => Promise<void>,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "second signal: exiting without waiting");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "shutting down");
    try {
      await closeGracefully(server, SHUTDOWN_TIMEOUT_MS);
      await stopBackgroundWork();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stop);
}

start().catch((error: unknown) => {
  // Operator mistakes get their message alone; anything else keeps its stack for the bug report.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
});
