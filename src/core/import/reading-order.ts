import { isContact } from "./contact.ts";
import { isDateOnly, isStatusOnly } from "./dates.ts";
import { headingKind } from "./headings.ts";
import type { Segment } from "./segments.ts";
import { isTableHeader } from "./tables.ts";
import { isTypedRule } from "./text.ts";
import { joinWrappedHeadings } from "./wrapped-headings.ts";

/** A segment placed in reading order. */
export interface Line extends Segment {
  /** Printed on the same row as the line before it (a right-aligned date, a table cell, a chip). */
  sameRow: boolean;
  /** Vertical space above this line's row, in font sizes; Infinity at the top of a column or page. */
  gapAbove: number;
  /** A section's heading standing in a form's label gutter: set apart by its place, as others by their type. */
  gutterHeading?: boolean;
}

/** Two lines set one under the other: flush left (within `flush` points) or centred alike. */
export function setAlike(a: Segment, b: Segment, flush = 2): boolean {
  return Math.abs(a.x - b.x) <= flush || Math.abs((a.x + a.xEnd) / 2 - (b.x + b.xEnd) / 2) <= 4;
}

/** Baselines closer than this share a row (fraction of the font size). */
const SAME_ROW = 0.45;
/** Empty band needed between two columns, in points. */
const MIN_GUTTER = 9;
/** A column region must be at least this tall (points, and share of the page's text height). */
const MIN_COLUMN_HEIGHT = 110;
const MIN_COLUMN_SHARE = 0.2;
/** Starts of lines closer than about this (points) are aligned. */
const ALIGNED = 4;
/** Segments needed on each side of a gutter. */
const MIN_SIDE_SEGMENTS = 3;
/**
 * A side made mostly of dates, courses' states and headings is a label gutter (a timeline, dates and states
 * aligned right beside the entries, headings in a margin), not a column.
 */
const LABEL_SHARE = 0.7;

/**
 * Orders the segments of one page for reading: columns are found by their gutters (a vertical band no text
 * crosses over a tall stretch) and read one after the other; what is above and below them is read in rows.
 */
export function readingOrder(segments: Segment[]): Line[] {
  const ordered = orderRegion(joinWrappedHeadings(segments.filter((s) => !isPageNumber(s.text))));
  return toLines(ordered);
}

function orderRegion(segments: Segment[]): Segment[][] {
  if (segments.length < 2 * MIN_SIDE_SEGMENTS) return [segments];
  const split = findColumns(segments);
  if (!split) return [segments];
  // A box beside the top of the main column (a floating table the text wraps around) ends above it, and the
  // main column's text carries on below both: one column with that text, and the box after it.
  if (split.below.length > 0 && endsAbove(split.right, split.left) && continues(split.left, split.below))
    return [split.above, [...split.left, ...split.below], split.right].flatMap(orderRegion);
  return [split.above, split.left, split.right, split.below].flatMap(orderRegion);
}

/** The segment printed lowest (largest baseline) or highest on the page. */
const lowest = (side: Segment[]) => side.reduce((a, b) => (b.y > a.y ? b : a));
const highest = (side: Segment[]) => side.reduce((a, b) => (b.y < a.y ? b : a));

/** The lowest line of `side` stands well above the lowest of `other`. */
function endsAbove(side: Segment[], other: Segment[]): boolean {
  const end = lowest(other);
  return lowest(side).y < end.y - BOX_END_GAP * end.fontSize;
}

/** The first line of `next` follows the last of `side` at a line's distance, as the same text's next line. */
function continues(side: Segment[], next: Segment[]): boolean {
  const last = lowest(side);
  return highest(next).y - last.y <= CONTINUED_GAP * last.fontSize;
}

/** Font sizes between a line and the next of the same text, at most (a paragraph's or an entry's spacing). */
const CONTINUED_GAP = 2;

