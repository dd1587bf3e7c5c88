import type { Context } from "hono";
import type { Auth } from "../auth/create-auth.ts";

/** The id of the person signed in, or null for a visitor (routes open to both, unlike requireUser). */
export async function signedInUserId(auth: Auth, c: Context): Promise<string | null> {
  const session = await auth.api.getSession({ headers: c.req.raw.headers });
  return session?.user.id ?? null;
}
