import type { Segment } from "./segments.ts";
import { fold, squash } from "./text.ts";

/** An e-mail address or a phone number. */
const CONTACT = /@|\d{4,5}[\s.-]?\d{4}/;

/** Rows at a page's top and bottom where running heads and footers are printed. */
const EDGE_ROWS = 2;

/**
 * Page heads and footers repeated on every page ('Curriculum vitae · Ana Souza', '© União Europeia |
 * europass… Página 1 / 2') are read once: a segment printed in the first or last rows of two or more pages
 * is left out of every page after the first, and out of the first page's footer unless it holds contact data.
 */
export function withoutRunningHeads(pages: Segment[][]): Segment[][] {
  if (pages.length < 2) return pages;
  const edges = pages.map(edgeSegments);
  const seen = new Map<string, Set<number>>();
  edges.forEach((edge, page) => {
    for (const segment of [...edge.top, ...edge.bottom]) {
      const key = keyOf(segment.text);
      seen.set(key, (seen.get(key) ?? new Set()).add(page));
    }
  });
  const repeated = (segment: Segment) => (seen.get(keyOf(segment.text))?.size ?? 0) >= 2;
  return pages.map((segments, page) => {
    const edge = edges[page] as { top: Set<Segment>; bottom: Set<Segment> };
    return segments.filter((segment) => {
      if (!repeated(segment) || !(edge.top.has(segment) || edge.bottom.has(segment))) return true;
      // The first page keeps its head, and a footer with the person's contact data (printed there only).
      return page === 0 && (edge.top.has(segment) || CONTACT.test(segment.text));
    });
  });
}

/** Digits may change from page to page ('Página 1 / 2'). */
function keyOf(text: string): string {
  return squash(fold(text).replace(/\d+/g, "#"));
}

function edgeSegments(segments: Segment[]): { top: Set<Segment>; bottom: Set<Segment> } {
  const ys = [...new Set(segments.map((s) => Math.round(s.y)))].sort((a, b) => a - b);
  const topRows = new Set(ys.slice(0, EDGE_ROWS));
  const bottomRows = new Set(ys.slice(-EDGE_ROWS));
  return {
    top: new Set(segments.filter((s) => topRows.has(Math.round(s.y)))),
    bottom: new Set(segments.filter((s) => bottomRows.has(Math.round(s.y)))),
  };
}
