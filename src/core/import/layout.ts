import { type Line, readingOrder } from "./reading-order.ts";
import { withoutRunningHeads } from "./running-heads.ts";
import { pageSegments } from "./segments.ts";
import type { PageText } from "./text-item.ts";

/** The lines of a document in reading order, page after page, its running heads and footers left out. */
export function layoutLines(pages: PageText[]): Line[] {
  return withoutRunningHeads(pages.map(pageSegments)).flatMap((segments) => readingOrder(segments));
}