/** Lines (in font sizes) between a box's end and the main column's: set apart, not a column's ragged end. */
const BOX_END_GAP = 2;

interface ColumnSplit {
  above: Segment[];
  left: Segment[];
  right: Segment[];
  below: Segment[];
  size: number;
}

function findColumns(segments: Segment[]): ColumnSplit | null {
  const sortedRows = rows(segments);
  const all = sortedRows.flat();
  const top = Math.min(...all.map((s) => s.y));
  const bottom = Math.max(...all.map((s) => s.y));
  const minHeight = Math.max(MIN_COLUMN_HEIGHT, MIN_COLUMN_SHARE * (bottom - top));
  const candidates = [...new Set(all.map((s) => Math.round(s.xEnd + 1)))];
  let best: ColumnSplit | null = null;
  for (const x of candidates) {
    // Runs of whole rows in which no segment crosses the band [x, x + MIN_GUTTER], but for a row or two
    // where one column's text runs into the other's edge (an overfull line).
    const crosses = sortedRows.map(
      (row, i) => row.some((s) => s.xEnd > x && s.x < x + MIN_GUTTER) || isGridRow(row, x, sortedRows, i),
    );
    let start = 0;
    let bridged = 0;
    for (let i = 0; i <= sortedRows.length; i++) {
      if (i < sortedRows.length && !crosses[i]) continue;
      if (i < sortedRows.length && bridged < MAX_BRIDGED_ROWS && bridges(sortedRows, crosses, i, start, x)) {
        bridged++;
        continue;
      }
      if (i > start) {
        const candidate = consider(sortedRows, start, i, x, minHeight);
        if (candidate && (!best || better(candidate, best))) best = candidate;
      }
      start = i + 1;
      bridged = 0;
    }
  }
  return best;
}

/**
 * A row of four or more short texts in cells of one width, with some on each side of the band, whose cells
 * start where a row next to it starts its own: a grid (skills as tags in a table's cells), which columns do not
 * cut through.
 */
function isGridRow(row: Segment[], x: number, sortedRows: Segment[][], i: number): boolean {
  if (row.length < GRID_CELLS || !row.some((s) => s.xEnd <= x) || !row.some((s) => s.x >= x)) return false;
  if (!row.every((s) => s.text.length <= GRID_CELL_LENGTH && headingKind(s.text) === null)) return false;
  const starts = row.map((s) => s.x);
  const steps = starts.slice(1).map((start, k) => start - (starts[k] as number));
  const step = steps.reduce((a, b) => a + b, 0) / steps.length;
  if (steps.some((d) => Math.abs(d - step) > ALIGNED)) return false;
  const sharesStarts = (other: Segment[] | undefined) =>
    other !== undefined &&
    other.filter((s) => starts.some((start) => Math.abs(s.x - start) <= ALIGNED / 2)).length >=
      GRID_CELLS - 1;
  return sharesStarts(sortedRows[i - 1]) || sharesStarts(sortedRows[i + 1]);
}

const GRID_CELLS = 4;
const GRID_CELL_LENGTH = 30;

/**
 * A row whose right side is only a date, far below the right side's other text, with the main column's line
 * beside it: the date is set flush right on that line (a role's period), below the box that stood beside
 * the main column's top, and is read with its line.
 */
function isDateBelowBox(sortedRows: Segment[][], from: number, at: number, x: number): boolean {
  const row = sortedRows[at] as Segment[];
  const right = row.filter((s) => s.x >= x);
  if (right.length === 0 || !row.some((s) => s.x < x) || !right.every((s) => isDateOnly(s.text)))
    return false;
  const above = sortedRows
    .slice(from, at)
    .flat()
    .filter((s) => s.x >= x);
  if (above.length === 0) return false;
  const date = right[0] as Segment;
  return date.y - Math.max(...above.map((s) => s.y)) > DATE_BELOW_BOX_GAP * date.fontSize;
}

