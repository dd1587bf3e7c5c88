import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../http/errors.ts";
import type { Auth } from "./create-auth.ts";
import type { FoundSession } from "./session-cache.ts";

/** The signed-in person, as better-auth reads them from the session cookie. */
export type SessionUser = { id: string; name: string; email: string; createdAt: Date };
export type SignedInEnv = { Variables: { user: SessionUser } };

/**
 * Lets a request through only with a valid session and puts its user on the context: services take the
 * user id from here, never from the request, so every query is scoped to the person signed in. The session
 * comes from the auth's session cache (session-cache.ts), which asks better-auth when it does not know it.
 */
export function requireUser(auth: Auth): MiddlewareHandler<SignedInEnv> {
  return async (c, next) => {
    const user = await auth.sessions.resolve(c.req.header("cookie") ?? "", () => lookUpSession(auth, c));
    if (!user) throw new AppError("UNAUTHORIZED");
    c.set("user", user);
    await next();
  };
}

async function lookUpSession(auth: Auth, c: Context): Promise<FoundSession | null> {
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  if (!found) return null;
  const { id, name, email, createdAt } = found.user;
  const { token, expiresAt } = found.session;
  return { user: { id, name, email, createdAt }, token, expiresAt: new Date(expiresAt).getTime() };
}
