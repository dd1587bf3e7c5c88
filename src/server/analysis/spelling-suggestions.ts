import type { AffixDictionary } from "./affix-dictionary.ts";

/** Longer than any Portuguese word ('inconstitucionalissimamente' has 27 letters): no suggestion is looked for. */
export const SUGGESTED_LETTERS_MAX = 30;
/** Longer words get only the accent and common-mistake suggestions: trying every letter everywhere costs more. */
export const EDITED_LETTERS_MAX = 18;
// Two accents at most: 'informacao' -> 'informação' (ç and ã), without trying every vowel of a long word.
const ACCENT_CHANGES_MAX = 2;

/**
 * Right words close to a misspelt one (in lower case), likeliest first, as Hunspell looks for them: the word
 * with a capital (a name), a missing or wrong accent (the commonest slip in Portuguese: 'responsavel'), the
 * dictionary's list of common mistakes ('z' for 's', 'ao' for 'ão'), two letters swapped ('gerenciamneto'),
 * then one letter extra, missing or wrong ('atendimeto'). Only the first kind of slip that gives a word keeping
 * the first letter is kept, so a far guess never follows a good one (a slip rarely falls on the first letter:
 * 'asistente' is 'assistente', not 'sistente'); words changing it come only when nothing else does. At most
 * `max`; the same word always gives the same list.
 */
export function suggest(dict: AffixDictionary, word: string, max: number): string[] {
  const chars = Array.from(word);
  if (chars.length > SUGGESTED_LETTERS_MAX) return [];
  const edited = chars.length <= EDITED_LETTERS_MAX;
  const letters = Array.from(dict.tryLetters);
  const seen = new Set<string>([word]);
  const kinds: ((offer: Offer) => void)[] = [
    (offer) => offer(capitalized(word)),
    (offer) => accentVariants(chars, dict.related, offer),
    (offer) => replacements(word, dict.replacements, offer),
    (offer) => edited && swaps(word, offer),
    (offer) => edited && removals(word, offer),
    (offer) => edited && insertions(word, letters, offer),
    (offer) => edited && changes(word, letters, offer),
  ];
  let otherStart: string[] = [];
  for (const kind of kinds) {
    const found: string[] = [];
    // Splitting into two words ('gerenciam neto') is never what a resume meant.
    kind((candidate) => {
      if (seen.has(candidate) || candidate.includes(" ")) return;
      seen.add(candidate);
      if (dict.isSuggestable(candidate)) found.push(candidate);
    });
    const sameStart = found.filter((candidate) => sameFirstLetter(candidate, word));
    if (sameStart.length > 0) return sameStart.slice(0, max);
    if (otherStart.length === 0) otherStart = found;
  }
  return otherStart.slice(0, max);
}

type Offer = (candidate: string) => void;

function sameFirstLetter(a: string, b: string): boolean {
  const first = (word: string) => word.normalize("NFD").charAt(0).toLocaleLowerCase("pt-BR");
  return first(a) === first(b);
}

function capitalized(word: string): string {
  return word.charAt(0).toLocaleUpperCase("pt-BR") + word.slice(1);
}

/** The word with one or two letters swapped for a related one ('e' for 'é' or 'ê', 'c' for 'ç'). */
function accentVariants(chars: string[], related: readonly string[], offer: Offer) {
  const options = chars.map((char) => {
    const group = related.find((letters) => letters.includes(char)) ?? "";
    return Array.from(group).filter((other) => other !== char && isUpper(other) === isUpper(char));
  });
  const vary = (from: number, changes: number, current: string[]) => {
    for (let i = from; i < chars.length; i++) {
      for (const other of options[i] ?? []) {
        const next = [...current.slice(0, i), other, ...current.slice(i + 1)];
        if (changes === 1) offer(next.join(""));
        else vary(i + 1, changes - 1, next);
      }
    }
  };
  for (let changes = 1; changes <= ACCENT_CHANGES_MAX; changes++) vary(0, changes, chars);
}

function isUpper(char: string): boolean {
  return char !== char.toLocaleLowerCase("pt-BR");
}

/** Each occurrence of a common mistake replaced by its fix ('_' in a fix is a space: two words). */
function replacements(word: string, table: readonly (readonly [string, string])[], offer: Offer) {
  for (const [from, to] of table) {
    for (let at = word.indexOf(from); at !== -1; at = word.indexOf(from, at + 1)) {
      offer(word.slice(0, at) + to.replaceAll("_", " ") + word.slice(at + from.length));
    }
  }
}

// The slips below work on UTF-16 units: every letter of a Portuguese word is one.
function swaps(word: string, offer: Offer) {
  for (let i = 0; i + 1 < word.length; i++) offer(replaced(word, i, 2, `${word[i + 1]}${word[i]}`));
}

function removals(word: string, offer: Offer) {
  for (let i = 0; i < word.length; i++) offer(replaced(word, i, 1, ""));
}

function insertions(word: string, letters: readonly string[], offer: Offer) {
  for (let i = 0; i <= word.length; i++) for (const letter of letters) offer(replaced(word, i, 0, letter));
}

function changes(word: string, letters: readonly string[], offer: Offer) {
  for (let i = 0; i < word.length; i++) for (const letter of letters) offer(replaced(word, i, 1, letter));
}

function replaced(word: string, at: number, removed: number, insert: string): string {
  return word.slice(0, at) + insert + word.slice(at + removed);
}
