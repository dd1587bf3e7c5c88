import { findDateRanges } from "./dates.ts";
import type { Line } from "./reading-order.ts";
import { hasBullet, joinLines } from "./text.ts";

/**
 * Entries written as paragraphs of running text, as a CV in prose prints them ('Consultor Técnico, Cargill
 * Nutrição Animal, Triângulo Mineiro, 2016–2019. Atendimento técnico a 60 fazendas…'): each paragraph whose
 * first sentence is names joined by commas and closed by its period becomes the entry's names, its period on
 * their row and the rest as its description. Other lines are left as they are.
 */
export function splitNarrativeEntries(lines: Line[]): Line[] {
  const right = Math.max(0, ...lines.map((l) => l.xEnd));
  const out: Line[] = [];
  for (let i = 0; i < lines.length; ) {
    const paragraph = paragraphAt(lines, i, right);
    out.push(...(narrativeEntry(paragraph) ?? paragraph));
    i += paragraph.length;
  }
  return out;
}

/** The lines of the paragraph starting at `start`: each filled to the right edge, as justified text is. */
function paragraphAt(lines: Line[], start: number, right: number): Line[] {
  const first = lines[start] as Line;
  const found = [first];
  if (first.sameRow || first.paragraph || hasBullet(first.text)) return found;
  for (let i = start + 1; i < lines.length; i++) {
    const previous = found.at(-1) as Line;
    const next = lines[i] as Line;
    const filled = previous.xEnd >= right - 2 * previous.fontSize;
    const same =
      !next.sameRow &&
      Math.abs(next.x - first.x) <= 2 &&
      Math.abs(next.fontSize - first.fontSize) < 0.5 &&
      next.gapAbove < 1.6 &&
      !hasBullet(next.text);
    if (!filled || !same) break;
    found.push(next);
  }
  return found;
}

/** A first sentence this long is no list of names. */
const MAX_NAMES_LENGTH = 160;

function narrativeEntry(paragraph: Line[]): Line[] | null {
  const first = paragraph[0] as Line;
  const text = joinLines(paragraph.map((l) => l.text.trim()));
  const range = findDateRanges(text)[0];
  if (!range || range.index > MAX_NAMES_LENGTH) return null;
  const names = text.slice(0, range.index);
  const after = text.slice(range.index + range.length);
  // Names and a place joined by commas, the period last in the sentence: 'Role, Employer, City, 2016–2019.'
  if (!/,\s*$/.test(names) || (names.match(/,/g) ?? []).length < 2) return null;
  if (!/^\.(?:\s+\p{Lu}|\s*$)/u.test(after)) return null;
  const last = paragraph.at(-1) as Line;
  const header: Line = { ...first, text: names.replace(/,\s*$/, ""), xEnd: last.xEnd };
  const period: Line = { ...first, text: text.slice(range.index, range.index + range.length), sameRow: true };
  const rest = after.replace(/^\.\s*/, "");
  if (rest === "") return [header, period];
  return [header, period, { ...first, text: rest, gapAbove: 1, paragraph: true }];
}
