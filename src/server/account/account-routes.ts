import { type Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { Auth } from "../auth/create-auth.ts";
import { requireUser, type SignedInEnv } from "../auth/require-user.ts";
import type { Database } from "../db/database.ts";
import { jsonBody } from "../http/validate.ts";
import { DeleteAccountBody, EXPORT_FILE_NAME } from "./account.types.ts";
import { deleteAccount } from "./delete-account.ts";
import { exportAccount } from "./export-account.ts";

/** The data-protection rights of 'Meu Perfil': take everything away as a file, or erase it all. */
export function accountRoutes({ auth, db }: { auth: Auth; db: Database }) {
  return new Hono<SignedInEnv>()
    .use("/account/*", requireUser(auth))
    .get("/account/export", async (c) => {
      const data = await exportAccount({ db, userId: c.var.user.id });
      c.header("Content-Disposition", `attachment; filename="${EXPORT_FILE_NAME}"`);
      return c.json(data);
    })
    .post("/account/delete", jsonBody(DeleteAccountBody), async (c) => {
      const { password } = c.req.valid("json");
      const { password: hasher } = await auth.$context;
      const { id: userId, email } = c.var.user;
      await deleteAccount({ db, userId, email, password, verifyPassword: hasher.verify });
      auth.sessions.forgetAll();
      await clearSessionCookies(c, auth);
      return c.body(null, 204);
    });
}

/** The session is gone from the database; the browser's cookies go too, so no stale one is sent again. */
async function clearSessionCookies(c: Context, auth: Auth): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const cookie of [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken]) {
    deleteCookie(c, cookie.name, { path: "/", secure: cookie.attributes.secure === true, httpOnly: true });
  }
}
