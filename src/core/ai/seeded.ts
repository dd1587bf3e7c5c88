/**
 * Deterministic choices for the simulated AI. The seed comes from the caller, so the same click
 * count gives the same text (tests can pin it) and the next click gives a different one.
 */
export type Rng = () => number;

/** mulberry32: tiny, fast and well spread for small integer seeds such as 0, 1, 2. */
export function createRng(seed: number): Rng {
  let state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error("pick needs a non-empty list");
  return item;
}

/** Index that moves with the seed, so consecutive seeds never repeat the same variant. */
export function cycleIndex(seed: number, length: number): number {
  return ((Math.trunc(seed) % length) + length) % length;
}

export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The list rotated to start at `offset`: a cheap way to walk through a pool one page at a time. */
export function rotated<T>(items: readonly T[], offset: number): T[] {
  if (items.length === 0) return [];
  const start = cycleIndex(offset, items.length);
  return [...items.slice(start), ...items.slice(0, start)];
}
