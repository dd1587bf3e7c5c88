import type { ExtractedResume } from "../import/extracted-resume.ts";
import { extractedToResumeData } from "../import/to-resume-data.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import type { TemplateId } from "../resume/template-id.ts";
import { type ResumeView, toResumeView } from "../view/resume-view.ts";
import { entryFindings } from "./ats-entries.ts";
import { identityFindings } from "./ats-identity.ts";
import { comparable } from "./ats-same.ts";
import { checkPrintedText, type PrintedSection } from "./ats-text.ts";
import { atsFinding, quotedList, readOutcome, type Subject, TRY_ANOTHER } from "./ats-wording.ts";
import type { Finding } from "./finding.ts";

/** A resume's PDF as a reader took it in. */
export type PrintedReading = {
  templateId: TemplateId;
  /** What our importer read from the PDF: what a selection system would fill its form with. */
  extracted: ExtractedResume;
  /** The PDF's plain text, as a PDF reader gives it. */
  text: string;
  /** The sections whose title the template printed. */
  sections: readonly PrintedSection[];
};

/**
 * What a selection system (ATS) would miss or garble of this resume: everything the template printed (name,
 * contacts, headline, each job's role, company and period, each course, every skill, the section titles)
 * compared with what was read back from its PDF, one finding per loss.
 */
export function compareReading(data: ResumeData, reading: PrintedReading): Finding[] {
  const back = extractedToResumeData(reading.extracted);
  const view = toResumeView(data);
  return [
    ...identityFindings(data, view, back, reading.templateId),
    ...entryFindings(data, back, reading.templateId),
    ...skillFindings(view, reading.extracted, reading.templateId),
    ...checkPrintedText(data, reading),
  ];
}

function skillFindings(view: ResumeView, extracted: ExtractedResume, templateId: TemplateId): Finding[] {
  const read = new Set([...extracted.hardSkills, ...extracted.softSkills].map(comparable));
  const missing = new Map<string, string>();
  for (const skill of [...view.hardSkills, ...view.softSkills]) {
    const key = comparable(skill);
    if (!read.has(key) && !missing.has(key)) missing.set(key, skill);
  }
  if (missing.size === 0) return [];
  const names = [...missing.values()];
  const subject: Subject =
    names.length === 1
      ? { text: `a habilidade ${quotedList(names)}`, form: "a" }
      : { text: `as habilidades ${quotedList(names)}`, form: "as" };
  const what = readOutcome(subject, { lost: true });
  return [
    atsFinding({
      id: "habilidades",
      severity: "aviso",
      step: "habilidades",
      templateId,
      what,
      advice: TRY_ANOTHER,
    }),
  ];
}
