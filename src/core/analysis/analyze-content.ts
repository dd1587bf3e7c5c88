import type { ResumeData } from "../resume/resume-data.ts";
import { checkContact } from "./contact-check.ts";
import { checkCourseDates, checkJobDates } from "./dates-check.ts";
import { checkDescription } from "./description-check.ts";
import { type Finding, SEVERITIES } from "./finding.ts";
import { checkLength } from "./length-check.ts";
import { checkPlaceholders } from "./placeholder-check.ts";
import { checkSkills } from "./skills-check.ts";
import { checkSummary } from "./summary-check.ts";
import { checkTimeline } from "./timeline-check.ts";

/** The parts of a resume in the order it prints them: the first segment of a finding's id. */
const AREAS = ["nome", "contato", "cargo", "resumo", "experiencia", "formacao", "habilidades", "tamanho"];

/**
 * Every content check on a resume: most serious first, then in the order the resume reads. `today` decides
 * which months are in the future; the same resume and day always give the same findings.
 */
export function analyzeContent(data: ResumeData, { today }: { today: Date }): Finding[] {
  const portuguese = data.idioma === "pt";
  const findings = [
    ...checkPlaceholders(data),
    ...checkContact(data),
    ...checkSummary(data),
    ...data.experiencias.flatMap((job, index) => [
      ...checkJobDates(job, index, today),
      ...checkDescription(job, index, { portuguese }),
    ]),
    ...checkTimeline(data.experiencias, today),
    ...data.formacoes.flatMap((course, index) => checkCourseDates(course, index, today)),
    ...checkSkills(data),
    ...checkLength(data, today),
  ];
  return findings
    .map((finding) => ({ finding, key: sortKey(finding) }))
    .sort((a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2])
    .map(({ finding }) => finding);
}

/** Severity, then part of the resume, then entry number ('experiencia.2.…'); ties keep the checks' order. */
function sortKey(finding: Finding): [number, number, number] {
  const [area = "", entry = ""] = finding.id.split(".");
  const areaRank = AREAS.indexOf(area);
  return [
    SEVERITIES.indexOf(finding.severity),
    areaRank === -1 ? AREAS.length : areaRank,
    /^\d+$/.test(entry) ? Number(entry) : 0,
  ];
}
