import { Hono } from "hono";
import { accountRoutes } from "./account/account-routes.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { createAuth } from "./auth/create-auth.ts";
import { planRoutes } from "./billing/plan-routes.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { createSendEmail } from "./email/send-email.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { originCheck } from "./http/origin-check.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { hasClientBuild, staticFiles } from "./http/static-files.ts";
import { type Logger, requestLogger } from "./logger.ts";
import { resumeRoutes } from "./resumes/resume-routes.ts";

export type AppDeps = {
  config: Pick<
    Config,
    | "env"
    | "clientDir"
    | "publicUrl"
    | "authSecret"
    | "trustedProxyHeader"
    | "smtpUrl"
    | "mailFrom"
    | "dataDir"
  >;
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
  app.use("/api/*", originCheck(config.publicUrl));
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  const auth = createAuth({ config, db, logger, sendEmail: createSendEmail(config, logger) });
  app.route("/api", healthRoutes({ db }));
  app.route("/api", authRoutes({ auth, db, config }));
  app.route("/api", resumeRoutes({ auth, db }));
  app.route("/api", accountRoutes({ auth, db }));
  app.route("/api", planRoutes({ auth, db }));

  if (hasClientBuild(config.clientDir)) app.get("*", staticFiles(config.clientDir));
  return app;
}
