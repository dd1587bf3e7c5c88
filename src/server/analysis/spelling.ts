import { normalizeForMatch } from "#core/ai/text.ts";
import { courseName, jobName, quote } from "#core/analysis/entry-name.ts";
import type { Finding } from "#core/analysis/finding.ts";
import type { ResumeStep } from "#core/analysis/placeholders.ts";
import { type SpellingPlace, spellingTexts } from "#core/analysis/spelling-words.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { loadSpellChecker, type Verdict } from "./spell-checker.ts";

/** Findings of one check at most, the last one summing up the rest: a badly typed resume gets a to-do list, not 200 lines. */
export const SPELLING_FINDINGS_MAX = 15;
// Words to look for suggestions for in one check (the capitalised ones may turn out to be names).
const SUGGESTED_WORDS_MAX = 25;

/** One misspelt word in one part of the resume ('experiencia.2'), however many times it is there. */
type Misspelling = {
  entry: string;
  word: string;
  fields: Set<string>;
  place: SpellingPlace;
  step: ResumeStep;
  count: number;
  suggestions: string[];
};

/**
 * The spelling of the resume's Portuguese text (the wanted role, the summary, each job, each course), checked
 * against the Brazilian Portuguese dictionary: a warning for each misspelt word, in the order the resume reads,
 * naming where it is and what the checker suggests. Names, acronyms, skills and common English words of the
 * trade are left alone (core/analysis/spelling-words.ts). The same resume always gives the same findings.
 */
export async function checkSpelling(data: ResumeData): Promise<Finding[]> {
  // The dictionary is Brazilian Portuguese: a resume written, and printed, in another language is not checked.
  if (data.idioma !== "pt") return [];
  const checker = await loadSpellChecker();
  const found = new Map<string, Misspelling>();
  const judged = new Map<string, Verdict>();
  let suggestionsLeft = SUGGESTED_WORDS_MAX;
  const canSuggest = () => found.size < SPELLING_FINDINGS_MAX && suggestionsLeft-- > 0;
  for (const { place, step, words } of spellingTexts(data)) {
    const entry = entryOf(place);
    for (const word of words) {
      const asked = `${word.text} ${word.parts.join(" ")} ${word.mayBeName} ${word.accented}`;
      const verdict = judged.get(asked) ?? checker.verdict(word, canSuggest);
      judged.set(asked, verdict);
      if (verdict.right) continue;
      const key = `${entry} ${idWord(word.text)}`;
      const seen = found.get(key);
      if (seen) {
        seen.count++;
        seen.fields.add(fieldOf(place));
      } else {
        const { suggestions } = verdict;
        const fields = new Set([fieldOf(place)]);
        found.set(key, { entry, word: word.text, fields, place, step, count: 1, suggestions });
      }
    }
  }
  const all = [...found.values()];
  if (all.length <= SPELLING_FINDINGS_MAX) return all.map((misspelling) => finding(misspelling, data));
  const shown = all.slice(0, SPELLING_FINDINGS_MAX - 1);
  const [firstLeft] = all.slice(shown.length);
  return [
    ...shown.map((misspelling) => finding(misspelling, data)),
    summary(all.length - shown.length, firstLeft),
  ];
}

function finding(misspelling: Misspelling, data: ResumeData): Finding {
  const { entry, word, count, suggestions, step } = misspelling;
  const times = count > 1 ? ` (${count} vezes)` : "";
  const [first, second] = suggestions.map((suggestion) => `“${suggestion}”`);
  const advice = first
    ? `o corretor sugere ${second ? `${first} ou ${second}` : first}.`
    : "a palavra não está no dicionário e o corretor não tem sugestão; se ela estiver escrita como você quer, pode manter.";
  return {
    id: `${entry}.ortografia.${idWord(word)}`,
    severity: "aviso",
    message: `Confira a grafia de ${quote(word)}${times} ${where(misspelling, data)}: ${advice}`,
    step,
  };
}

function summary(left: number, first: Misspelling | undefined): Finding {
  const words = left === 1 ? "mais 1 palavra" : `mais ${left} palavras`;
  return {
    id: "ortografia.mais-palavras",
    severity: "aviso",
    message: `O corretor encontrou ${words} com a grafia a conferir além das apontadas aqui; corrija estas e analise de novo para ver as outras.`,
    step: first?.step ?? "resumo",
  };
}

/** 'no resumo profissional', 'na descrição da Experiência 2 (Vendedor na Loja Azul)'. */
function where({ place, fields }: Misspelling, data: ResumeData): string {
  if (place.area === "cargo") return "no cargo desejado";
  if (place.area === "resumo") return "no resumo profissional";
  if (place.area === "formacao") {
    const course = data.formacoes[place.index];
    return `no curso da ${course ? courseName(course, place.index) : `Formação ${place.index + 1}`}`;
  }
  const job = data.experiencias[place.index];
  const name = job ? jobName(job, place.index) : `Experiência ${place.index + 1}`;
  if (fields.size > 1) return `na ${name}`;
  return place.field === "cargo" ? `no cargo da ${name}` : `na descrição da ${name}`;
}

/** The first segment(s) of a finding id: 'cargo', 'resumo', 'experiencia.2', 'formacao.1' (counted from 1). */
function entryOf(place: SpellingPlace): string {
  return place.area === "cargo" || place.area === "resumo" ? place.area : `${place.area}.${place.index + 1}`;
}

function fieldOf(place: SpellingPlace): string {
  return "field" in place ? place.field : place.area;
}

/** The word as an id segment: lower case, no accents ('Experiência' -> 'experiencia'). */
function idWord(word: string): string {
  return normalizeForMatch(word).replace(/[^a-z0-9-]+/g, "-");
}
