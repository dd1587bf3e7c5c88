import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import type { TemplateId } from "../resume/template-id.ts";
import { resumeLanguage } from "../view/languages/languages.ts";
import type { ResumeLanguage } from "../view/languages/resume-language.ts";
import { coursePeriod, jobPeriod, samePeriod } from "./ats-periods.ts";
import { comparable, sameText } from "./ats-same.ts";
import { atsFinding, atsQuote, type Outcome, readOutcome, type Subject, TRY_ANOTHER } from "./ats-wording.ts";
import { courseName, jobName } from "./entry-name.ts";
import type { Finding } from "./finding.ts";
import type { ResumeStep } from "./placeholders.ts";

/** One printed part of an entry: how it reads on the page (null: not printed) and how it came back. */
type Part<T> = {
  what: string;
  subject: (printed: string, entry: string) => Subject;
  printed: (entry: T) => string | null;
  read: (entry: T) => string;
  /** Whether the entry read back holds the part as printed; by default, the same words. */
  same?: (printed: T, read: T) => boolean;
};

type EntryKind<T> = {
  area: "experiencia" | "formacao";
  /** 'experiência', to say 'experiência 2'. */
  label: string;
  step: ResumeStep;
  /** 'Experiência 2 (Vendedor na Loja Azul)'. */
  name: (entry: T, index: number) => string;
  /** What tells one entry from another: its title and its organisation. */
  keys: (entry: T) => string[];
  /** Whether the entry prints a period. */
  dated: (entry: T) => boolean;
  parts: Part<T>[];
};

/** Jobs, whose periods are printed in the resume's language. */
const jobKind = (language: ResumeLanguage): EntryKind<Experience> => ({
  area: "experiencia",
  label: "experiência",
  step: "experiencia",
  name: jobName,
  keys: (job) => [job.cargo, job.empresa],
  dated: (job) => job.dataInicio.trim() !== "",
  parts: [
    {
      what: "cargo",
      subject: (printed, entry) => ({ text: `o cargo ${atsQuote(printed)} da ${entry}`, form: "o" }),
      printed: (job) => job.cargo.trim() || null,
      read: (job) => job.cargo,
    },
    {
      what: "empresa",
      subject: (printed, entry) => ({ text: `a empresa ${atsQuote(printed)} da ${entry}`, form: "a" }),
      printed: (job) => job.empresa.trim() || null,
      read: (job) => job.empresa,
    },
    {
      what: "periodo",
      subject: (printed, entry) => ({ text: `o período ${atsQuote(printed)} da ${entry}`, form: "o" }),
      printed: (job) => jobPeriod(job, "printed", language)?.text ?? null,
      read: (job) => jobPeriod(job, "read", language)?.text ?? "",
      same: (job, read) => samePeriod(jobPeriod(job, "printed", language), jobPeriod(read, "read", language)),
    },
  ],
});

const courseKind = (language: ResumeLanguage): EntryKind<Education> => ({
  area: "formacao",
  label: "formação",
  step: "formacao",
  name: courseName,
  keys: (course) => [course.curso, course.instituicao],
  dated: (course) => course.dataInicio.trim() !== "",
  parts: [
    {
      what: "curso",
      subject: (printed, entry) => ({ text: `o curso ${atsQuote(printed)} da ${entry}`, form: "o" }),
      printed: (course) => course.curso.trim() || null,
      read: (course) => course.curso,
    },
    {
      what: "instituicao",
      subject: (printed, entry) => ({ text: `a instituição ${atsQuote(printed)} da ${entry}`, form: "a" }),
      printed: (course) => course.instituicao.trim() || null,
      read: (course) => course.instituicao,
    },
    {
      what: "periodo",
      subject: (printed, entry) => ({ text: `o período ${atsQuote(printed)} da ${entry}`, form: "o" }),
      printed: (course) => coursePeriod(course, "printed", language)?.text ?? null,
      read: (course) => coursePeriod(course, "read", language)?.text ?? "",
      same: (course, read) =>
        samePeriod(coursePeriod(course, "printed", language), coursePeriod(read, "read", language)),
    },
  ],
});

const UNDATED = "Preencha o mês e o ano de início.";

/** Each job and each course the template printed, against the entries read back. */
export function entryFindings(data: ResumeData, back: ResumeData, templateId: TemplateId): Finding[] {
  const language = resumeLanguage(data.idioma);
  return [
    ...compareEntries(jobKind(language), data.experiencias, back.experiencias, templateId),
    ...compareEntries(courseKind(language), data.formacoes, back.formacoes, templateId),
  ];
}

function compareEntries<T>(kind: EntryKind<T>, printed: T[], read: T[], templateId: TemplateId): Finding[] {
  const found: Finding[] = [];
  // Entries come back in the order they were printed; one the reader missed is skipped, not the rest.
  let next = 0;
  printed.forEach((entry, index) => {
    const keys = kind.keys(entry).map(comparable).filter(Boolean);
    // An entry with neither title nor organisation (a card barely started) has nothing to be known by.
    if (keys.length === 0) return;
    const at = read.findIndex(
      (candidate, i) => i >= next && kind.keys(candidate).some((key) => keys.includes(comparable(key))),
    );
    const label = `${kind.label} ${index + 1}`;
    const add = (what: string, text: string, advice: string) =>
      found.push(
        atsFinding({
          id: `${kind.area}.${index + 1}.${what}`,
          severity: "aviso",
          step: kind.step,
          templateId,
          what: text,
          advice,
        }),
      );
    const match = at >= 0 ? read[at] : undefined;
    if (!match) {
      const subject: Subject = { text: `a ${lowerFirst(kind.name(entry, index))}`, form: "a" };
      const lost = readOutcome(subject, { lost: true });
      // Readers, ours and the selection systems', find where an entry starts by its dates.
      if (kind.dated(entry)) add("nao-lida", lost, TRY_ANOTHER);
      else add("nao-lida", `${lost}: sem as datas, o sistema não reconhece onde ela começa`, UNDATED);
      return;
    }
    next = at + 1;
    for (const part of kind.parts) {
      const text = part.printed(entry);
      if (text === null) continue;
      const got = part.read(match);
      if (part.same ? part.same(entry, match) : sameText(text, got)) continue;
      const outcome: Outcome = got.trim() ? { lost: false, read: got } : { lost: true };
      add(part.what, readOutcome(part.subject(text, label), outcome), TRY_ANOTHER);
    }
  });
  return found;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase("pt-BR") + text.slice(1);
}