/** Font sizes between a box's last line and a date on the main column's row below it. */
const DATE_BELOW_BOX_GAP = 2.5;

/** Crossing rows a column run may hold. */
const MAX_BRIDGED_ROWS = 2;

/**
 * A crossing row between clean rows of a run: several clean rows above it, clean ones below, and no
 * heading in it (a heading across both columns ends them).
 */
function bridges(sortedRows: Segment[][], crosses: boolean[], i: number, start: number, x: number): boolean {
  const clean = (from: number, to: number) => crosses.slice(from, to).every((c) => c === false);
  if (i + 3 > crosses.length || !clean(i + 1, i + 3)) return false;
  if (i - start < 4) return overfullNearTop(sortedRows, crosses, i, start, x);
  if (!clean(i - 4, i)) return false;
  // Text on both sides of the band in most rows around it: two columns, not a list beside a short one.
  const twoSided = (row: Segment[]) => row.some((s) => s.x < x) && row.some((s) => s.x >= x);
  const around = [...sortedRows.slice(i - 4, i), ...sortedRows.slice(i + 1, i + 3)];
  if (around.filter(twoSided).length < 5) return false;
  return !(sortedRows[i] as Segment[]).some((s) => headingKind(s.text) !== null);
}

/**
 * A crossing row near a run's top that is only a sidebar's line running into the gutter (a long e-mail address),
 * with nothing beside it: it starts on the left and ends just before the right column's text starts, and two
 * columns carry on below it.
 */
function overfullNearTop(sortedRows: Segment[][], crosses: boolean[], i: number, start: number, x: number) {
  const below = sortedRows.slice(i + 1, i + 5);
  if (below.length < 4 || crosses.slice(i + 1, i + 5).some(Boolean)) return false;
  const right = [...sortedRows.slice(start, i), ...below].flat().filter((s) => s.x >= x + MIN_GUTTER);
  if (right.length < MIN_SIDE_SEGMENTS) return false;
  const rightStart = Math.min(...right.map((s) => s.x));
  const row = sortedRows[i] as Segment[];
  // Alone on its row, the line leaves less than a gutter before the right column: it ran into the gutter.
  return row.every(
    (s) => s.xEnd <= x || (s.x < x && s.xEnd < rightStart && rightStart - s.xEnd < MIN_GUTTER),
  );
}

function consider(
  sortedRows: Segment[][],
  from: number,
  end: number,
  x: number,
  minHeight: number,
): ColumnSplit | null {
  let to = end;
  while (to - from > 2 && isDateBelowBox(sortedRows, from, to - 1, x)) to--;
  const run = sortedRows.slice(from, to).flat();
  // By where they start: in a bridged row, a line that runs into the other column stays in its own.
  const left = run.filter((s) => s.x < x);
  const right = run.filter((s) => s.x >= x);
  if (left.length < MIN_SIDE_SEGMENTS || right.length < MIN_SIDE_SEGMENTS) return null;
  const runTop = Math.min(...run.map((s) => s.y));
  const runBottom = Math.max(...run.map((s) => s.y));
  if (runBottom - runTop < minHeight) {
    // Too short for columns, unless two sections stand side by side from a row of their headings on.
    const headings = sortedRows.findIndex((row, i) => i >= from && i < to && headingsBothSides(row, x));
    return headings < 0 ? null : consider(sortedRows, headings, to, x, 0);
  }
  if (isLabelColumn(left) || isLabelColumn(right)) return null;
  if (isFlushRightOnRows(left, right, true) || isFlushRightOnRows(right, left, false)) return null;
  // A table's header row across the band: the table's columns are cells of its rows, not page columns.
  if (sortedRows.slice(from, to).some(isHeaderRow)) return null;
  // Columns carry running text on one side at least, or sections side by side under their headings; short
  // items on both sides, paired on the same rows, are rows of one block (a few skills beside places and dates
  // set flush right). A sidebar's items keep their own line spacing, off the main column's rows.
  const sideBySide = sortedRows.slice(from, to).some((row) => headingsBothSides(row, x));
  if (!sideBySide && !hasProse(left) && !hasProse(right) && pairedOnRows(left, right)) return null;
  if (!spans(left, runTop, runBottom) || !spans(right, runTop, runBottom)) {
    // Columns fill a good part of the height both, but for two sections side by side from their headings on,
    // which may be of any lengths ('Experiência' beside a short 'Publicações').
    const headings = sortedRows.findIndex((row, i) => i >= from && i < to && headingsBothSides(row, x));
    if (headings < 0) return null;
    if (headings > from) return consider(sortedRows, headings, to, x, 0);
  }
  return {
    above: sortedRows.slice(0, from).flat(),
    left,
    right,
    below: sortedRows.slice(to).flat(),
    size: left.length + right.length,
  };
}

