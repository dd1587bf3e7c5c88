import type { Finding } from "./finding.ts";
import type { ContentStep } from "./placeholders.ts";

/**
 * One keyword or required item of a job ad ('Power BI', 'atendimento ao cliente', 'CNH B') and whether the
 * resume has it; `step` says where in the wizard it could go when it is missing (null: nowhere obvious).
 */
export type JobAdTerm = { term: string; required: boolean; found: boolean; step: ContentStep | null };

/** A job ad read against a resume: its terms, most important first, and the share found (0-1). */
export type JobAdMatch = { terms: JobAdTerm[]; coverage: number };

/**
 * What one analysis of a resume found. Findings from every check (content, spelling, the ATS reading), most
 * serious first; the score 0-100 comes from them alone (core/analysis/score.ts), so the same resume, job ad and
 * day always give the same result.
 */
export type ResumeAnalysis = {
  score: number;
  findings: Finding[];
  jobAd: { text: string; match: JobAdMatch } | null;
};
