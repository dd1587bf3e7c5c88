import type { MiddlewareHandler } from "hono";
import { AppError } from "./errors.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string | undefined): string | undefined {
  return value && URL.canParse(value) ? new URL(value).origin : undefined;
}

/**
 * Refuses state-changing requests that did not come from our own pages (CSRF): the Origin header, or the
 * Referer when a browser sends no Origin, must be the public URL's origin. A request with neither is
 * refused too: browsers always send one of them on a cross-site POST, and our client always on its own.
 * `exempt` paths are called by other servers with their own proof (Stripe's webhook signs its body).
 */
export function originCheck(publicUrl: string, exempt: readonly string[] = []): MiddlewareHandler {
  const allowed = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !exempt.includes(c.req.path)) {
      const origin = c.req.header("origin");
      const claimed = origin !== undefined ? originOf(origin) : originOf(c.req.header("referer"));
      if (claimed !== allowed) throw new AppError("ORIGIN_NOT_ALLOWED");
    }
    await next();
  };
}
