import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { isSelfEmployed } from "./company-phrase.ts";
import { monthsOfExperience, yearsPhrase } from "./experience-years.ts";
import { FAMILY_PHRASES, type FamilyPhrases } from "./family-phrases.ts";
import { courseClause, softSkillPhrase } from "./profile-phrases.ts";
import { detectFirstFamily } from "./role-family.ts";
import { rotated } from "./seeded.ts";
import { uniqueTrimmed } from "./text.ts";

export type SummaryInput = {
  cargo: string;
  experiencias: Array<
    Pick<Experience, "empresa" | "cargo" | "dataInicio" | "dataFim" | "atual" | "descricao">
  >;
  formacoes: Array<Pick<Education, "curso" | "instituicao" | "situacao">>;
  hardSkills: string[];
  softSkills: string[];
};

/** What the summary knows about the person, already phrased for Portuguese sentences. */
export type SummaryProfile = {
  role: string;
  phrases: FamilyPhrases;
  hasJobs: boolean;
  years: string | undefined;
  /** The current employer, when one job is marked 'atual'. */
  current: string | undefined;
  /** Other employers worth naming (not the current one, not self-employment), most recent first. */
  others: string[];
  education: { sentence: string; phrase: string } | undefined;
  hard: string[];
  soft: string[];
};

export function buildSummaryProfile(input: SummaryInput, seed: number, now: Date): SummaryProfile {
  const jobs = input.experiencias.filter((exp) => exp.empresa.trim() || exp.cargo.trim());
  const courses = input.formacoes.filter((edu) => edu.curso.trim().length >= 2);
  const role = input.cargo.trim() || jobs.find((exp) => exp.cargo.trim())?.cargo.trim() || "";
  const family = detectFirstFamily([
    role,
    ...jobs.map((exp) => exp.cargo),
    ...courses.map((edu) => edu.curso),
  ]);
  const current = jobs.find((exp) => exp.atual && exp.empresa.trim())?.empresa.trim();
  const others = uniqueTrimmed(jobs.map((exp) => exp.empresa)).filter(
    (name) => name !== current && !isSelfEmployed(name),
  );
  const firstCourse = courses[0];
  return {
    role,
    phrases: FAMILY_PHRASES[family],
    hasJobs: jobs.length > 0,
    years: yearsPhrase(monthsOfExperience(jobs, now)),
    current,
    others: others.slice(0, 3),
    education: firstCourse ? courseClause(firstCourse) : undefined,
    ...chooseSkills(input, seed),
  };
}

/**
 * Three or four skills in all, hard ones first; the seed rotates among the first few so a new
 * generation can feature others, while the ones the person listed first stay the likeliest.
 */
function chooseSkills(input: SummaryInput, seed: number): { hard: string[]; soft: string[] } {
  const hard = rotated(uniqueTrimmed(input.hardSkills).slice(0, 5), seed);
  const soft = rotated(uniqueTrimmed(uniqueTrimmed(input.softSkills).map(softSkillPhrase)).slice(0, 4), seed);
  const hardCount = Math.min(hard.length, 3);
  const softCount = Math.min(soft.length, 4 - hardCount, 3);
  return { hard: hard.slice(0, hardCount), soft: soft.slice(0, softCount) };
}
