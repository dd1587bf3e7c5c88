import type { ExtractedResume } from "../import/extracted-resume.ts";
import { extractedToResumeData } from "../import/to-resume-data.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import type { TemplateId } from "../resume/template-id.ts";
import { type ContactKey, type ResumeView, toResumeView } from "../view/resume-view.ts";
import { entryFindings } from "./ats-entries.ts";
import { comparable, sameAddress, samePhone, samePlace, sameText } from "./ats-same.ts";
import { checkPrintedText, type PrintedSection } from "./ats-text.ts";
import {
  atsFinding,
  atsQuote,
  type Outcome,
  quotedList,
  readOutcome,
  type Subject,
  TRY_ANOTHER,
} from "./ats-wording.ts";
import type { Finding, Severity } from "./finding.ts";

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

type ContactCheck = {
  subject: string;
  form: Subject["form"];
  read: (back: ResumeData) => string;
  same: (printed: string, read: string) => boolean;
};

const CONTACTS: Record<ContactKey, ContactCheck> = {
  email: { subject: "o e-mail", form: "o", read: (back) => back.email, same: sameText },
  telefone: { subject: "o telefone", form: "o", read: (back) => back.telefone, same: samePhone },
  local: {
    subject: "a cidade",
    form: "a",
    read: (back) => [back.cidade.trim(), back.estado.trim()].filter(Boolean).join(" - "),
    same: samePlace,
  },
  linkedin: {
    subject: "o endereço do LinkedIn",
    form: "o",
    read: (back) => back.linkedin,
    same: sameAddress,
  },
  site: { subject: "o endereço do site", form: "o", read: (back) => back.sitePortfolio, same: sameAddress },
};

// Without these the company cannot tell whose resume it is, or call the person.
const REACH: readonly string[] = ["email", "telefone"];
const CANNOT_REACH = "Sem ele, a empresa não consegue chamar você; experimente outro modelo.";
const NO_NAME = "Sem o nome, o sistema não sabe de quem é o currículo; experimente outro modelo.";

function identityFindings(
  data: ResumeData,
  view: ResumeView,
  back: ResumeData,
  templateId: TemplateId,
): Finding[] {
  const found: Finding[] = [];
  const add = (id: string, severity: Severity, subject: Subject, outcome: Outcome, advice: string) =>
    found.push(
      atsFinding({
        id,
        severity,
        step: id === "cargo" ? "resumo" : "dados",
        templateId,
        what: readOutcome(subject, outcome),
        advice,
      }),
    );
  const outcome = (read: string): Outcome => (read.trim() ? { lost: false, read } : { lost: true });

  if (view.nome && !sameText(view.nome, back.nome)) {
    add(
      "nome",
      "erro",
      { text: `o seu nome ${atsQuote(view.nome)}`, form: "o" },
      outcome(back.nome),
      NO_NAME,
    );
  }
  for (const { key, value } of view.contatos) {
    const check = CONTACTS[key];
    const read = check.read(back);
    if (check.same(value, read)) continue;
    const reach = REACH.includes(key);
    const subject = { text: `${check.subject} ${atsQuote(value)}`, form: check.form };
    add(key, reach ? "erro" : "aviso", subject, outcome(read), reach ? CANNOT_REACH : TRY_ANOTHER);
  }
  const cargo = data.cargo.trim();
  if (cargo && !sameText(cargo, back.cargo)) {
    add(
      "cargo",
      "aviso",
      { text: `o cargo desejado ${atsQuote(cargo)}`, form: "o" },
      outcome(back.cargo),
      TRY_ANOTHER,
    );
  }
  return found;
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
