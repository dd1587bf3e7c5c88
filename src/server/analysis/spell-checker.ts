import { accentedTwin } from "#core/analysis/accent-traps.ts";
import type { SpellingWord } from "#core/analysis/spelling-words.ts";
import { type AffixDictionary, parseAffixDictionary } from "./affix-dictionary.ts";
import { suggest } from "./spelling-suggestions.ts";

/** Suggestions a finding names at most. */
export const SUGGESTIONS_MAX = 2;
// Suggestions are kept for the next analysis, within a bound on memory.
const CACHE_MAX = 5000;

/*
 * Correct Brazilian Portuguese the dictionary (VERO, 2013) does not know, mostly words of today's work, each
 * with a listed word that inflects the same way, so its plural and verb forms come along ('mentorei',
 * 'mentorias'). A test checks that each is still missing from the dictionary and that its model is there.
 */
export const EXTRA_WORDS: readonly (readonly [word: string, like: string])[] = [
  ["mentorar", "monitorar"],
  ["mentoria", "curadoria"],
  ["mensageria", "curadoria"],
  ["gamificação", "precificação"],
  ["empilhadeirista", "estoquista"],
  ["criptomoeda", "moeda"],
];

/** What the checker says of a word: right, or wrong with what it could be (maybe nothing). */
export type Verdict = { right: true } | { right: false; suggestions: string[] };

export type SpellChecker = {
  /**
   * Whether a word is right; `suggestionsLeft` is asked before looking for suggestions, so a caller can bound
   * the work of one check (each search tries a thousand words or so) and still get the same answer every time.
   */
  verdict(word: SpellingWord, suggestionsLeft: () => boolean): Verdict;
};

let loading: Promise<SpellChecker> | null = null;

/**
 * The Brazilian Portuguese checker, read once on first use (about half a second): the dictionary package
 * reads its files when imported, so it is imported only then. Not read at start-up: its 300,000 words take
 * some 40 MB that a server whose people never ask for an analysis should not hold.
 */
export function loadSpellChecker(): Promise<SpellChecker> {
  loading ??= readDictionary().then(spellChecker, (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function readDictionary(): Promise<AffixDictionary> {
  const { default: files } = await import("dictionary-pt");
  const text = new TextDecoder();
  const dict = parseAffixDictionary(text.decode(files.aff), text.decode(files.dic));
  for (const [word, like] of EXTRA_WORDS) dict.add(word, like);
  return dict;
}

export function spellChecker(dict: AffixDictionary): SpellChecker {
  const cache = new Map<string, string[]>();
  // The dictionary writes "d'água" with a straight apostrophe; a word processor types a curly one.
  const known = (written: string) => {
    const word = written.replaceAll("’", "'");
    const lower = word.toLocaleLowerCase("pt-BR");
    return dict.isWord(word) || (lower !== word && dict.isWord(lower));
  };
  const suggestionsFor = (word: string) => {
    let found = cache.get(word);
    if (!found) {
      found = withAccentedTwins(suggest(dict, word, SUGGESTIONS_MAX));
      if (cache.size >= CACHE_MAX) cache.clear();
      cache.set(word, found);
    }
    return found;
  };

  return {
    verdict({ text, parts, mayBeName, accented }, suggestionsLeft) {
      const capital = text !== text.toLocaleLowerCase("pt-BR");
      const asWritten = (words: string[]) => words.map((word) => (capital ? capitalized(word) : word));
      if (accented) return { right: false, suggestions: asWritten([accented]) };
      if (known(text) || parts.every(known)) return { right: true };
      // Past the bound on suggestions, a capitalised unknown word is given the benefit of the doubt.
      if (!suggestionsLeft()) return mayBeName ? { right: true } : { right: false, suggestions: [] };
      const suggestions = suggestionsFor(text.toLocaleLowerCase("pt-BR"));
      // A capitalised word the dictionary does not know and that is close to no word is taken for a name.
      if (mayBeName && suggestions.length === 0) return { right: true };
      return { right: false, suggestions: asWritten(suggestions) };
    },
  };
}

/** 'analize' -> 'analise' is a verb: the noun 'análise' goes first, as a resume most likely means it. */
function withAccentedTwins(suggestions: string[]): string[] {
  const all = suggestions.flatMap((word) => {
    const twin = accentedTwin(word);
    return twin ? [twin, word] : [word];
  });
  return [...new Set(all)].slice(0, SUGGESTIONS_MAX);
}

function capitalized(word: string): string {
  return word.charAt(0).toLocaleUpperCase("pt-BR") + word.slice(1);
}
