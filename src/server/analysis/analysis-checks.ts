import { analyzeContent } from "#core/analysis/analyze-content.ts";
import type { Finding } from "#core/analysis/finding.ts";
import { jobAdFindings } from "#core/analysis/job-ad-findings.ts";
import { matchJobAd } from "#core/analysis/job-ad-match.ts";
import type { JobAdMatch } from "#core/analysis/resume-analysis.ts";
import type { ResumeData } from "#core/resume/resume-data.ts";
import { type AtsCheckDeps, checkAtsReading } from "./ats-check.ts";
import { checkSpelling } from "./spelling.ts";

/** One check of a resume; `today` decides which dates lie in the future. */
export type AnalysisCheck = (data: ResumeData, context: { today: Date }) => Finding[] | Promise<Finding[]>;

/** Reads a job ad against a resume: its terms found and missing, and the findings that come of it. */
export type MatchJobAd = (adText: string, data: ResumeData) => { match: JobAdMatch; findings: Finding[] };

export type AnalysisSetup = { checks: AnalysisCheck[]; matchJobAd: MatchJobAd };

/**
 * Every check an analysis runs, in one place: a new check is one more entry here. The ATS reading prints the
 * resume with the app's PDF renderer and reads it back in the import's parse pool.
 */
export function analysisSetup(ats: AtsCheckDeps): AnalysisSetup {
  return {
    checks: [
      (data, { today }) => analyzeContent(data, { today }),
      checkSpelling,
      (data) => checkAtsReading(data, ats),
    ],
    matchJobAd: (adText, data) => {
      const match = matchJobAd(adText, data);
      return { match, findings: jobAdFindings(match) };
    },
  };
}
