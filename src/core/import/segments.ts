import { isDateOnly } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { isMarkOnly } from "./text.ts";
import type { PageText, TextItem } from "./text-item.ts";

/**
 * A run of text on one row of a page that reads as one piece: items on the same baseline with no wide gap
 * between them. A row split by a wide gap (a tab stop, a second column) gives several segments.
 */
export interface Segment {
  text: string;
  page: number;
  x: number;
  xEnd: number;
  /** Baseline, top-down. */
  y: number;
  fontSize: number;
  bold: boolean;
  /** Whether every letter is a capital (and there are letters). */
  upper: boolean;
  /** A whole paragraph from a word-processor file: never wrapped, never to be joined with the next. */
  paragraph?: boolean;
}

/** Baselines closer than this share a row (fraction of the smaller font size). */
const SAME_ROW = 0.45;
/** A horizontal gap wider than this (fraction of the font size) starts a new segment. */
const SEGMENT_GAP = 1.25;
/** Justified text spreads single words wider than a segment gap; such a row is put back together. */
const JUSTIFIED_GAP = 2.2;
/** A gap wider than this (fraction of the font size) reads as a space between words. */
const WORD_GAP = 0.12;

export function pageSegments(page: PageText): Segment[] {
  const rows = groupRows(page.items.flatMap(withoutLeaders));
  const segments: Segment[] = [];
  for (const row of rows) segments.push(...splitRow(row));
  return segments;
}

/** Dot leaders a tab stop draws ('Samsung.........Set/2019 – Atual'): four dots or more, maybe spaced. */
const LEADERS = /(?:\s*[.·…]){4,}\s*/gu;

/**
 * An item without the dot leaders in it: the texts on either side stand apart, as across a tab stop without
 * leaders, placed along the item's width by their share of its characters.
 */
function withoutLeaders(item: TextItem): TextItem[] {
  if (!LEADERS.test(item.text)) return [item];
  LEADERS.lastIndex = 0;
  const perChar = item.width / Math.max(1, item.text.length);
  const parts: TextItem[] = [];
  let at = 0;
  for (const leaders of item.text.matchAll(LEADERS)) {
    parts.push(part(item, at, leaders.index, perChar));
    at = leaders.index + leaders[0].length;
  }
  parts.push(part(item, at, item.text.length, perChar));
  return parts.filter((p) => p.text.trim() !== "");
}

function part(item: TextItem, from: number, to: number, perChar: number): TextItem {
  return {
    ...item,
    text: item.text.slice(from, to),
    x: item.x + from * perChar,
    width: (to - from) * perChar,
  };
}

type Row = { y: number; size: number; items: TextItem[]; placed: Map<string, number[]> };

function groupRows(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const item of sorted) {
    const row = findRow(rows, item);
    if (row) {
      row.items.push(item);
      row.size = Math.max(row.size, item.fontSize);
    } else {
      rows.push({ y: item.y, size: item.fontSize, items: [item], placed: new Map() });
    }
    place(row ?? (rows.at(-1) as Row), item);
  }
  return rows.sort((a, b) => a.y - b.y).map((r) => r.items.sort((a, b) => a.x - b.x));
}

/**
 * The first row that takes the item: its baseline close enough, and the same text not already printed at the
 * same place (fake bold, shadows are one item). Rows are made top-down, so the search starts, by bisection, at
 * the first row close enough above the item instead of at the top of the page.
 */
function findRow(rows: Row[], item: TextItem): Row | undefined {
  const top = item.y - SAME_ROW * item.fontSize;
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((rows[middle] as Row).y < top) low = middle + 1;
    else high = middle;
  }
  for (let i = low; i < rows.length; i++) {
    const row = rows[i] as Row;
    if (Math.abs(row.y - item.y) <= SAME_ROW * Math.min(row.size, item.fontSize) && !printedAt(row, item)) {
      return row;
    }
  }
  return undefined;
}

/** Items are looked up by text and whole point, so a row of many words is not compared word with word. */
const placeKey = (text: string, x: number) => `${Math.floor(x)}\u0000${text}`;

function place(row: Row, item: TextItem): void {
  const key = placeKey(item.text, item.x);
  const xs = row.placed.get(key);
  if (xs) xs.push(item.x);
  else row.placed.set(key, [item.x]);
}

/** Whether the row already holds the same text within a point of the item's place. */
function printedAt(row: Row, item: TextItem): boolean {
  const whole = Math.floor(item.x);
  return [whole - 1, whole, whole + 1].some((x) =>
    row.placed.get(placeKey(item.text, x))?.some((other) => Math.abs(other - item.x) < 1),
  );
}

function splitRow(items: TextItem[]): Segment[] {
  const segments: Segment[] = [];
  let current: TextItem[] = [];
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    // A gap is measured in the smaller type: a small contact line beside a large name is not one run.
    const size = Math.min(item.fontSize, current.at(-1)?.fontSize ?? item.fontSize);
    const onlyBullet = current.length > 0 && isBulletOnly(current);
    const previous = current.at(-1);
    if (
      current.length > 0 &&
      !onlyBullet &&
      (item.x - end > SEGMENT_GAP * size ||
        (previous !== undefined && otherType(previous, item, end)) ||
        marginHeading(current, item, end) ||
        datesColumn(current, item, end))
    ) {
      segments.push(toSegment(current));
      current = [];
    }
    current.push(item);
    end = Math.max(end, item.x + item.width);
  }
  if (current.length > 0) segments.push(toSegment(current));
  const kept = segments.filter((s) => s.text !== "");
  return isJustified(kept) ? [toSegment(items)] : kept;
}

