// Dates written in Brazilian Portuguese with the browser's own Intl, not a date library: the dashboard's first
// visit would otherwise fetch one with its locale (~9 KB gzipped) to write a card's date.
const PARTS = new Intl.DateTimeFormat("pt-BR", {
  day: "2-digit",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type PtBrDate = { day: string; month: string; year: string; time: string };

/**
 * A date's day ('05'), month ('março'), year and time ('09:05') in the person's time zone, or undefined for a
 * missing date or one that cannot be read.
 */
export function ptBrDate(value: string | Date | null | undefined): PtBrDate | undefined {
  if (!value) return undefined;
  // A day alone ('2026-03-05') is that day where the person is, not midnight in London.
  const date = typeof value === "string" ? new Date(DAY_ONLY.test(value) ? `${value}T00:00` : value) : value;
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = PARTS.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: part("day"),
    month: part("month"),
    year: part("year"),
    time: `${part("hour")}:${part("minute")}`,
  };
}
