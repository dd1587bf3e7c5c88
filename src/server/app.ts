import { Hono } from "hono";
import { accountRoutes } from "./account/account-routes.ts";
import { analysisSetup } from "./analysis/analysis-checks.ts";
import { analysisRoutes } from "./analysis/analysis-routes.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { createAuth } from "./auth/create-auth.ts";
import { billingRoutes } from "./billing/billing-routes.ts";
import { createPayments, type Payments } from "./billing/create-payment-provider.ts";
import { planRoutes } from "./billing/plan-routes.ts";
import type { Config } from "./config.ts";
import { contactRoutes } from "./contact/contact-routes.ts";
import type { Database } from "./db/database.ts";
import { draftRoutes } from "./drafts/draft-routes.ts";
import { createSendEmail } from "./email/send-email.ts";
import { exportRoutes } from "./export/export-routes.ts";
import { healthRoutes } from "./health/health-routes.ts";
import { defaultBodyLimit } from "./http/body-limit.ts";
import { errorHandler, notFoundHandler } from "./http/errors.ts";
import { gzipJson } from "./http/gzip-json.ts";
import { originCheck } from "./http/origin-check.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { hasClientBuild, staticFiles } from "./http/static-files.ts";
import { importRoutes } from "./import/import-routes.ts";
import { createParsePool, type ResumeParser } from "./import/parse-pool.ts";
import { MAX_RESUME_PAGES, PARSE_TIMEOUT_MS } from "./import/upload-limits.ts";
import { type Logger, requestLogger } from "./logger.ts";
import { openApiRoutes } from "./openapi/openapi-routes.ts";
import { createPdfRenderer, type PdfRenderer } from "./pdf/pdf-renderer.ts";
import { pdfRoutes } from "./pdf/pdf-routes.ts";
import { resumeRoutes } from "./resumes/resume-routes.ts";

type AppDeps = {
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
    | "supportEmail"
    | "company"
    | "chromiumPath"
    | "stripe"
  >;
  db: Database;
  logger: Logger;
  /** Parses uploaded resumes; main.ts passes the one it closes on shutdown, tests may pass their own. */
  resumeParser?: ResumeParser;
  /** Prints resume PDFs; main.ts passes the one it warms and closes. Otherwise one starts at the first PDF. */
  pdfRenderer?: PdfRenderer;
  /** The payment service; by default Stripe when configured, else the demo checkout. Tests may pass their own. */
  payments?: Payments;
};

/** Called by Stripe's servers, which prove themselves by signing the body instead of sending our Origin. */
const STRIPE_WEBHOOK_PATH = "/api/billing/stripe-webhook";

/** The HTTP application: the API under /api and, when it is built, the React app for everything else. */
export function createApp({ config, db, logger, resumeParser, pdfRenderer, payments }: AppDeps) {
  const app = new Hono();
  app.use(securityHeaders({ production: config.env === "production" }));
  app.use(requestLogger(logger));
  app.use("/api/*", async (c, next) => {
    await next();
    // Answers hold personal data: no browser or proxy may keep a copy.
    c.header("Cache-Control", "no-store");
  });
  app.use("/api/*", gzipJson());
  app.use("/api/*", originCheck(config.publicUrl, [STRIPE_WEBHOOK_PATH]));
  // Every body has a limit before anything reads it; a route that needs more declares its own (body-limit.ts).
  app.use("/api/*", defaultBodyLimit());
  app.onError(errorHandler(logger));
  app.notFound(notFoundHandler);

  const sendEmail = createSendEmail(config, logger);
  const auth = createAuth({ config, db, logger, sendEmail });
  app.route("/api", healthRoutes({ db }));
  app.route("/api", openApiRoutes());
  app.route("/api", authRoutes({ auth, db, config }));
  app.route("/api", resumeRoutes({ auth, db }));
  app.route("/api", accountRoutes({ auth, db }));
  app.route("/api", planRoutes({ auth, db }));
  app.route(
    "/api",
    billingRoutes({ auth, db, logger, config, payments: payments ?? createPayments({ config, db, logger }) }),
  );
  app.route("/api", contactRoutes({ db, sendEmail, logger, config }));
  const parser =
    resumeParser ?? createParsePool({ logger, timeoutMs: PARSE_TIMEOUT_MS, maxPages: MAX_RESUME_PAGES });
  app.route("/api", importRoutes({ auth, db, parser, config }));
  app.route("/api", draftRoutes({ auth, db }));
  const renderer = pdfRenderer ?? createPdfRenderer({ chromiumPath: config.chromiumPath, logger });
  app.route("/api", pdfRoutes({ auth, db, renderer }));
  app.route("/api", exportRoutes({ auth, db }));
  app.route("/api", analysisRoutes({ auth, db, setup: analysisSetup({ renderer, parser }) }));

  if (hasClientBuild(config.clientDir)) app.get("*", staticFiles(config.clientDir));
  return app;
}