/**
 * The split that leaves more text on its two sides; of two that leave the same, the one whose right side
 * starts its lines more nearly at one place, as a column does (a sidebar, not dates aligned right beside the
 * entries of a short main column).
 */
function better(candidate: ColumnSplit, best: ColumnSplit): boolean {
  if (candidate.size !== best.size) return candidate.size > best.size;
  return alignedShare(candidate.right) > alignedShare(best.right);
}

/** The share of segments that start within a few points of where most of them start. */
function alignedShare(side: Segment[]): number {
  const starts = new Map<number, number>();
  for (const segment of side) {
    const at = Math.round(segment.x / ALIGNED);
    starts.set(at, (starts.get(at) ?? 0) + 1);
  }
  let most = 0;
  for (const [at, count] of starts)
    most = Math.max(most, count + (starts.get(at - 1) ?? 0) + (starts.get(at + 1) ?? 0));
  return most / Math.max(1, side.length);
}

/** Most segments of the smaller side share a row with one of the other side. */
function pairedOnRows(left: Segment[], right: Segment[]): boolean {
  const [small, large] = left.length <= right.length ? [left, right] : [right, left];
  const paired = small.filter((s) =>
    large.some((o) => Math.abs(o.y - s.y) <= SAME_ROW * Math.min(o.fontSize, s.fontSize)),
  );
  return paired.length >= LABEL_SHARE * small.length;
}

/** Lines of running text: several words each. */
function hasProse(side: Segment[]): boolean {
  return side.filter((s) => s.text.split(/\s+/).length >= PROSE_WORDS).length >= 2;
}

const PROSE_WORDS = 6;

/** A side of a column split must itself fill a good part of the region's height. */
function spans(side: Segment[], top: number, bottom: number): boolean {
  const ys = side.map((s) => s.y);
  return Math.max(...ys) - Math.min(...ys) >= 0.3 * (bottom - top);
}

/** A row with a section heading on each side of the band at x ('Habilidades' beside 'Idiomas'). */
function headingsBothSides(row: Segment[], x: number): boolean {
  const heading = (s: Segment) => headingKind(s.text) !== null;
  return row.some((s) => s.xEnd <= x && heading(s)) && row.some((s) => s.x >= x + MIN_GUTTER && heading(s));
}

/**
 * A form's field label standing in a cell of its own: 'Empresa:', 'Período:', 'Principais atividades:', or one of
 * a form's labels without a colon: a personal data form's ('Nome', 'Estado civil') or a job board's export's
 * ('Empresa', 'Cargo', 'Período', 'Atividades').
 */
export const FIELD_LABEL =
  /^(?:\p{L}[\p{L} /-]{1,30}:|nome(?: completo)?|endere[cç]o|telefone|celular|e-?mail|idade|estado civil|cnh|nascimento|data de nascimento|naturalidade|nacionalidade|empresa|empregador|cargo|ocupa[cç][aã]o|fun[cç][aã]o|per[ií]odo|atividades|institui[cç][aã]o|curso|pretens[aã]o salarial)$/iu;

