import { type Line, readingOrder } from "./reading-order.ts";
import { pageSegments } from "./segments.ts";
import type { PageText } from "./text-item.ts";

/** The lines of a document in reading order, page after page. */
export function layoutLines(pages: PageText[]): Line[] {
  return pages.flatMap((page) => readingOrder(pageSegments(page)));
}
