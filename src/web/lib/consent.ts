import { useSyncExternalStore } from "react";
import { readString, STORAGE_KEYS, subscribeStorage, writeJson } from "./browser-storage.ts";

/**
 * The visitor's cookie and storage choices (LGPD). Essential storage (the session cookie, the wizard's
 * draft) is always on; anything in another category must check `hasConsent(category)` — and wait for
 * `subscribeConsent` — before it runs. Nothing is decided until the visitor chooses in the banner or on
 * /cookies: undecided means no.
 */
export type OptionalCategory = "performance" | "functionality" | "marketing";
export type ConsentChoices = Record<OptionalCategory, boolean>;
type ConsentPreferences = ConsentChoices & { essential: true; decidedAt: string };

export const OPTIONAL_CATEGORIES: readonly OptionalCategory[] = ["performance", "functionality", "marketing"];

const parse = (raw: string | null): ConsentPreferences | null => {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (typeof value.decidedAt !== "string") return null;
    if (!OPTIONAL_CATEGORIES.every((category) => typeof value[category] === "boolean")) return null;
    return {
      essential: true,
      performance: value.performance === true,
      functionality: value.functionality === true,
      marketing: value.marketing === true,
      decidedAt: value.decidedAt,
    };
  } catch {
    return null;
  }
};

// Parsed once per stored text, so the snapshot stays the same object between renders.
let cachedRaw: string | null = null;
let cached: ConsentPreferences | null = null;

/** The saved preferences, or null while the visitor has not chosen. */
export function readConsent(): ConsentPreferences | null {
  const raw = readString(STORAGE_KEYS.cookieConsent);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** Whether a category may run now. Essential is always allowed. */
export function hasConsent(category: OptionalCategory | "essential"): boolean {
  if (category === "essential") return true;
  return readConsent()?.[category] === true;
}

/** Saves the visitor's choices; returns false when the browser refused to store them. */
export function saveConsent(choices: ConsentChoices): boolean {
  const { performance, functionality, marketing } = choices;
  return writeJson(STORAGE_KEYS.cookieConsent, {
    essential: true,
    performance,
    functionality,
    marketing,
    decidedAt: new Date().toISOString(),
  });
}

export const ALL_ACCEPTED: ConsentChoices = { performance: true, functionality: true, marketing: true };
export const ALL_REJECTED: ConsentChoices = { performance: false, functionality: false, marketing: false };

/** Calls `listener` with the new preferences whenever they change (here or in another tab). */
export function subscribeConsent(listener: (preferences: ConsentPreferences | null) => void): () => void {
  return subscribeStorage((keys) => {
    if (keys === null || keys.includes(STORAGE_KEYS.cookieConsent)) listener(readConsent());
  });
}

const subscribe = (onChange: () => void) => subscribeConsent(onChange);
// Prerendered pages know nothing of the visitor: they render as undecided, then update after hydration.
const serverSnapshot = () => undefined;

/**
 * The preferences for a component: undefined while not known yet (prerender and hydration), null when the
 * visitor has not chosen, else the choices.
 */
export function useConsent(): ConsentPreferences | null | undefined {
  return useSyncExternalStore(subscribe, readConsent, serverSnapshot);
}
