import type { ResumeData } from "../resume/resume-data.ts";
import { skillKey } from "../resume/skills.ts";
import { accentedInContext } from "./accent-traps.ts";
import { isLoanword, LOANWORD_PHRASES } from "./loanwords.ts";
import type { ResumeStep } from "./placeholders.ts";

/** Where a text is in the resume; `index` counts entries from 0, as the lists do. */
export type SpellingPlace =
  | { area: "cargo" }
  | { area: "resumo" }
  | { area: "experiencia"; index: number; field: "cargo" | "descricao" }
  | { area: "formacao"; index: number; field: "curso" };

export type SpellingWord = {
  /** The word as written: 'Gerenciei', 'mantê-lo', 'experiencia'. */
  text: string;
  /** What to look up when the whole word is not in the dictionary: its parts worth checking ('horas', 'aula'). */
  parts: string[];
  /** Capitalised where a name may stand (a title, the start of a sentence): unknown and like no word, a name. */
  mayBeName: boolean;
  /** The accented word it stands for, though the dictionary takes it as a verb ('experiencia' -> 'experiência'). */
  accented: string | null;
};

/** A text of the resume and its words to check, in order. */
export type SpellingText = { place: SpellingPlace; step: ResumeStep; words: SpellingWord[] };

type Ignored = { names: ReadonlySet<string>; phrases: ReadonlyMap<string, string[][]> };

// Letters with their accents and digits, joined by inner hyphens or apostrophes: 'mantê-lo', "d'água".
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;
const CHUNK = /\S+/gu;
// Addresses are not words: e-mails, links, and 'site.com.br' or 'linkedin.com/in/nome' written bare.
const ADDRESS =
  /@|:\/\/|^www\.|^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|br|org|net|io|dev|app|me|gov|edu|info|co|tech|site)(?:[/?#]|[.,;:!?)]*$)/iu;
const SENTENCE_BREAK = /[.!?:;\n]/;
const UPPER = /\p{Lu}/u;
const LETTER = /\p{L}/gu;
const MIN_LETTERS = 3;

/**
 * The words of a resume worth a spelling check, and where they are: the wanted role, the summary, each job's
 * role and description, each course. Left out: the person's, companies' and schools' names, a capitalised
 * word in the middle of a sentence (a name too), acronyms and words with capitals inside ('SQL',
 * 'WhatsApp'), the person's skills (phrases too), common English words of the trade, addresses, numbers,
 * words with digits and words of fewer than 3 letters. Linear in the length of the resume.
 */
export function spellingTexts(data: ResumeData): SpellingText[] {
  const ignored = ignoredWords(data);
  const texts: SpellingText[] = [];
  const add = (place: SpellingPlace, step: ResumeStep, text: string, isTitle: boolean) => {
    const words = checkedWords(text, isTitle, ignored);
    if (words.length > 0) texts.push({ place, step, words });
  };
  add({ area: "cargo" }, "resumo", data.cargo, true);
  add({ area: "resumo" }, "resumo", data.resumo, false);
  data.experiencias.forEach((job, index) => {
    add({ area: "experiencia", index, field: "cargo" }, "experiencia", job.cargo, true);
    add({ area: "experiencia", index, field: "descricao" }, "experiencia", job.descricao, false);
  });
  data.formacoes.forEach((course, index) => {
    add({ area: "formacao", index, field: "curso" }, "formacao", course.curso, true);
  });
  return texts;
}

function ignoredWords(data: ResumeData): Ignored {
  const nameTexts = [
    data.nome,
    data.cidade,
    ...data.experiencias.map((job) => job.empresa),
    ...data.formacoes.map((course) => course.instituicao),
  ];
  const names = new Set(nameTexts.flatMap((text) => tokens(text).map((token) => token.key)));
  const phrases = new Map<string, string[][]>();
  const skillPhrases = [...data.hardSkills, ...data.softSkills].map((skill) =>
    tokens(skill).map((token) => token.key),
  );
  for (const phrase of [...skillPhrases, ...LOANWORD_PHRASES]) {
    const [first] = phrase;
    if (first === undefined) continue;
    const starting = phrases.get(first) ?? [];
    if (starting.length === 0) phrases.set(first, starting);
    starting.push(phrase);
  }
  return { names, phrases };
}

type Token = { text: string; key: string; sentenceStart: boolean };

/**
 * The words of a text in order, addresses left out; a word after '.', '!', '?', ':', ';' or a line break starts
 * a sentence. Accents typed as separate marks ('e' + '\u0302') are joined to their letter first, as the
 * dictionary writes them.
 */
function tokens(written: string): Token[] {
  const text = written.normalize("NFC");
  const found: Token[] = [];
  let lastEnd = 0;
  for (const chunk of text.matchAll(CHUNK)) {
    const chunkStart = chunk.index;
    if (ADDRESS.test(chunk[0])) {
      lastEnd = chunkStart + chunk[0].length;
      continue;
    }
    for (const word of chunk[0].matchAll(WORD)) {
      const start = chunkStart + word.index;
      const sentenceStart = found.length === 0 || SENTENCE_BREAK.test(text.slice(lastEnd, start));
      found.push({ text: word[0], key: skillKey(word[0]), sentenceStart });
      lastEnd = start + word[0].length;
    }
  }
  return found;
}

function checkedWords(text: string, isTitle: boolean, ignored: Ignored): SpellingWord[] {
  const all = tokens(text);
  const inPhrase = phraseWords(all, ignored.phrases);
  const words: SpellingWord[] = [];
  all.forEach((token, i) => {
    if (inPhrase[i] || /\p{N}/u.test(token.text) || isLoanword(token.key) || ignored.names.has(token.key))
      return;
    const mayBeCapital = isTitle || token.sentenceStart;
    const parts = token.text.split("-");
    // 'Coca-Cola' in the middle of a sentence is a name, whatever its parts.
    if (UPPER.test(token.text.charAt(0)) && !mayBeCapital) return;
    const checked = parts.filter((part, p) => isChecked(part, p === 0 || isTitle, ignored));
    if (checked.length === 0) return;
    const previous = all[i - 1];
    words.push({
      text: token.text,
      parts: checked,
      mayBeName: checked.some((part) => UPPER.test(part.charAt(0))),
      accented: accentedInContext(token.text, previous && !token.sentenceStart ? previous.text : null),
    });
  });
  return words;
}

/** A part of a word worth looking up: 3 letters or more, no capital inside, not a name nor a known loanword. */
function isChecked(part: string, mayBeCapital: boolean, ignored: Ignored): boolean {
  if ((part.match(LETTER)?.length ?? 0) < MIN_LETTERS) return false;
  if (UPPER.test(part.slice(1)) || (!mayBeCapital && UPPER.test(part.charAt(0)))) return false;
  const key = skillKey(part);
  return !isLoanword(key) && !ignored.names.has(key);
}

/** Which tokens belong to a skill or a loanword phrase ('Power BI', 'home office'); phrases start from their first word. */
function phraseWords(all: Token[], phrases: ReadonlyMap<string, string[][]>): boolean[] {
  const covered = all.map(() => false);
  all.forEach((token, i) => {
    for (const phrase of phrases.get(token.key) ?? []) {
      if (!phrase.every((key, k) => all[i + k]?.key === key)) continue;
      for (let k = 0; k < phrase.length; k++) covered[i + k] = true;
    }
  });
  return covered;
}
