const MONTHS = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];
const MONTH_VALUE = /^(\d{4})-(\d{2})$/;

/** '2021-03' -> 'mar/2021'. Anything else is returned as typed, so imported free text is not lost. */
export function formatMonth(value: string): string {
  const match = MONTH_VALUE.exec(value.trim());
  if (!match) return value.trim();
  const month = MONTHS[Number(match[2]) - 1];
  return month ? `${month}/${match[1]}` : value.trim();
}

/** An end before the start is a typing mistake worth flagging; missing or free-text values pass. */
export function isMonthRangeValid(start: string, end: string | undefined): boolean {
  if (!end || !MONTH_VALUE.test(start) || !MONTH_VALUE.test(end)) return true;
  return end >= start;
}

/** 'mar/2021 - ago/2023', or the start alone without an end; an ongoing entry passes its word ('Atual') as the end. */
export function formatPeriod(start: string, end: string | undefined): string {
  const from = formatMonth(start);
  const to = formatMonth(end ?? "");
  return to ? `${from} - ${to}` : from;
}
