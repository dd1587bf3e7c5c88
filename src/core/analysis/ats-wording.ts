import { joinList } from "../ai/text.ts";
import { type TemplateId, templateName } from "../resume/template-id.ts";
import { quote } from "./entry-name.ts";
import type { Finding, Severity } from "./finding.ts";
import type { ResumeStep } from "./placeholders.ts";

/** What a finding of the ATS reading is about, with its article ('o cargo “X”'), so the verb agrees with it. */
export type Subject = { text: string; form: "o" | "a" | "os" | "as" };

/** What came back instead of the printed text: nothing, or other words. */
export type Outcome = { lost: true } | { lost: false; read: string };

export const TRY_ANOTHER = "Experimente outro modelo ou encurte o texto.";

const NOT_READ: Record<Subject["form"], string> = {
  o: "não foi lido",
  a: "não foi lida",
  os: "não foram lidos",
  as: "não foram lidas",
};
const NAMED_MAX = 3;
// Long enough for a whole name or address, so a garble past the 40th character still shows.
const QUOTE_MAX = 60;

/** The person's words, or what came back of them, in quotes. */
export function atsQuote(text: string): string {
  return quote(text, QUOTE_MAX);
}

/**
 * A problem of the resume as a selection system reads its PDF: the sentence says that those systems read the
 * text, which template printed it, what came back wrong and what to do.
 */
export function atsFinding(options: {
  id: string;
  severity: Severity;
  step: ResumeStep;
  templateId: TemplateId;
  what: string;
  advice: string;
}): Finding {
  const { id, severity, step, templateId, what, advice } = options;
  const message = `Sistemas de seleção leem o texto do PDF: no modelo ${templateName(templateId)}, ${what}. ${advice}`;
  return { id: `ats.${id}`, severity, message, step };
}

/** 'o cargo “X” da experiência 2 não foi lido' or '… saiu como “Y”'. */
export function readOutcome(subject: Subject, outcome: Outcome): string {
  if (outcome.lost) return `${subject.text} ${NOT_READ[subject.form]}`;
  const verb = subject.form.endsWith("s") ? "saíram" : "saiu";
  return `${subject.text} ${verb} como ${atsQuote(outcome.read)}`;
}

/** '“A”', '“A” e “B”', '“A”, “B”, “C” e mais 2'. */
export function quotedList(items: readonly string[]): string {
  const named = items.slice(0, NAMED_MAX).map(atsQuote);
  const rest = items.length - named.length;
  return rest > 0 ? `${named.join(", ")} e mais ${rest}` : joinList(named);
}
