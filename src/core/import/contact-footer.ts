import { findEmail, findPhone } from "./contact.ts";
import type { Line } from "./reading-order.ts";

/** Space above a page's foot, in font sizes: far more than between any two lines of its text. */
const FOOTER_GAP = 6;
/** A contact footer is a few lines: address, phone and e-mail, a registration. */
const MAX_FOOTER_LINES = 4;

/**
 * The person's contact printed as a page's footer (moderncv's 'casual' style sets address, phone and e-mail
 * at the foot of the page): a page's last few lines, set far below its text, with an e-mail or a phone among
 * them. They belong with the header, not at the end of the page's last section.
 */
export function contactFooter(lines: Line[]): Set<Line> {
  const footer = new Set<Line>();
  for (let start = 0; start < lines.length; start++) {
    const first = lines[start] as Line;
    if (!Number.isFinite(first.gapAbove) || first.gapAbove < FOOTER_GAP) continue;
    let end = start + 1;
    while (end < lines.length && (lines[end] as Line).page === first.page) end++;
    const block = lines.slice(start, end);
    if (block.length > MAX_FOOTER_LINES || block.some((line) => !Number.isFinite(line.gapAbove))) continue;
    if (block.some((line) => findEmail(line.text) !== null || findPhone(line.text) !== null))
      for (const line of block) footer.add(line);
  }
  return footer;
}
