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
