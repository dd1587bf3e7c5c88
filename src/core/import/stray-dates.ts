import { findDateRange, isDateOnly } from "./dates.ts";
import type { Line } from "./reading-order.ts";
import type { Section } from "./sections.ts";

/**
 * Periods read before the first heading that were printed on the row of a job or a course ('MBA em Gestão
 * Hoteleira … 2016 - 2017', a period in a badge or flush right read apart from its entry): each is put back
 * on its row (moved into the section's lines), after the entry's text, when that row has no period of its own;
 * the header keeps the rest.
 */
export function returnStrayDates(header: Line[], sections: Section[]): Line[] {
  const entries = sections.filter((s) => s.kind === "experience" || s.kind === "education");
  if (entries.length === 0) return header;
  // A resume has a few dozen periods at most: a file with thousands is not searched for each.
  let tried = 0;
  return header.filter((line, i) => {
    const alone = !line.sameRow && header[i + 1]?.sameRow !== true;
    if (!alone || !isDateOnly(line.text) || findDateRange(line.text) === null) return true;
    if (++tried > MAX_STRAY_DATES) return true;
    for (const section of entries) {
      const at = rowEnd(section.lines, line);
      if (at < 0) continue;
      section.lines.splice(at, 0, { ...line, sameRow: true, gapAbove: 0 });
      return false;
    }
    return true;
  });
}

/**
 * Where a period goes in a section's lines: after the row it was printed on, when that row starts left of it
 * and holds no period; -1 when no row of the section is its row.
 */
function rowEnd(lines: Line[], date: Line): number {
  const tolerance = ROW * Math.min(date.fontSize, 10) + 0.5;
  const start = lines.findIndex(
    (l) => !l.sameRow && l.page === date.page && Math.abs(l.y - date.y) <= tolerance && l.xEnd < date.x,
  );
  if (start < 0) return -1;
  let end = start + 1;
  while (lines[end]?.sameRow === true) end++;
  const row = lines.slice(start, end);
  return row.some((l) => findDateRange(l.text) !== null) ? -1 : end;
}

const MAX_STRAY_DATES = 60;

/** Baselines closer than this share a row (fraction of the font size), as in the reading order. */
const ROW = 0.45;
