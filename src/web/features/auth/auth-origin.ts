import { readString, removeKeys, STORAGE_KEYS } from "#web/lib/browser-storage.ts";
import { isOwnPath, stateOrigin } from "#web/lib/own-path.ts";

/** Where an account screen sends the person afterwards: location state 'from', else the stored page, else '/'. */
export function originFrom(state: unknown): string {
  const stored = readString(STORAGE_KEYS.redirectAfterLogin);
  return stateOrigin(state) ?? (isOwnPath(stored) ? stored : "/");
}

/** After a sign-up: someone who came from the final preview goes on to pay (spec part 1 §4), others return. */
export const afterSignupPath = (origin: string) => (origin === "/visualizacao-final" ? "/payment" : origin);

/** Once the person is where they wanted to go, the stored page has served its purpose. */
export const forgetOrigin = () => removeKeys([STORAGE_KEYS.redirectAfterLogin]);
