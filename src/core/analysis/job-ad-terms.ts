import { lowerFirst, normalizeForMatch } from "../ai/text.ts";
import { schoolingAt } from "./job-ad-education.ts";
import { KNOWN_WORDS_MAX, type Known, knownAt } from "./job-ad-known.ts";
import { type AdLine, readAdLines } from "./job-ad-sections.ts";
import { contentKeys, standsAlone, type Token } from "./job-ad-words.ts";
import type { ContentStep } from "./placeholders.ts";

/**
 * A term of the ad and how a resume satisfies it: one of `spellings` (word keys) in the resume's text, or in
 * its courses only when `coursesOnly`; for a schooling level, any course at `level` or above.
 */
export type AdTerm = {
  term: string;
  required: boolean;
  step: ContentStep;
  spellings: string[][];
  coursesOnly: boolean;
  level?: number;
};

/** More terms than this drown the ones that matter. */
export const TERMS_MAX = 25;

type Source = "known" | "schooling" | "name" | "word" | "skill";
type Term = Omit<AdTerm, "required"> & { id: string; source: Source };
/** A term seen in a line, from its `from`th word to its `to`th. */
type Found = Term & { from: number; to: number };
type Candidate = AdTerm & {
  source: Source;
  count: number;
  first: number;
  line: number;
  /** Listed among the requirements or the differentials. */
  listed: boolean;
  /** Seen in the opening or in a part of the ad about something else (the company, its benefits). */
  outside: boolean;
  inResume: boolean;
};

// A mark between two words that ends a phrase: 'Excel, Word' are two terms, 'NR-10' is one.
const CLAUSE_BREAK = /[.,;:!?•|()[\]{}"“”/]|\s[-–—]\s/u;
const LINKS = new Set(["de", "da", "do", "das", "dos"]);
const NAME_WORDS_MAX = 5;

/**
 * The terms of a job ad, most important first: what it requires, then what it mentions most. Known terms,
 * courses and the resume's own skills count once mentioned; another word or name counts when it is listed
 * among the requirements or the differentials, or mentioned twice.
 */
export function adTerms(adText: string, skills: readonly string[]): AdTerm[] {
  const candidates = new Map<string, Candidate>();
  let order = 0;
  const note = (found: Found, line: AdLine, index: number) => {
    const seen = candidates.get(found.id);
    const candidate: Candidate = seen ?? {
      ...found,
      required: false,
      count: 0,
      first: 0,
      line: -1,
      listed: false,
      outside: false,
      inResume: false,
    };
    if (!seen) candidates.set(found.id, candidate);
    candidate.inResume ||= found.source === "skill";
    // A name in the company's introduction or its benefits is most likely the company, a place or a perk.
    if (line.kind === "ignored" || line.kind === "preamble") candidate.outside = true;
    // Benefits and the company's description never make a term; a skill is counted once a line.
    if (line.kind === "ignored" || (found.source === "skill" && candidate.line === index)) return;
    if (candidate.count++ === 0) {
      candidate.first = order++;
      Object.assign(candidate, { term: found.term, step: found.step });
    } else if (
      candidate.source === "word" &&
      candidate.step === "habilidades" &&
      found.step === "experiencia"
    ) {
      // 'Caixa' in a title and 'no caixa' in a sentence: an ordinary word, written as one.
      Object.assign(candidate, { term: found.term, step: found.step });
    }
    candidate.line = index;
    candidate.required ||= line.kind === "required";
    candidate.listed ||= line.kind === "required" || line.kind === "desirable";
  };
  const skillKeys = skills.map((skill) => ({ skill: skill.trim(), keys: contentKeys(skill) }));
  readAdLines(adText).forEach((line, index) => {
    // The resume's 'Organização da vitrine' stands for the ad's 'organização da vitrine', not 'organização'.
    const fromSkills = skillsOfLine(line, skillKeys);
    const covered = new Array<boolean>(line.tokens.length).fill(false);
    for (const skill of fromSkills) covered.fill(true, skill.from, skill.to + 1);
    const inSkill = (found: Found) => covered.slice(found.from, found.to + 1).every(Boolean);
    for (const found of termsOfLine(line)) if (!inSkill(found)) note(found, line, index);
    for (const found of fromSkills) note(found, line, index);
  });
  const kept = [...candidates.values()].filter((candidate) => {
    if (candidate.count === 0) return false;
    if (candidate.inResume || candidate.source === "known" || candidate.source === "schooling") return true;
    if (candidate.source === "name" && candidate.outside) return false;
    return candidate.listed || candidate.count > 1;
  });
  kept.sort((a, b) => Number(b.required) - Number(a.required) || b.count - a.count || a.first - b.first);
  const shown = new Set<string>();
  return kept
    .filter((candidate) => {
      const key = normalizeForMatch(candidate.term);
      if (shown.has(key)) return false;
      shown.add(key);
      return true;
    })
    .slice(0, TERMS_MAX)
    .map(({ term, required, step, spellings, coursesOnly, level }) => ({
      term,
      required,
      step,
      spellings,
      coursesOnly,
      level,
    }));
}

/** The terms a line mentions, left to right, each word in at most one of them. */
function termsOfLine(line: AdLine): Found[] {
  const { tokens, text } = line;
  const found: Found[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at] as Token;
    const span = (last: number) => text.slice(token.from, (tokens[last] as Token).to);
    const schooling = schoolingAt(tokens, at);
    if (schooling) {
      const spellings = schooling.fields;
      const id = `schooling ${spellings.map((keys) => keys.join(" ")).join(" | ")}`;
      const term = lowerFirst(span(schooling.last));
      const seen: Term = { id, term, step: "formacao", spellings, coursesOnly: true, source: "schooling" };
      found.push({ ...seen, from: at, to: schooling.last });
      at = schooling.last;
      continue;
    }
    if (!token.content) continue;
    const known = knownPhraseAt(tokens, at, text);
    const name = nameAt(tokens, at);
    // 'SAP Business One' is a name longer than 'SAP'; 'ERP TOTVS' is two known terms.
    if (known && (!name || known.last >= name.last || allKnown(tokens, known.last + 1, name.last))) {
      found.push({ ...known.term, from: at, to: known.last });
      at = known.last;
    } else if (name) {
      const keys = tokens.slice(at, name.last + 1).filter((word) => word.content);
      const spellings = [keys.map((word) => word.key)];
      const id = `words ${spellings[0]?.join(" ")}`;
      const term = span(name.last);
      const seen: Term = { id, term, step: "habilidades", spellings, coursesOnly: false, source: "name" };
      found.push({ ...seen, from: at, to: name.last });
      at = name.last;
    } else if (standsAlone(token)) {
      const term = token.name ? token.text : token.text.toLocaleLowerCase("pt-BR");
      const step = token.name ? "habilidades" : "experiencia";
      const spellings = [[token.key]];
      const seen: Term = {
        id: `words ${token.key}`,
        term,
        step,
        spellings,
        coursesOnly: false,
        source: "word",
      };
      found.push({ ...seen, from: at, to: at });
    }
  }
  return found;
}

