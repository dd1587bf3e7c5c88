import {
  DEFAULT_RESUME_LANGUAGE,
  RESUME_LANGUAGE_IDS,
  type ResumeLanguageId,
  resumeLanguage,
} from "../view/languages/languages.ts";
import type { ExtractedResume } from "./extracted-resume.ts";

/*
 * Which of our languages an imported resume is written in, from what the person wrote (summary, job
 * descriptions, roles and courses): each word that only one language uses, or that ends the way only it ends
 * words, is a vote (see `recognise` in each language's table). Skills are left out: Brazilian resumes list
 * them in English as often as not. Portuguese is the answer unless another language has clearly more votes,
 * so a Portuguese resume with English roles and a few loanwords stays Portuguese.
 */

/** Votes another language needs before it wins: a sentence or two of running text. */
const MIN_VOTES = 8;
/** How many times Portuguese's votes another language needs. */
const LEAD = 2;

export function detectResumeLanguage(extracted: ExtractedResume): ResumeLanguageId {
  return detectTextLanguage(personText(extracted));
}

export function detectTextLanguage(text: string): ResumeLanguageId {
  const votes = countVotes(text);
  const base = votes.get(DEFAULT_RESUME_LANGUAGE) ?? 0;
  let best: ResumeLanguageId = DEFAULT_RESUME_LANGUAGE;
  let bestVotes = base;
  for (const id of RESUME_LANGUAGE_IDS) {
    const count = votes.get(id) ?? 0;
    if (id === DEFAULT_RESUME_LANGUAGE || count < MIN_VOTES || count < base * LEAD) continue;
    if (count > bestVotes) [best, bestVotes] = [id, count];
  }
  return best;
}

function countVotes(text: string): Map<ResumeLanguageId, number> {
  const signals = RESUME_LANGUAGE_IDS.map((id) => {
    const { words, endings } = resumeLanguage(id).recognise;
    return { id, words: new Set(words.split(" ")), endings };
  });
  const votes = new Map<ResumeLanguageId, number>();
  for (const [word] of text.toLocaleLowerCase("pt-BR").matchAll(/\p{L}+/gu)) {
    for (const { id, words, endings } of signals) {
      const long = word.length > 4 && endings.some((ending) => word.endsWith(ending));
      if (words.has(word) || long) votes.set(id, (votes.get(id) ?? 0) + 1);
    }
  }
  return votes;
}

function personText(extracted: ExtractedResume): string {
  return [
    extracted.cargo,
    extracted.resumo,
    ...extracted.experiencias.flatMap((job) => [job.cargo, job.descricao]),
    ...extracted.formacoes.map((course) => course.curso),
  ]
    .filter(Boolean)
    .join("\n");
}
