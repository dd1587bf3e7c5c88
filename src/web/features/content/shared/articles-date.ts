const MONTHS = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
];

/**
 * "2026-10-14" as "14 de outubro de 2026". Written out rather than through Intl so the prerendered HTML and
 * the browser's render always agree, whatever the time zone or ICU data.
 */
export function formatArticleDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}
