import type { MiddlewareHandler } from "hono";
import { AppError } from "../http/errors.ts";
import type { Auth } from "./create-auth.ts";

/** The signed-in person, as better-auth reads them from the session cookie. */
export type SessionUser = { id: string; name: string; email: string; createdAt: Date };
export type SignedInEnv = { Variables: { user: SessionUser } };

/**
 * Lets a request through only with a valid session and puts its user on the context: services take the
 * user id from here, never from the request, so every query is scoped to the person signed in.
 */
export function requireUser(auth: Auth): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) throw new AppError("UNAUTHORIZED");
    const { id, name, email, createdAt } = session.user;
    c.set("user", { id, name, email, createdAt });
    await next();
  };
}
