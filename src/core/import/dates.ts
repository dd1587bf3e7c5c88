import { RESUME_LANGUAGES } from "../view/languages/languages.ts";
import { fold } from "./text.ts";

/**
 * Dates as resumes print them, Portuguese, English and Spanish: 'mar/2021', '03/2021', '10\\2022',
 * '03-2021', 'Março de 2021', 'mar. 2021', 'Mar 2021', 'March 2021', 'marzo de 2021', '2021-03', '2021';
 * ranges joined by '-', '–', '—', 'a', 'até', 'to', 'hasta'; current markers 'atual', 'atualmente',
 * 'o momento', 'presente', 'hoje', 'Present', 'now', 'actualidad', 'desde 2019', 'Since Feb 2021'.
 */
export interface DateRange {
  /** 'YYYY' or 'YYYY-MM', as precise as printed. */
  start: string | null;
  end: string | null;
  current: boolean;
  /** Where the range sits in the text it was found in. */
  index: number;
  length: number;
}

const MONTHS: Record<string, number> = {
  janeiro: 1,
  jan: 1,
  january: 1,
  fevereiro: 2,
  fev: 2,
  february: 2,
  feb: 2,
  marco: 3,
  mar: 3,
  march: 3,
  abril: 4,
  abr: 4,
  april: 4,
  apr: 4,
  maio: 5,
  mai: 5,
  may: 5,
  junho: 6,
  jun: 6,
  june: 6,
  julho: 7,
  jul: 7,
  july: 7,
  agosto: 8,
  ago: 8,
  august: 8,
  aug: 8,
  setembro: 9,
  set: 9,
  september: 9,
  sep: 9,
  sept: 9,
  outubro: 10,
  out: 10,
  october: 10,
  oct: 10,
  novembro: 11,
  nov: 11,
  november: 11,
  dezembro: 12,
  dez: 12,
  december: 12,
  dec: 12,
  // Spanish, where it differs.
  enero: 1,
  ene: 1,
  febrero: 2,
  marzo: 3,
  mayo: 5,
  junio: 6,
  julio: 7,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  dic: 12,
};

const MONTH_NAME = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join("|");
const YEAR = "((?:19|20)\\d{2})";
/** One printed point in time; groups: month name, year | month number, year | year, month | year. */
const POINT = `(?:\\b(${MONTH_NAME})\\b\\.?\\s*(?:de(?:l)?\\s+|/\\s*|-\\s*|,\\s*)?${YEAR}\\b|\\b(0?[1-9]|1[0-2])\\s*[/.\\\\-]\\s*${YEAR}\\b|\\b${YEAR}-(0[1-9]|1[0-2])\\b|\\b${YEAR}\\b)`;
const CURRENT =
  "(?:atualmente|atual|presente|actualidad|actualmente|actual|la\\s+fecha|o\\s+momento|hoje|o\\s+presente|em\\s+andamento|em\\s+curso|cursando|present|current(?:ly)?|now|today|ongoing|in\\s+progress)";
/** '-', '–', 'a', 'até', 'to', and a dash with a word after it ('– até o momento'). */
const SEPARATOR =
  "\\s*(?:[-–—‒−~]\\s*(?:\\b(?:ate|to|until|hasta)\\b\\s*)?|\\b(?:a|ate|to|until|through|hasta)\\b\\s*)";
const SINCE = "\\b(?:desde|since|a\\s+partir\\s+de)\\s+";

const RANGE = new RegExp(`(${SINCE})?${POINT}(?:(${SEPARATOR})(?:${POINT}|\\b(${CURRENT})\\b))?`, "g");

