import { headingKind } from "./headings.ts";
import type { Line } from "./reading-order.ts";
import { squash, titleCase } from "./text.ts";

const NAME_WORD = /^[\p{L}][\p{L}'’.-]*$/u;
/** A word of a name: capitalised, or a particle between its parts ('da', 'dos', 'e', "d'Ávila"). */
const NAME_PART = /^(?:[\p{Lu}][\p{L}'’.-]*|d[aeo]s?|e|d['’][\p{Lu}][\p{L}'’.-]*)$/u;
/** Words in a whole name at most ('Maria da Conceição dos Santos Albuquerque Oliveira' has 7). */
const NAME_WORDS_MAX = 8;

/** A document's title printed where a name would be: 'Curriculum Vitae', 'Currículo Profissional'. */
const DOCUMENT_TITLE = /^(?:curr[ií]cul(?:o|um)(?:\s+(?:vitae|vitæ|profissional))?|resum[eé]|cv)$/iu;

function looksLikeName(line: Line): boolean {
  const words = line.text.split(/\s+/);
  // Up to six words of any kind; a longer whole name on one line has only capitalised words and particles.
  const most = words.every((w) => NAME_PART.test(w)) ? NAME_WORDS_MAX : 6;
  if (words.length < 2 || words.length > most) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  if (headingKind(line.text) || DOCUMENT_TITLE.test(squash(line.text))) return false;
  return !/[@\d]/.test(line.text);
}

/** 'Nome: Maria da Silva', as the forms-like Brazilian resumes print it. */
const NAME_LABEL =
  /^(?:nome(?:\s+completo)?|nombre(?:\s+completo|\s+y\s+apellidos?)?|(?:full\s+)?name)\s*:\s*(\S.*)$/iu;

/** The name given after a 'Nome:' label ('Nombre y apellido:', 'Full name:'), when the resume prints one. */
export function findLabelledName(lines: Line[]): string | null {
  for (const line of lines) {
    const value = NAME_LABEL.exec(line.text.trim())?.[1];
    if (value && looksLikeName({ ...line, text: squash(value) })) return displayName(value);
  }
  return null;
}

/**
 * 'Fernando Alves Cordeiro | Gerente Comercial Regional': a name and a title printed as one line in the
 * name's type, made two lines, the title read as the headline under the name.
 */
export function splitNameAndTitle(lines: Line[]): Line[] {
  const { page, largest } = firstPageType(lines);
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const parts = /^(.+?)\s+[|–—]\s+(\S.*)$/u.exec(line.text);
    const name = squash(parts?.[1] ?? "");
    if (
      !parts ||
      line.page !== page ||
      line.fontSize < 0.9 * largest ||
      !looksLikeName({ ...line, text: name })
    ) {
      out.push(line);
      continue;
    }
    let title = parts[2] as string;
    // The title wrapped onto the next line, in the same type.
    const next = lines[i + 1];
    if (next && !next.sameRow && next.gapAbove < 1.6 && Math.abs(next.fontSize - line.fontSize) < 0.3) {
      title = `${title} ${next.text}`;
      i++;
    }
    const width = (line.xEnd - line.x) / Math.max(1, line.text.length);
    out.push(
      { ...line, text: name, xEnd: line.x + width * name.length },
      { ...line, text: title, x: line.x, y: line.y + 0.01, sameRow: false, gapAbove: 1.6 },
    );
  }
  return out;
}

/**
 * A name printed in two runs on one row (a first name in a lighter weight or another colour beside the
 * family name), or a first name stacked over the family name, made one line, so it reads as a whole name.
 */
export function joinSplitName(lines: Line[]): Line[] {
  const { page, largest } = firstPageType(lines);
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const joins =
      previous !== undefined &&
      line.sameRow &&
      line.page === page &&
      previous.fontSize >= 0.9 * largest &&
      line.fontSize >= 0.75 * previous.fontSize &&
      line.x - previous.xEnd < 1.2 * previous.fontSize &&
      NAME_WORD.test(line.text.split(/\s+/)[0] ?? "");
    // A first name alone above the family name, as tall, in any weight ('BIANCA' / 'MOREIRA SATO').
    const stacked =
      previous !== undefined &&
      !line.sameRow &&
      line.page === page &&
      previous.fontSize >= 0.9 * largest &&
      Math.abs(line.fontSize - previous.fontSize) < 0.3 &&
      Math.abs(line.x - previous.x) <= 2 &&
      line.gapAbove < 1.6 &&
      NAME_WORD.test(previous.text.trim()) &&
      line.text
        .trim()
        .split(/\s+/)
        .every((word) => NAME_PART.test(word));
    if (joins || stacked)
      out[out.length - 1] = {
        ...previous,
        text: `${previous.text} ${line.text}`,
        xEnd: Math.max(previous.xEnd, line.xEnd),
      };
    else out.push(line);
  }
  return out;
}

/** The first page and the largest type printed on it, where a name stands. */
function firstPageType(lines: Line[]): { page: number | undefined; largest: number } {
  const page = lines[0]?.page;
  const sizes = lines.filter((l) => l.page === page).map((l) => l.fontSize);
  return { page, largest: Math.max(0, ...sizes) };
}

/** The name: the largest text on the first page that reads as a person's name. */
export function findNameLine(lines: Line[]): Line | null {
  const firstPage = lines.filter((l) => l.page === lines[0]?.page);
  let best: Line | null = null;
  for (const line of firstPage) {
    if (!looksLikeName(line)) continue;
    if (!best || line.fontSize > best.fontSize + 0.25) best = line;
  }
  return best;
}

/** Lines a narrow column may wrap a name into, after its first. */
const NAME_WRAPS_MAX = 4;

/**
 * The name's lines: the name line and, when a narrow column wrapped it ('Maria da' / 'Conceição dos' /
 * 'Santos'), the lines right under it in the same type.
 */
export function nameLines(lines: Line[], nameLine: Line): Line[] {
  const found = [nameLine];
  let words = nameLine.text.split(/\s+/).length;
  for (let i = lines.indexOf(nameLine) + 1; i < lines.length && found.length <= NAME_WRAPS_MAX; i++) {
    const next = lines[i] as Line;
    // Contact lines set beside the name, in smaller type, come between its lines in reading order.
    if (next.x > nameLine.xEnd && next.fontSize < 0.8 * nameLine.fontSize) continue;
    words += next.text.split(/\s+/).length;
    if (!continuesName(found.at(-1) as Line, next) || words > NAME_WORDS_MAX) break;
    found.push(next);
  }
  return found;
}

function continuesName(line: Line, next: Line): boolean {
  const words = next.text.split(/\s+/);
  return (
    !next.sameRow &&
    // Under it: a badge of initials set beside the name, as tall, is not part of it.
    next.x < line.xEnd &&
    next.xEnd > line.x &&
    Math.abs(next.fontSize - line.fontSize) < 0.3 &&
    next.bold === line.bold &&
    next.gapAbove < 1.6 &&
    words.length <= 4 &&
    words.every((word) => NAME_PART.test(word)) &&
    /\p{Lu}/u.test(next.text) &&
    !headingKind(next.text)
  );
}

export function displayName(text: string): string {
  const clean = squash(text);
  return /\p{Ll}/u.test(clean) ? clean : titleCase(clean);
}
