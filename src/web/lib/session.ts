import { useSyncExternalStore } from "react";
import { apiRequest } from "./api-client.ts";
import { removeKeys } from "./browser-storage.ts";

/**
 * Who is signed in, shared by every component through one tiny store backed by GET /api/auth/get-session.
 * Deliberately free of the better-auth client and of zod: the header loads it on the first visit to '/',
 * whose JavaScript budget is tight. The shape read here is the part of better-auth's answer we rely on.
 */
export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

type SessionState = { user: SessionUser | null; isLoading: boolean };

let state: SessionState = { user: null, isLoading: true };
let started = false;
let latest = 0;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function readUser(answer: unknown): SessionUser | null {
  const user = (answer as { user?: Record<string, unknown> } | null)?.user;
  if (!user || typeof user.id !== "string" || typeof user.email !== "string") return null;
  return {
    id: user.id,
    email: user.email,
    name: typeof user.name === "string" ? user.name : "",
    emailVerified: user.emailVerified === true,
  };
}

/** Asks the server who is signed in; the latest call wins when several overlap. */
export async function refreshSession(): Promise<SessionUser | null> {
  const call = ++latest;
  let user: SessionUser | null = null;
  try {
    user = readUser(await apiRequest<unknown>("/api/auth/get-session"));
  } catch {
    // An unreachable server reads as signed out; pages that need a user send the visitor to /login.
  }
  if (call === latest) publish({ user, isLoading: false });
  return user;
}

/** Ends the session on the server; throws (ApiError) when it could not. */
export async function signOut(): Promise<void> {
  await apiRequest("/api/auth/sign-out", { method: "POST", body: {} });
  // The saved resume belongs to this account: the next person on this browser starts a new one from the draft.
  // The page a payment was to lead back to names one of this account's resumes too.
  removeKeys(["currentResumeId", "returnAfterPayment"]);
  latest++;
  publish({ user: null, isLoading: false });
}

// Asked as soon as the app's code runs, in parallel with the first page's chunks, so the landing page's
// "signed in?" spinner is as short as the network allows. Asked again when the tab comes back into view:
// the session may have ended meanwhile (signed out in another tab, ended from another device, a reset).
if (typeof window !== "undefined") {
  started = true;
  void refreshSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void refreshSession();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    void refreshSession();
  }
  return () => {
    listeners.delete(listener);
  };
}

/** Calls `onChange` whenever who is signed in changes (another account, or nobody), e.g. to drop cached data. */
export function watchSignedInUser(onChange: () => void): void {
  let last = state.user?.id;
  listeners.add(() => {
    if (state.user?.id === last) return;
    last = state.user?.id;
    onChange();
  });
}

const snapshot = () => state;
// What prerendered pages were rendered with: hydration starts from it even when the answer has arrived.
const LOADING: SessionState = { user: null, isLoading: true };
const serverSnapshot = () => LOADING;

/** The spec's authentication context: the user, a loading flag, isAuthenticated, and the actions. */
export function useSession() {
  const { user, isLoading } = useSyncExternalStore(subscribe, snapshot, serverSnapshot);
  return { user, isLoading, isAuthenticated: user !== null, refresh: refreshSession, signOut };
}

/** The name the header shows: the full name, else the e-mail before the @, else 'Usuário'. */
export function displayName(user: Pick<SessionUser, "name" | "email"> | null): string {
  const name = user?.name.trim();
  if (name) return name;
  const local = user?.email.split("@")[0]?.trim();
  return local || "Usuário";
}
