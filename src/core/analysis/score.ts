import type { Finding, Severity } from "./finding.ts";

/**
 * Points a finding takes from 100. An error is something wrong on the page or a recruiter unable to reach
 * the person, worth fixing before anything else; a warning weakens the resume; a tip is advice a good
 * resume may skip, so ten tips weigh less than one error.
 */
export const SEVERITY_POINTS: Record<Severity, number> = { erro: 15, aviso: 5, dica: 1 };

/** 'Pontuação: NN/100': 100 minus the points of every finding, never below 0. The same findings, the same score. */
export function scoreFindings(findings: readonly Finding[]): number {
  const lost = findings.reduce((sum, finding) => sum + SEVERITY_POINTS[finding.severity], 0);
  return Math.max(0, 100 - lost);
}
