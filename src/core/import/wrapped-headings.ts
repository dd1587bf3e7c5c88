import { headingKind } from "./headings.ts";
import type { Segment } from "./segments.ts";

/** The next line of a wrapped heading starts within this distance below (font sizes) and at the same left edge. */
const NEXT_LINE = 1.6;
const SAME_EDGE = 2;

/**
 * Puts back together section headings that wrapped onto a second line, as narrow margin headings do
 * ('EXPERIÊNCIA' over 'PROFISSIONAL'): two stacked segments in the same style become one when together they
 * name a section and the lower one alone names none or the same.
 */
export function joinWrappedHeadings(segments: Segment[]): Segment[] {
  const sorted = [...segments].sort((a, b) => a.y - b.y || a.x - b.x);
  const joined = new Set<Segment>();
  const result: Segment[] = [];
  for (const [i, first] of sorted.entries()) {
    if (joined.has(first)) continue;
    const second = nextLine(sorted, i);
    const together = second ? headingKind(`${first.text} ${second.text}`) : null;
    const lower = second ? headingKind(second.text) : null;
    // Under a heading, the lower one may name the same section alone ('HABILIDADES' over 'TÉCNICAS').
    const narrows = lower === together && headingKind(first.text) !== null;
    if (second && together !== null && (lower === null || narrows)) {
      joined.add(second);
      result.push({
        ...first,
        text: `${first.text} ${second.text}`,
        xEnd: Math.max(first.xEnd, second.xEnd),
      });
    } else {
      result.push(first);
    }
  }
  return result;
}

/**
 * The first segment after `sorted[i]` that continues it. Segments are sorted top-down, so the search stops at
 * the first one too far below: a page of many rows is not searched to its end from each of them.
 */
function nextLine(sorted: Segment[], i: number): Segment | undefined {
  const first = sorted[i] as Segment;
  for (let j = i + 1; j < sorted.length; j++) {
    const next = sorted[j] as Segment;
    if (next.y - first.y > NEXT_LINE * first.fontSize) return undefined;
    if (continues(first, next)) return next;
  }
  return undefined;
}

function continues(first: Segment, next: Segment): boolean {
  const below = next.y - first.y;
  return (
    below > 0.45 * first.fontSize &&
    below <= NEXT_LINE * first.fontSize &&
    Math.abs(next.x - first.x) <= SAME_EDGE &&
    Math.abs(next.fontSize - first.fontSize) < 0.5 &&
    next.bold === first.bold &&
    next.upper === first.upper
  );
}
