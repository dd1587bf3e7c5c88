import type { SessionUser } from "./require-user.ts";

/** What a session lookup found: its user, and when the session itself ends (ms since the epoch). */
export type FoundSession = { user: SessionUser; expiresAt: number };

export type SessionCache = {
  /** The user of the session in `cookie`: remembered, or looked up with `lookup` and then remembered. */
  resolve(cookie: string, lookup: () => Promise<FoundSession | null>): Promise<SessionUser | null>;
  /** Forgets every session: after anything that may end one or change its user. */
  forgetAll(): void;
};

/** How long the embedded database's signed-in routes trust a session they have looked up. */
export const EMBEDDED_SESSION_CACHE_MS = 5_000;
/** Sessions remembered at most; the oldest goes first. */
const MAX_ENTRIES = 10_000;

/**
 * The signed-in routes' memory of who a session cookie belongs to, for `ttlMs` (0: no memory, every request
 * looks its session up). Looking a session up is most of a save's work on the embedded database, and a person
 * editing saves every few seconds. Only sessions that exist are remembered, never past their own end; any
 * change that may end a session or change its user forgets them all (auth-routes.ts, account deletion), and a
 * lookup that was under way during such a change is not remembered, so an ended session is refused at once.
 * Decision 0036.
 */
export function createSessionCache({
  ttlMs,
  now = Date.now,
}: {
  ttlMs: number;
  now?: () => number;
}): SessionCache {
  const entries = new Map<string, { user: SessionUser; until: number }>();
  let generation = 0;
  return {
    async resolve(cookie, lookup) {
      const remembered = entries.get(cookie);
      if (remembered && remembered.until > now()) return remembered.user;
      entries.delete(cookie);
      const started = generation;
      const found = await lookup();
      if (!found) return null;
      if (ttlMs > 0 && cookie !== "" && started === generation) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
        entries.set(cookie, { user: found.user, until: Math.min(now() + ttlMs, found.expiresAt) });
      }
      return found.user;
    },
    forgetAll() {
      generation++;
      entries.clear();
    },
  };
}