/** The known term starting at a word, within its clause; a verb alone ('organizar') is no skill. */
function knownPhraseAt(
  tokens: readonly Token[],
  at: number,
  text: string,
): { term: Term; last: number } | null {
  // The words a known term could take, 'de', 'a' and the like aside; bounded, so a long line reads in linear time.
  const run: number[] = [];
  const end = Math.min(tokens.length, at + 3 * KNOWN_WORDS_MAX);
  for (let index = at; index < end && run.length < KNOWN_WORDS_MAX; index++) {
    const token = tokens[index] as Token;
    if (index > at && CLAUSE_BREAK.test(token.sep)) break;
    if (token.content) run.push(index);
  }
  const match = knownAt(
    run.map((index) => (tokens[index] as Token).key),
    0,
  );
  const first = tokens[at] as Token;
  if (!match || (match.length === 1 && !standsAlone(first) && !match.known.level)) return null;
  const last = run[match.length - 1] ?? at;
  const term = knownTerm(match.known);
  // The ad's own words ('atendimento aos clientes', 'CNH categoria D'), unless a sentence starts with them
  // and their capitals say nothing: then the term's usual spelling.
  if (!first.start) term.term = text.slice(first.from, (tokens[last] as Token).to);
  return { term, last };
}

function knownTerm(known: Known): Term {
  return {
    id: `known ${known.id}`,
    term: known.spellings[0] ?? "",
    step: known.step,
    spellings: known.keys,
    coursesOnly: false,
    level: known.level,
    source: "known",
  };
}

function allKnown(tokens: readonly Token[], from: number, to: number): boolean {
  return tokens.slice(from, to + 1).every((token) => !token.content || knownAt([token.key], 0));
}

/**
 * A name of several words ('Google Ads', 'SAP Business One', 'NR-10'): words written as names, with 'de' and
 * numbers between or after them. At the start of a sentence the first word's capital counts only when the
 * next word is a name too.
 */
function nameAt(tokens: readonly Token[], at: number): { last: number } | null {
  const first = tokens[at] as Token;
  const second = tokens[at + 1];
  const opens =
    first.name || (/^\p{Lu}/u.test(first.text) && !!second?.name && !CLAUSE_BREAK.test(second.sep));
  if (!opens) return null;
  let last = at;
  for (let index = at + 1; index < tokens.length && index - at < NAME_WORDS_MAX; index++) {
    const token = tokens[index] as Token;
    if (CLAUSE_BREAK.test(token.sep)) break;
    const link =
      LINKS.has(token.text) && tokens[index + 1]?.name && !CLAUSE_BREAK.test(tokens[index + 1]?.sep ?? "");
    if (token.name || /^\d+$/.test(token.text)) last = index;
    else if (!link) break;
  }
  while (last > at && !(tokens[last] as Token).content) last--;
  return last > at ? { last } : null;
}

/** The resume's own skills the line mentions ('Vendas' in 'experiência com vendas'), wherever they are. */
function skillsOfLine(line: AdLine, skills: readonly { skill: string; keys: string[] }[]): Found[] {
  const words: { key: string; index: number }[] = [];
  line.tokens.forEach((token, index) => {
    if (CLAUSE_BREAK.test(token.sep)) words.push({ key: "|", index });
    if (token.content) words.push({ key: token.key, index });
  });
  const found: Found[] = [];
  for (const { skill, keys } of skills) {
    if (keys.length === 0) continue;
    for (let at = 0; at + keys.length <= words.length; at++) {
      if (!keys.every((key, n) => words[at + n]?.key === key)) continue;
      const [from, to] = [words[at]?.index ?? 0, words[at + keys.length - 1]?.index ?? 0];
      found.push({ ...skillTerm(skill, keys), from, to });
    }
  }
  return found;
}

function skillTerm(skill: string, keys: string[]): Term {
  // A skill written as a known term is that term: 'PowerBI' in the resume is the ad's 'Power BI'.
  const known = knownAt(keys, 0);
  const term: Term =
    known && known.length === keys.length
      ? knownTerm(known.known)
      : {
          id: `words ${keys.join(" ")}`,
          term: skill,
          step: "habilidades",
          spellings: [keys],
          coursesOnly: false,
          source: "known",
        };
  return { ...term, source: "skill" };
}
