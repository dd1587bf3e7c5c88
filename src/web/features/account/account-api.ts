import { z } from "zod";
import { apiRequest } from "#web/lib/api-client.ts";

// The signed-in person's sessions as the server lists them (only the fields the profile shows). Tokens never
// reach the page: a session is named by its id, and the server marks this browser's.
const SessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullish(),
  createdAt: z.coerce.date(),
  updatedAt: z.coerce.date(),
});
export type AccountSession = z.infer<typeof SessionSchema>;

/** Every active session, this browser's first, then the most recently used. */
export async function listSessions(): Promise<AccountSession[]> {
  const sessions = z.array(SessionSchema).parse(await apiRequest<unknown>("/api/auth/list-sessions"));
  const rank = (s: AccountSession) => (s.current ? 1 : 0);
  return sessions.sort((a, b) => rank(b) - rank(a) || b.updatedAt.getTime() - a.updatedAt.getTime());
}

export const revokeSession = (id: string) =>
  apiRequest("/api/auth/revoke-session", { method: "POST", body: { id } });

/** Where the LGPD export is served from; the server names the file vitae-meus-dados.json. */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

/** Deletes the account and everything in it; a wrong password answers INVALID_PASSWORD. */
export const deleteAccount = (password: string) =>
  apiRequest("/api/account/delete", { method: "POST", body: { password } });
