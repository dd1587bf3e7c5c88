import { z } from "zod";
import { apiRequest } from "#web/lib/api-client.ts";

// The signed-in person's sessions, as better-auth lists them (only the fields the profile shows).
const SessionSchema = z.object({
  id: z.string(),
  token: z.string(),
  userAgent: z.string().nullish(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type AccountSession = z.infer<typeof SessionSchema>;

const CurrentSchema = z.object({ session: z.object({ token: z.string() }) }).nullable();

/** Every active session, the current one first, with which one is this browser's. */
export async function listSessions(): Promise<{ sessions: AccountSession[]; currentToken: string | null }> {
  const [list, current] = await Promise.all([
    apiRequest<unknown>("/api/auth/list-sessions"),
    apiRequest<unknown>("/api/auth/get-session"),
  ]);
  const sessions = z.array(SessionSchema).parse(list);
  const currentToken = CurrentSchema.parse(current)?.session.token ?? null;
  const rank = (s: AccountSession) => (s.token === currentToken ? 1 : 0);
  sessions.sort((a, b) => rank(b) - rank(a) || b.updatedAt.getTime() - a.updatedAt.getTime());
  return { sessions, currentToken };
}

export const revokeSession = (token: string) =>
  apiRequest("/api/auth/revoke-session", { method: "POST", body: { token } });

/** Where the LGPD export is served from; the server names the file vitae-meus-dados.json. */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

/** Deletes the account and everything in it; a wrong password answers INVALID_PASSWORD. */
export const deleteAccount = (password: string) =>
  apiRequest("/api/account/delete", { method: "POST", body: { password } });
