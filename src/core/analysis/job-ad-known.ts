import { KNOWN_PHRASES, type KnownPhrase } from "./job-ad-phrases.ts";
import { contentKeys } from "./job-ad-words.ts";

/** A known term with the word keys of each of its spellings. */
export type Known = KnownPhrase & { id: number; keys: string[][] };

const KNOWN: readonly Known[] = KNOWN_PHRASES.map((phrase, id) => ({
  ...phrase,
  id,
  keys: phrase.spellings.map(contentKeys).filter((keys) => keys.length > 0),
}));

// Each spelling goes to the first term that lists it (see job-ad-phrases.ts).
const BY_SPELLING = new Map<string, Known>();
for (const known of KNOWN) {
  for (const keys of known.keys) {
    const spelling = keys.join(" ");
    if (!BY_SPELLING.has(spelling)) BY_SPELLING.set(spelling, known);
  }
}
/** The most words a known term's spelling has. */
export const KNOWN_WORDS_MAX = Math.max(...KNOWN.flatMap((known) => known.keys.map((keys) => keys.length)));

/** The longest known term whose spelling starts at `at` in a run of word keys, and how many keys it takes. */
export function knownAt(keys: readonly string[], at: number): { known: Known; length: number } | null {
  for (let length = Math.min(KNOWN_WORDS_MAX, keys.length - at); length > 0; length--) {
    const known = BY_SPELLING.get(keys.slice(at, at + length).join(" "));
    if (known) return { known, length };
  }
  return null;
}
