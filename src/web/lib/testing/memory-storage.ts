import { vi } from "vitest";
import type { StorageLike } from "../browser-storage.ts";

export type MemoryStorage = StorageLike & { map: Map<string, string> };

/** A Map-backed storage; `initial` values are stored as given when they are text, else as JSON. */
export function memoryStorage(initial: Record<string, unknown> = {}): MemoryStorage {
  const map = new Map(
    Object.entries(initial).map(([key, value]) => [
      key,
      typeof value === "string" ? value : JSON.stringify(value),
    ]),
  );
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

type StandInWindow = { localStorage: MemoryStorage; [name: string]: unknown };

/**
 * A stand-in `window` whose localStorage is a memoryStorage, for modules that read the browser's storage;
 * returned so a test can look at what the module left on it. vi.unstubAllGlobals() takes it away.
 */
export function installMemoryStorage(): StandInWindow {
  const window: StandInWindow = {
    localStorage: memoryStorage(),
    addEventListener() {},
    removeEventListener() {},
  };
  vi.stubGlobal("window", window);
  return window;
}
