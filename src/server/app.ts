import { Hono } from "hono";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { hasClientBuild, staticFiles } from "./http/static-files.ts";
import { type Logger, requestLogger } from "./logger.ts";

export type AppDeps = {
  config: Pick<Config, "env" | "clientDir">;
  db: Database;
  logger: Logger;
};

/** The HTTP application: the API under /api and, when it is built, the React app for everything else. */
export function createApp({ config, db, logger }: AppDeps) {
  const app = new Hono();
  app.use(securityHeaders({ production: config.env === "production" }));
  app.use(requestLogger(logger));
  app.use("/api/*", async (c, next) => {
    await next();
    // Answers hold personal data: no browser or proxy may keep a copy.
    c.header("Cache-Control", "no-store");
  });
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  app.route("/api", healthRoutes({ db }));

  if (hasClientBuild(config.clientDir)) app.get("*", staticFiles(config.clientDir));
  return app;
}