function isLabelColumn(side: Segment[]): boolean {
  const labels = side.filter(isLabel);
  return labels.length >= LABEL_SHARE * side.length;
}

/**
 * A side of short texts ending at one edge and starting wherever their length puts them, most on the row of a
 * text of the other side: the ends of those rows, not a column. On the left, a form's labels set flush right
 * beside their values (a Europass CV), in their values' type size; on the right, the dates and places set
 * flush right at the end of the entries' rows. A sidebar's lines start at one place; a list set flush right
 * in a margin has a type of its own.
 */
function isFlushRightOnRows(side: Segment[], other: Segment[], sameSize: boolean): boolean {
  if (side.some((s) => s.text.length > MAX_LABEL_LENGTH)) return false;
  const ends = side.map((s) => ({ ...s, x: s.xEnd }));
  if (alignedShare(ends) < LABEL_SHARE || alignedShare(side) >= 0.5) return false;
  const onRow = side.filter((segment) =>
    other.some(
      (o) =>
        (!sameSize || Math.abs(o.fontSize - segment.fontSize) < 0.5) &&
        Math.abs(o.y - segment.y) <= SAME_ROW * Math.min(o.fontSize, segment.fontSize),
    ),
  );
  return onRow.length >= 0.5 * side.length;
}

/** Longest text of a form's label ('Designação da qualificação atribuída' wraps before this). */
const MAX_LABEL_LENGTH = 40;

/** Whether a row is a table's header row; asked for every split tried, so worked out once per row. */
const headerRowOf = new WeakMap<Segment[], boolean>();
function isHeaderRow(row: Segment[]): boolean {
  let header = headerRowOf.get(row);
  if (header === undefined) {
    header = isTableHeader(row);
    headerRowOf.set(row, header);
  }
  return header;
}

/** Whether a segment reads as a label of a gutter; tried for many splits of a page, so it is worked out once. */
const labelOf = new WeakMap<Segment, boolean>();
function isLabel(segment: Segment): boolean {
  let label = labelOf.get(segment);
  if (label === undefined) {
    const text = segment.text;
    label =
      isDateOnly(text) ||
      isStatusOnly(text) ||
      headingKind(text) !== null ||
      isTypedRule(text) ||
      FIELD_LABEL.test(text.trim()) ||
      isContact(text);
    labelOf.set(segment, label);
  }
  return label;
}

function isPageNumber(text: string): boolean {
  return /^(?:p[aá]g(?:ina)?\.?|page)?\s*\d{1,3}(?:\s*(?:de|of|\/)\s*\d{1,3})?$/i.test(text.trim());
}

function toLines(regions: Segment[][]): Line[] {
  const lines: Line[] = [];
  for (const region of regions) {
    let previousRowY = Number.NaN;
    let previousSize = 0;
    for (const row of rows(region)) {
      const first = row[0] as Segment;
      const gapAbove = Number.isNaN(previousRowY)
        ? Number.POSITIVE_INFINITY
        : (first.y - previousRowY) / Math.max(first.fontSize, previousSize);
      row.forEach((segment, i) => {
        lines.push({ ...segment, sameRow: i > 0, gapAbove: i > 0 ? 0 : gapAbove });
      });
      previousRowY = Math.max(...row.map((s) => s.y));
      previousSize = Math.max(...row.map((s) => s.fontSize));
    }
  }
  return lines;
}

function rows(segments: Segment[]): Segment[][] {
  const sorted = [...segments].sort((a, b) => a.y - b.y || a.x - b.x);
  const result: Segment[][] = [];
  for (const s of sorted) {
    const row = result.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - s.y) <= SAME_ROW * Math.min(anchor.fontSize, s.fontSize) + 0.5) {
      row.push(s);
    } else {
      result.push([s]);
    }
  }
  return result.map((row) => row.sort((a, b) => a.x - b.x));
}
