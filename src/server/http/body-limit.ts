import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { AppError } from "./errors.ts";

/**
 * The limit of every API body whose route declares none. Those bodies are a few short fields (sign-in, a
 * checkout e-mail, a session id, a password), a few kilobytes at most; 64 KB is far above them and cheap to
 * buffer.
 */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Marks the middleware that holds a route's own limit, so the default steps aside for that route. */
const OWN_LIMIT = Symbol("the route's own body limit");

function declaring(middleware: MiddlewareHandler): MiddlewareHandler {
  return Object.assign(middleware, { [OWN_LIMIT]: true });
}

/**
 * A route whose bodies may be larger than the default declares its limit in its own chain,
 * `.put(path, limitBody(bytes), jsonBody(Schema), handler)`. A body over it is refused with our 413: at once
 * when its Content-Length says so, else while it streams in, never read past the limit. It runs where it
 * stands, so a sign-in check or rate limit placed before it keeps strangers from filling the larger buffer.
 */
export function limitBody(maxSize: number): MiddlewareHandler {
  return declaring(
    bodyLimit({
      maxSize,
      onError: () => {
        throw new AppError("PAYLOAD_TOO_LARGE");
      },
    }),
  );
}

/**
 * Declares that the route reads its body itself as a stream and stops it past a limit of its own (an
 * upload, see readUpload), so the default neither refuses it nor buffers it first.
 */
export function bodyReadByRoute(): MiddlewareHandler {
  return declaring(async (_c, next) => {
    await next();
  });
}

/** Applied once to the whole API: a request whose route declares no limit of its own gets the default. */
export function defaultBodyLimit(): MiddlewareHandler {
  const limit = limitBody(DEFAULT_BODY_LIMIT);
  return async (c, next) => {
    // The router has already matched every middleware and handler this request will pass through.
    if (matchedRoutes(c).some(({ handler }) => OWN_LIMIT in handler)) return next();
    return limit(c, next);
  };
}
