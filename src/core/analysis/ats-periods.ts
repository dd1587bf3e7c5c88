import { type Education, formatEducationPeriod } from "../resume/education.ts";
import { type Experience, formatExperiencePeriod } from "../resume/experience.ts";
import { formatMonth } from "../resume/month.ts";
import type { ResumeLanguage } from "../view/languages/resume-language.ts";

/**
 * The period of a job or course as printed or read: its months, whether it runs on, and how it reads. Readers
 * may take a lone date for a start or for an end ('fev/2005 · Concluído' is read as the end of a course): the
 * same months and the same state are the same period. The text is in the resume's language, as printed.
 */
export type Period = { months: string[]; open: boolean; text: string };

/** The period a template prints for a job (none before a start is filled), or the one read back. */
export function jobPeriod(
  job: Experience,
  side: "printed" | "read",
  language: ResumeLanguage,
): Period | null {
  const start = job.dataInicio.trim();
  const end = job.atual ? "" : job.dataFim.trim();
  if (!start && (side === "printed" || !end)) return null;
  const text = start ? formatExperiencePeriod(job, language) : formatMonth(end, language);
  return { months: [start, end].filter(Boolean), open: job.atual, text };
}

export function coursePeriod(
  course: Education,
  side: "printed" | "read",
  language: ResumeLanguage,
): Period | null {
  const start = course.dataInicio.trim();
  const open = course.situacao === "em_andamento";
  const end = open ? "" : course.dataFim.trim();
  if (!start && (side === "printed" || !end)) return null;
  const { periodo, nivel } = formatEducationPeriod(course, language);
  const text = `${start ? periodo : formatMonth(end, language)} · ${nivel}`;
  return { months: [start, end].filter(Boolean), open, text };
}

export function samePeriod(printed: Period | null, read: Period | null): boolean {
  if (!printed || !read) return printed === read;
  if (read.open !== printed.open) return false;
  const sorted = (months: string[]) => months.toSorted().join(" ");
  return sorted(printed.months) === sorted(read.months);
}
