import type { MiddlewareHandler } from "hono";
import { type DestinationStream, type Logger, pino } from "pino";
import type { Config } from "./config.ts";
import { redactLogArgs } from "./log-redaction.ts";

export type { Logger };

/**
 * The one server logger: JSON lines on stdout, or on `destination` when a test wants to read them. Every
 * call passes through redaction first (log-redaction.ts), whoever makes it: our code or a library's.
 */
export function createLogger(level: Config["logLevel"], destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Errors reach pino already turned into redacted plain objects by the hook below.
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          return method.apply(this, redactLogArgs(args) as Parameters<typeof method>);
        },
      },
    },
    destination,
  );
}

/**
 * One line per request. Bodies, headers and query strings stay out: they carry passwords, reset tokens
 * and resume contents.
 */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