/**
 * Text in another size right after the last item, with no space between them: a column printed up to the
 * next one's edge (an overfull sidebar), not a word of the same line. A superscript ('3º', smaller and
 * raised) and small capitals stay.
 */
function otherType(previous: TextItem, item: TextItem, end: number): boolean {
  const large = Math.max(previous.fontSize, item.fontSize);
  const noSpace = !/\s$/.test(previous.text) && !/^\s/.test(item.text) && item.x - end < WORD_GAP * large;
  if (!noSpace || Math.min(previous.fontSize, item.fontSize) >= 0.92 * large || !/\p{L}/u.test(item.text))
    return false;
  const raised = item.fontSize < previous.fontSize && previous.y - item.y > 0.2 * large;
  // Small capitals drawn as capitals of two sizes ('P' + 'ERFIL') are one word.
  const smallCaps = !/\p{Ll}/u.test(previous.text) && !/\p{Ll}/u.test(item.text);
  return !raised && !smallCaps;
}

function startsColumn(text: string): boolean {
  return headingKind(text) !== null || /^\p{L}[\p{L} ]{1,20}:$/u.test(text.trim());
}

/** A period set in a column of its own before the entry's text ('03/2021 –   Gerente de Contrato, …'). */
function datesColumn(current: TextItem[], item: TextItem, end: number): boolean {
  if (item.x - end <= 0.3 * item.fontSize || !/\p{L}{2}/u.test(item.text) || isDateOnly(item.text))
    return false;
  return isDateOnly(current.map((i) => i.text).join(" "));
}

/** A section heading set in a margin, with the section's first line beside it ('Experience  Embraer, …'). */
function marginHeading(current: TextItem[], item: TextItem, end: number): boolean {
  if (item.x - end <= 0.6 * item.fontSize) return false;
  // A heading or a field label starting a column printed close to this one ('… pay-   Skills').
  const last = current.at(-1) as TextItem;
  if ((item.fontSize > 1.15 * last.fontSize || item.bold !== last.bold) && startsColumn(item.text))
    return true;
  if (!/\p{Ll}/u.test(item.text)) return false;
  const heading = current.map((i) => i.text).join(" ");
  // A letter-spaced heading ('E X P E R I Ê N C I A  P R O F I S S I O N A L') goes on after a wide gap.
  return !/(?:^|\s)\S\s\S\s\S/u.test(heading) && headingKind(heading) !== null;
}

/** A row cut into three or more single words with moderate gaps is one justified line. */
function isJustified(segments: Segment[]): boolean {
  if (segments.length < 3) return false;
  if (!segments.every((s) => !/\s/.test(s.text))) return false;
  return segments.every((s, i) => {
    const previous = segments[i - 1];
    return !previous || s.x - previous.xEnd < JUSTIFIED_GAP * s.fontSize;
  });
}

function isBulletOnly(items: TextItem[]): boolean {
  return items.every((i) => isMarkOnly(i.text));
}

function toSegment(items: TextItem[]): Segment {
  let text = "";
  let end = Number.NEGATIVE_INFINITY;
  for (const item of items) {
    const gap = item.x - end;
    if (text !== "" && gap > WORD_GAP * item.fontSize && !/\s$/.test(text) && !/^\s/.test(item.text))
      text += " ";
    text += item.text;
    end = Math.max(end, item.x + item.width);
  }
  const letters = items.filter((i) => /\p{L}/u.test(i.text));
  const weight = (list: TextItem[]) => list.reduce((n, i) => n + i.text.length, 0);
  const boldShare = weight(letters.filter((i) => i.bold)) / Math.max(1, weight(letters));
  const first = items[0] as TextItem;
  const clean = capitalI(unspace(text.replace(/\s+/g, " ").trim()));
  return {
    text: clean,
    page: first.page,
    x: first.x,
    xEnd: end,
    y: Math.max(...items.map((i) => i.y)),
    fontSize: Math.max(...items.map((i) => i.fontSize)),
    bold: letters.length > 0 && boldShare >= 0.6,
    upper: /\p{Lu}/u.test(clean) && !/\p{Ll}/u.test(clean),
  };
}

/**
 * Words in capitals but for a small 'i' ('ANALiSTA DE MARKETiNG', some small-caps fonts' text layer) in
 * capitals all through, so they read as the capitals they print.
 */
export function capitalI(text: string): string {
  return text.replace(/[\p{L}]*i[\p{L}]*/gu, (word) =>
    /^[\p{Lu}i]+$/u.test(word) && (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2 ? word.toUpperCase() : word,
  );
}

/** 'P E R F I L  P R O F I S S I O N A L' (letter-spaced headings) -> 'PERFIL PROFISSIONAL'. */
export function unspace(text: string): string {
  if (!/^(\S ){3,}\S/.test(text)) return text;
  const words = text.split(/ {2,}/);
  if (!words.every((w) => /^(\S ?)+$/.test(w) && w.split(" ").every((c) => c.length === 1))) return text;
  return words.map((w) => w.replace(/ /g, "")).join(" ");
}
