import type { MiddlewareHandler } from "hono";
import { type DestinationStream, type Logger, pino } from "pino";
import type { Config } from "./config.ts";

export type { Logger };

/** The one server logger: JSON lines on stdout, or on `destination` when a test wants to read them. */
export function createLogger(level: Config["logLevel"], destination?: DestinationStream): Logger {
  return pino({ level }, destination);
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
