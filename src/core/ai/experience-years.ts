import type { Experience } from "../resume/experience.ts";

type Period = Pick<Experience, "dataInicio" | "dataFim" | "atual">;

const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

/** 'YYYY-MM' -> a running month number, or undefined for anything else (imported free text, blanks). */
export function monthNumber(value: string | undefined): number | undefined {
  const match = MONTH_VALUE.exec((value ?? "").trim());
  if (!match) return undefined;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return undefined;
  return Number(match[1]) * 12 + month - 1;
}

/**
 * Months worked, counting both the first and the last month, current jobs up to `now`. Overlapping
 * jobs are merged so two jobs held at once do not double the total.
 */
export function monthsOfExperience(experiencias: readonly Period[], now: Date): number {
  const today = now.getFullYear() * 12 + now.getMonth();
  const ranges: Array<[number, number]> = [];
  for (const exp of experiencias) {
    const start = monthNumber(exp.dataInicio);
    if (start === undefined || start > today) continue;
    const end = exp.atual ? today : (monthNumber(exp.dataFim) ?? start);
    if (end >= start) ranges.push([start, Math.min(end, today)]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const [start, end] of ranges) {
    const from = Math.max(start, coveredUntil + 1);
    if (end >= from) total += end - from + 1;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return total;
}

/** 'um ano', 'mais de um ano', '3 anos', 'mais de 3 anos'; undefined under a year (not worth a number). */
export function yearsPhrase(months: number): string | undefined {
  const years = Math.floor(months / 12);
  if (years < 1) return undefined;
  const amount = years === 1 ? "um ano" : `${years} anos`;
  return months % 12 > 0 ? `mais de ${amount}` : amount;
}
