/*
 * A Hunspell dictionary read the way Hunspell reads it: a word is right when it is listed, or when taking a
 * suffix and/or a prefix off it (and putting back what the rule stripped) leaves a listed root that allows
 * those affixes. Words are never expanded in advance: the Brazilian Portuguese dictionary (VERO) gives its
 * verbs thousands of suffix rules each, and expanding them all takes minutes and gigabytes; stripping takes
 * microseconds a word. Supports what that dictionary uses: SET UTF-8, FLAG UTF-8 (one character a flag),
 * PFX/SFX with conditions and cross products, FORBIDDENWORD, NOSUGGEST, WARN, REP, MAP and TRY.
 */

type AffixRule = {
  flag: string;
  cross: boolean;
  matches: ((root: string) => boolean) | null;
  quiet: boolean;
};
/** The rules that add the same text and strip the same text: one root to look up for all of them. */
type AffixGroup = { strip: string; rules: AffixRule[] };
/**
 * Rules by the text they add; `partial` holds every end of an added text (every start, for prefixes), so a
 * look-up stops at the first ending no rule could have added instead of trying every length.
 */
type AffixTable = { byAdd: Map<string, AffixGroup[]>; partial: Set<string>; longestAdd: number };

export type AffixDictionary = {
  /** Whether the word is right exactly as written (case included): 'gerenciei' yes, 'gerenciamneto' no. */
  isWord(word: string): boolean;
  /** Whether the word may be offered as a suggestion: right, and not marked as never to suggest. */
  isSuggestable(word: string): boolean;
  /** Common mistakes and their fixes ('ao' -> 'ão'), '_' standing for a space. */
  replacements: readonly (readonly [string, string])[];
  /** Letters people confuse, such as a vowel and its accented forms ('eéê'). */
  related: readonly string[];
  /** The letters to try when a letter is missing or wrong, most likely first. */
  tryLetters: string;
  /**
   * Adds a word the dictionary lacks, with the endings and prefixes of a listed word that inflects the same way
   * ('mentorar' like 'monitorar' also brings 'mentorei', 'mentorando'); false when that model is not listed.
   */
  add(word: string, like: string): boolean;
};

export function parseAffixDictionary(aff: string, dic: string): AffixDictionary {
  const settings = readSettings(aff);
  const words = readWords(dic);
  const { forbidden, warn, noSuggest } = settings;
  const prefixes = settings.tables.PFX;
  const suffixes = settings.tables.SFX;

  // A listed word the dictionary marks as wrong ('pára', 'criticos') stays wrong, however it could be derived.
  const refused = (flags: string) => hasFlag(flags, forbidden) || hasFlag(flags, warn);
  const rootFlags = (root: string, quiet: boolean) => {
    const flags = words.get(root);
    if (flags === undefined || refused(flags) || (quiet && hasFlag(flags, noSuggest))) return undefined;
    return flags;
  };

  /** A root of the word once a suffix is taken off; with `prefix`, a root that also takes that prefix. */
  function bySuffix(word: string, prefix: string | null, quiet: boolean): boolean {
    const longest = Math.min(suffixes.longestAdd, word.length - 1);
    for (let cut = 0; cut <= longest; cut++) {
      const ending = word.slice(word.length - cut);
      if (!suffixes.partial.has(ending)) break;
      const groups = suffixes.byAdd.get(ending);
      if (!groups) continue;
      const base = word.slice(0, word.length - cut);
      for (const { strip, rules } of groups) {
        const root = base + strip;
        const flags = rootFlags(root, quiet);
        if (flags === undefined) continue;
        for (const rule of rules) {
          if (!flags.includes(rule.flag) || (quiet && rule.quiet)) continue;
          if (prefix !== null && !(rule.cross && flags.includes(prefix))) continue;
          if (!rule.matches || rule.matches(root)) return true;
        }
      }
    }
    return false;
  }

  function byPrefix(word: string, quiet: boolean): boolean {
    const longest = Math.min(prefixes.longestAdd, word.length - 1);
    for (let cut = 0; cut <= longest; cut++) {
      const start = word.slice(0, cut);
      if (!prefixes.partial.has(start)) break;
      const groups = prefixes.byAdd.get(start);
      if (!groups) continue;
      const base = word.slice(cut);
      for (const { strip, rules } of groups) {
        const root = strip + base;
        const flags = rootFlags(root, quiet);
        for (const rule of rules) {
          if ((quiet && rule.quiet) || (rule.matches && !rule.matches(root))) continue;
          if (flags?.includes(rule.flag)) return true;
          if (rule.cross && bySuffix(root, rule.flag, quiet)) return true;
        }
      }
    }
    return false;
  }

  const check = (word: string, quiet: boolean) => {
    const flags = words.get(word);
    if (flags !== undefined) {
      if (refused(flags)) return false;
      if (!(quiet && hasFlag(flags, noSuggest))) return true;
    }
    return word.length > 0 && (bySuffix(word, null, quiet) || byPrefix(word, quiet));
  };

  return {
    isWord: (word) => check(word, false),
    isSuggestable: (word) => check(word, true),
    replacements: settings.replacements,
    related: settings.related,
    tryLetters: settings.tryLetters,
    add(word, like) {
      const flags = words.get(like);
      if (flags === undefined) return false;
      words.set(word, (words.get(word) ?? "") + flags);
      return true;
    },
  };
}

