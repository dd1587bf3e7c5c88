import type { ResumeLanguage } from "../view/languages/resume-language.ts";

/** The wizard's two date forms: 'YYYY-MM' (a month) or 'YYYY' (a year alone, as many resumes print it). */
const DATE_VALUE = /^(\d{4})(?:-(\d{2}))?$/;

/** A wizard date split in its parts; undefined for free text, blanks and months out of range. */
export type DateParts = { year: number; month?: number };

export function parseDate(value: string | undefined): DateParts | undefined {
  const match = DATE_VALUE.exec((value ?? "").trim());
  if (!match) return undefined;
  const year = Number(match[1]);
  if (match[2] === undefined) return { year };
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : undefined;
}

/** Whether a value is one of the wizard's date forms ('2021-03' or '2021'). */
export function isWizardDate(value: string): boolean {
  return parseDate(value) !== undefined;
}

/**
 * '2021-03' -> 'mar/2021' ('Mar 2021', 'mar. 2021' in the language's own pattern), '2021' -> '2021'. Anything
 * else is returned as typed, so imported free text is not lost.
 */
export function formatMonth(value: string, language: ResumeLanguage): string {
  const parts = parseDate(value);
  if (!parts) return value.trim();
  const month = parts.month === undefined ? undefined : language.months[parts.month - 1];
  if (!month) return String(parts.year);
  return language.monthPattern.replace("{month}", month).replace("{year}", String(parts.year));
}

/**
 * An end before the start is a typing mistake worth flagging; missing or free-text values pass. A year alone
 * covers all its months, so it is compared by year: '2020' to '2020-03' is fine both ways.
 */
export function isMonthRangeValid(start: string, end: string | undefined): boolean {
  const from = parseDate(start);
  const to = parseDate(end);
  if (!from || !to) return true;
  if (to.year !== from.year) return to.year > from.year;
  return to.month === undefined || from.month === undefined || to.month >= from.month;
}

/** 'mar/2021 - ago/2023', or the start alone without an end; an ongoing entry passes its word ('Atual') as the end. */
export function formatPeriod(start: string, end: string | undefined, language: ResumeLanguage): string {
  const from = formatMonth(start, language);
  const to = formatMonth(end ?? "", language);
  return to ? `${from} - ${to}` : from;
}

/** A date field's two inputs from its value: '2021-03' -> year '2021', month '03'; free text -> both empty. */
export function dateInputParts(value: string): { year: string; month: string } {
  const match = /^(\d{0,4})(?:-(\d{2}))?$/.exec(value.trim());
  if (!match) return { year: "", month: "" };
  return { year: match[1] ?? "", month: match[2] ?? "" };
}

/** The value of a date field's inputs: a month and a year, a year alone, or '' while there is no year. */
export function dateFromInputParts(year: string, month: string): string {
  const digits = year.replace(/\D/g, "").slice(0, 4);
  if (!digits) return "";
  return month ? `${digits}-${month}` : digits;
}