function pointValue(groups: (string | undefined)[]): string | null {
  const [name, yearA, monthNumber, yearB, isoYear, isoMonth, yearOnly] = groups;
  if (name && yearA) return `${yearA}-${pad(MONTHS[name] ?? 0)}`;
  if (monthNumber && yearB) return `${yearB}-${pad(Number(monthNumber))}`;
  if (isoYear && isoMonth) return `${isoYear}-${isoMonth}`;
  if (yearOnly) return yearOnly;
  return null;
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * Every date range in a text, in order. Single dates come back as a range with no end.
 * The text is folded (lower case, no accents) before matching; indexes refer to the folded text, which
 * has the same length as the original for Latin text.
 */
export function findDateRanges(text: string): DateRange[] {
  const folded = foldKeepingLength(text);
  const found: DateRange[] = [];
  for (const match of folded.matchAll(RANGE)) {
    const since = Boolean(match[1]);
    const start = pointValue(match.slice(2, 9));
    const hasSeparator = match[9] !== undefined;
    const end = hasSeparator ? pointValue(match.slice(10, 17)) : null;
    const current = since || (hasSeparator && match[17] !== undefined);
    found.push({
      start,
      end: current ? null : end,
      current,
      index: match.index ?? 0,
      length: match[0].length,
    });
  }
  return found;
}

/** The first date range printed in a text, or null. */
export function findDateRange(text: string): DateRange | null {
  return findDateRanges(text)[0] ?? null;
}

/** A standalone current marker ('Atual', 'Present') in a text. */
export function mentionsCurrent(text: string): boolean {
  return new RegExp(`\\b${CURRENT}\\b`).test(foldKeepingLength(text));
}

function foldKeepingLength(text: string): string {
  let out = "";
  for (const ch of text) {
    const f = fold(ch);
    out += f.length === ch.length ? f : ch.toLowerCase();
  }
  return out;
}

/** A period cut short by a line break: 'Set/2019 –', 'May 2018 – Jan' (its end is on the next line). */
export function isOpenPeriod(text: string): boolean {
  if (!isDateOnly(text)) return false;
  const range = findDateRange(text);
  if (!range || range.end || range.current) return false;
  const after = foldKeepingLength(text).slice(range.index + range.length);
  return /[-–—]|\b(?:a|ate|to)\s*$/.test(after) || new RegExp(`\\b(?:${MONTH_NAME})\\b\\.?\\s*$`).test(after);
}

/** A line whose last period is cut short at its end ('Bachelor's degree, Business · (2012 -'). */
export function endsWithOpenPeriod(text: string): boolean {
  const last = findDateRanges(text).at(-1);
  if (!last || last.end || last.current) return false;
  return /^\s*[-–—]\s*$/.test(foldKeepingLength(text).slice(last.index + last.length));
}

/** What our own templates print as a course's state, in every language a resume can be printed in. */
const PRINTED_STATUSES = new Set(
  Object.values(RESUME_LANGUAGES).flatMap((language) => Object.values(language.courseStatus).map(fold)),
);

/** Whether a line is nothing but a course's state, as printed beside its dates ('Concluído', 'Em andamento'). */
export function isStatusOnly(text: string): boolean {
  // Some layouts mark it off: '[Concluído]', '(Em andamento)'.
  const state = fold(text)
    .replace(/[[\](){}]/g, "")
    .trim();
  return (
    PRINTED_STATUSES.has(state) ||
    /^(?:concluid[oa]|em andamento|em curso|cursando|trancad[oa]|incomplet[oa]|complet[oa]|in progress|completed|ongoing)$/.test(
      state,
    )
  );
}

/** Whether a line is nothing but dates (a period, a year, a wrapped part of a period). */
export function isDateOnly(text: string): boolean {
  const folded = foldKeepingLength(text);
  const rest = folded
    .replace(RANGE, " ")
    .replace(new RegExp(`\\b${CURRENT}\\b`, "g"), " ")
    .replace(new RegExp(`\\b(?:${MONTH_NAME})\\b\\.?`, "g"), " ")
    .replace(
      /\b(?:de|desde|since|a|ate|to|em|in|periodo|period|previsao|prevista|previsto|conclusao|termino|inicio|expected|graduation|anticipated|\d+\s*(?:anos?|meses|mes|years?|months?|yrs?|mos?))\b/g,
      " ",
    )
    .replace(/[\s\-–—‒−/.,:;()|·•]+/g, "");
  return rest === "" && (/\d/.test(folded) || new RegExp(`\\b${CURRENT}\\b`).test(folded));
}