type Settings = {
  tables: { PFX: AffixTable; SFX: AffixTable };
  forbidden: string;
  noSuggest: string;
  warn: string;
  replacements: [string, string][];
  related: string[];
  tryLetters: string;
};

function readSettings(aff: string): Settings {
  const settings: Settings = {
    tables: { PFX: emptyTable(), SFX: emptyTable() },
    forbidden: "",
    noSuggest: "",
    warn: "",
    replacements: [],
    related: [],
    tryLetters: "",
  };
  const crossOf = new Map<string, boolean>();
  const conditions = new Map<string, (root: string) => boolean>();
  for (const line of aff.split("\n")) {
    const [key = "", a = "", b = "", c = "", d = ""] = line.trim().split(/\s+/);
    if (key === "FORBIDDENWORD") settings.forbidden = a;
    else if (key === "NOSUGGEST") settings.noSuggest = a;
    else if (key === "WARN") settings.warn = a;
    else if (key === "TRY") settings.tryLetters = a;
    else if (key === "MAP" && b === "" && !/^\d+$/.test(a)) settings.related.push(a);
    else if (key === "REP" && b !== "") settings.replacements.push([a, b]);
    else if (key === "PFX" || key === "SFX") {
      // The header ('SFX m Y 4681') says whether the class combines with the other side; rules follow it.
      if (!crossOf.has(key + a)) {
        crossOf.set(key + a, b === "Y");
        continue;
      }
      const strip = b === "0" ? "" : b;
      const [addText = "", continuation = ""] = c.split("/");
      const add = addText === "0" ? "" : addText;
      const rule: AffixRule = {
        flag: a,
        cross: crossOf.get(key + a) === true,
        matches: condition(conditions, key, d),
        quiet: hasFlag(continuation, settings.noSuggest),
      };
      addRule(settings.tables[key], key === "SFX", add, strip, rule);
    }
  }
  return settings;
}

/** Whether a word's or a rule's flags hold this one; a setting the dictionary leaves out is never held. */
function hasFlag(flags: string, flag: string): boolean {
  return flag !== "" && flags.includes(flag);
}

function emptyTable(): AffixTable {
  return { byAdd: new Map(), partial: new Set(), longestAdd: 0 };
}

function addRule(table: AffixTable, isSuffix: boolean, add: string, strip: string, rule: AffixRule) {
  for (let length = 0; length <= add.length; length++) {
    table.partial.add(isSuffix ? add.slice(add.length - length) : add.slice(0, length));
  }
  const groups = table.byAdd.get(add) ?? [];
  if (groups.length === 0) table.byAdd.set(add, groups);
  const group = groups.find((candidate) => candidate.strip === strip);
  if (group) group.rules.push(rule);
  else groups.push({ strip, rules: [rule] });
  table.longestAdd = Math.max(table.longestAdd, add.length);
}

/** A rule's condition on the root ('[^aeiou]r', '.'), at its end for a suffix and at its start for a prefix. */
function condition(cache: Map<string, (root: string) => boolean>, side: string, text: string) {
  if (text === "" || text === ".") return null;
  const key = side + text;
  let test = cache.get(key);
  if (!test) {
    const pattern = new RegExp(side === "SFX" ? `(?:${text})$` : `^(?:${text})`, "u");
    test = (root) => pattern.test(root);
    cache.set(key, test);
  }
  return test;
}

/** 'word/flags' a line, after a first line with the count; entries of several words are left out. */
function readWords(dic: string): Map<string, string> {
  const words = new Map<string, string>();
  const lines = dic.split("\n");
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]?.trim() ?? "";
    if (line === "" || line.includes(" ") || line.includes("\t")) continue;
    const slash = line.indexOf("/");
    const word = slash === -1 ? line : line.slice(0, slash);
    const flags = slash === -1 ? "" : line.slice(slash + 1);
    words.set(word, (words.get(word) ?? "") + flags);
  }
  return words;
}
