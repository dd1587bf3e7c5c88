import { AsyncLocalStorage } from "node:async_hooks";
import { hashPassword } from "./password-hash.ts";

/**
 * better-auth's sign-up hashes the new password inside its transaction. The embedded database runs one
 * transaction at a time and makes every other query wait for it, so that hash (~0.3–0.6 s of CPU) would
 * hold everyone's saves and session checks; on PostgreSQL it would hold a pooled connection as long.
 * The sign-up route hashes first, outside any transaction, and better-auth's `hash` takes that result.
 */
const ahead = new AsyncLocalStorage<{ password: string; hash?: string }>();

export async function withPasswordHashedAhead<T>(password: string, run: () => Promise<T>): Promise<T> {
  const hash = await hashPassword(password);
  return ahead.run({ password, hash }, run);
}

/** better-auth's `password.hash`: the hash made ahead for this request, once; otherwise a new one. */
export async function hashedAheadOrNow(password: string): Promise<string> {
  const store = ahead.getStore();
  if (store?.hash && store.password === password) {
    const { hash } = store;
    // Once only: a second hash asked for in the same request gets its own salt.
    store.hash = undefined;
    return hash;
  }
  return hashPassword(password);
}
