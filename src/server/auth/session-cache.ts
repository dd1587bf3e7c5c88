import type { SessionUser } from "./require-user.ts";

/** What a session lookup found: its user, its token, and when the session itself ends (ms since the epoch). */
export type FoundSession = { user: SessionUser; token: string; expiresAt: number };

/**
 * Whether the session with this token still exists and has not ended, with its user as stored now: one
 * indexed query (confirm-session.ts).
 */
export type ConfirmSession = (token: string) => Promise<FoundSession | null>;

export type SessionCache = {
  /** The user of the session in `cookie`: remembered, or looked up with `lookup` and then remembered. */
  resolve(cookie: string, lookup: () => Promise<FoundSession | null>): Promise<SessionUser | null>;
  /** Forgets every session: after anything that may end one or change its user. */
  forgetAll(): void;
};

/** How long the signed-in routes remember whose session a cookie holds. */
export const REMEMBER_SESSION_MS = 5_000;
/** Sessions remembered at most; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The signed-in routes' memory of who a session cookie belongs to, for `ttlMs` (0: no memory, every request
 * looks its session up). Looking a session up through better-auth is most of a save's work, and a person
 * editing saves every few seconds. Only sessions that exist are remembered, never past their own end; any
 * change that may end a session or change its user forgets them all (auth-routes.ts, account deletion), and a
 * lookup that was under way during such a change is not remembered, so an ended session is refused at once.
 *
 * That is enough where this process sees every change (the embedded database). Where others may end a
 * session too (PostgreSQL shared by several instances), `confirm` asks the database about a remembered
 * session on every request: it still ends at once everywhere, for one small query instead of a lookup.
 * Decision 0036.
 */
export function createSessionCache({
  ttlMs,
  confirm,
  now = Date.now,
}: {
  ttlMs: number;
  confirm?: ConfirmSession;
  now?: () => number;
}): SessionCache {
  const entries = new Map<string, { user: SessionUser; token: string; until: number }>();
  let generation = 0;
  return {
    async resolve(cookie, lookup) {
      const remembered = entries.get(cookie);
      if (remembered && remembered.until > now()) {
        if (!confirm) return remembered.user;
        const confirmed = await confirm(remembered.token);
        if (confirmed) return confirmed.user;
        entries.delete(cookie);
        return null;
      }
      entries.delete(cookie);
      const started = generation;
      const found = await lookup();
      if (!found) return null;
      if (ttlMs > 0 && cookie !== "" && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(cookie, {
          user: found.user,
          token: found.token,
          until: Math.min(now() + ttlMs, found.expiresAt),
        });
      }
      return found.user;
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}
