import type { ResumeData } from "../resume/resume-data.ts";
import { schoolingLevel } from "./job-ad-education.ts";
import { type AdTerm, adTerms } from "./job-ad-terms.ts";
import { contentKeys } from "./job-ad-words.ts";
import type { JobAdMatch } from "./resume-analysis.ts";

/*
 * How far apart a term's words may be in the resume: 'Excel (nível avançado)' has 'Excel avançado', 'CNH
 * categoria A e B' has 'CNH B'. Two extra words at most, within one field.
 */
const SLACK = 2;

/**
 * A job ad read against a resume: the ad's terms (see job-ad-terms.ts), each found or not in the resume's
 * role, summary, jobs, courses and skills, words compared by their stems without accents or capitals.
 * `coverage` is the share of terms found; an ad with no term to look for asks for nothing the resume lacks,
 * so its coverage is 1 (and it gives no finding).
 */
export function matchJobAd(adText: string, data: ResumeData): JobAdMatch {
  const skills = [...data.hardSkills, ...data.softSkills];
  const courses = data.formacoes.map((course) => contentKeys(course.curso));
  const fields = [
    data.cargo,
    data.resumo,
    ...data.experiencias.flatMap((job) => [job.cargo, job.descricao]),
    ...skills,
  ].map(contentKeys);
  const everything = [...fields, ...courses];
  const level = schoolingLevel(data.formacoes);
  const terms = adTerms(adText, skills).map((term) => ({
    term: term.term,
    required: term.required,
    found: isFound(term, term.coursesOnly ? courses : everything, level),
    step: term.step,
  }));
  const found = terms.filter((term) => term.found).length;
  return { terms, coverage: terms.length === 0 ? 1 : found / terms.length };
}

function isFound(term: AdTerm, fields: readonly string[][], level: number): boolean {
  if (term.level !== undefined && level >= term.level) return true;
  return term.spellings.some((spelling) => fields.some((field) => hasInOrder(field, spelling)));
}

/** The words of `spelling` in this order in `field`, with at most SLACK other words among them. */
function hasInOrder(field: readonly string[], spelling: readonly string[]): boolean {
  const [head, ...rest] = spelling;
  if (head === undefined) return false;
  for (let start = field.indexOf(head); start !== -1; start = field.indexOf(head, start + 1)) {
    let at = start;
    let slack = SLACK;
    const matched = rest.every((key) => {
      for (let next = at + 1; next <= at + 1 + slack && next < field.length; next++) {
        if (field[next] === key) {
          slack -= next - at - 1;
          at = next;
          return true;
        }
      }
      return false;
    });
    if (matched) return true;
  }
  return false;
}
