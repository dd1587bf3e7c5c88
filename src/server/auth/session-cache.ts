import type { SessionUser } from "./require-user.ts";

/** What a session lookup found: its user, its token, and when the session ends (ms since the epoch). */
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
 * The signed-in routes' memory of who a session cookie belongs to, for `ttlMs`. Looking a session up through
 * better-auth is most of a save's work, and a person editing saves every few seconds. Only sessions that
 * exist are remembered, never past their own end; any change that may end a session or change its user
 * forgets them all (auth-routes.ts, account deletion), and a lookup that was under way during such a change
 * is not remembered, so an ended session is refused at once.
 *
 * When a remembered session's time is up, the request that finds it is still answered from memory while the
 * session is looked up again beside it, once; a lookup that finds no session forgets it, and one that has not
 * answered when a second time is up leaves the next request to wait for a lookup of its own. The lookup
 * checks the cookie's signature with WebCrypto, on the thread pool, so a request that waited for it also
 * waited for a whole turn of a busy server's event loop: under load those were the slowest saves.
 *
 * That is enough where this process sees every change (the embedded database). Where others may end a
 * session too (PostgreSQL shared by several instances), `confirm` asks the database about a remembered
 * session on every request: it still ends at once everywhere, for one small query instead of a lookup.
 * Decisions 0036 and 0039.
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
  type Entry = { user: SessionUser; token: string; until: number; expiresAt: number; refreshing: boolean };
  const entries = new Map<string, Entry>();
  let generation = 0;

  const remember = (cookie: string, found: FoundSession) => {
    entries.delete(cookie);
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    const { user, token, expiresAt } = found;
    entries.set(cookie, { user, token, expiresAt, until: now() + ttlMs, refreshing: false });
  };

  const refresh = (cookie: string, entry: Entry, lookup: () => Promise<FoundSession | null>) => {
    if (entry.refreshing) return;
    entry.refreshing = true;
    const started = generation;
    lookup().then(
      (found) => {
        // Forgotten or replaced meanwhile: the newer state stands.
        if (entries.get(cookie) !== entry) return;
        if (!found) entries.delete(cookie);
        else if (started === generation) remember(cookie, found);
      },
      () => entries.delete(cookie),
    );
  };

  return {
    async resolve(cookie, lookup) {
      const remembered = entries.get(cookie);
      // A lookup beside the requests that never answers (a database down) vouches for one time more at most.
      if (remembered && remembered.expiresAt > now() && remembered.until + ttlMs > now()) {
        if (remembered.until <= now()) refresh(cookie, remembered, lookup);
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
      if (cookie !== "" && started === generation) remember(cookie, found);
      return found.user;
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}
