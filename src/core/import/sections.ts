import { isContact } from "./contact.ts";
import { headingKind, type SectionKind } from "./headings.ts";
import { type Line, setAlike } from "./reading-order.ts";
import { likeRegion, lineRegions, type Region } from "./regions.ts";
import { squash } from "./text.ts";

export interface Section {
  kind: SectionKind;
  heading: string;
  lines: Line[];
}

interface Sections {
  /** Lines before the first heading (name, headline, contact). */
  header: Line[];
  sections: Section[];
}

/** 'Objetivo: Vaga de Recepcionista' — a heading and its content on one line. */
const LABELLED_HEADING = /^([^:]{3,40}):\s*(\S.*)$/;
/** A heading in capitals with its value after it on its line, as a Europass CV prints them ('PUESTO SOLICITADO …'). */
const CAPITALS_HEADING = /^(\p{Lu}[\p{Lu} ]{2,39}?)\s+(\p{Lu}\p{Ll}.*)$/u;

/** A known heading printed with its section's first text on its line ('Ferramentas: Excel, SAP'), or null. */
export function inlineHeading(text: string): { kind: SectionKind; heading: string; rest: string } | null {
  const inline = LABELLED_HEADING.exec(text) ?? CAPITALS_HEADING.exec(text);
  const kind = inline ? headingKind(`${inline[1]}:`) : null;
  return inline && kind ? { kind, heading: inline[1] as string, rest: (inline[2] as string).trim() } : null;
}

/**
 * Cuts the lines into sections at their headings. A heading is a known section name standing alone on
 * its line and set apart (bold, capitals, larger, or a gap above); a heading wrapped over two lines
 * ('COMPETÊNCIAS' / 'INTERPESSOAIS') is read as one.
 */
export function splitSections(lines: Line[]): Sections {
  const body = bodySize(lines);
  const lookalike = headingLookalike(lines, body);
  const header: Line[] = [];
  const sections: Section[] = [];
  const regions = lineRegions(lines);
  // The section in force at the end of each region read so far.
  const lastSection = new Map<Region, Section | null>();
  let current: Section | null = null;
  let headingLine: Line | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const before = lines[i - 1];
    const region = regions[i] as Region;
    if (before && region !== regions[i - 1]) {
      lastSection.set(regions[i - 1] as Region, current);
      // A new column on the same page ends the section above it. A new page carries on the section of the
      // previous page's region printed like this one: beside a sidebar, the main column's, not the sidebar's.
      if (line.page === before.page) current = null;
      else current = carriedSection(region, before.page, lastSection) ?? current;
    }
    const next = lines[i + 1];
    if (next && !next.sameRow && continuesHeading(line, next)) {
      const joined = `${line.text} ${next.text}`;
      const kind = headingKind(joined);
      if (kind && looksLikeHeading(line, body)) {
        current = { kind, heading: squash(joined), lines: [] };
        sections.push(current);
        i++;
        continue;
      }
    }
    const kind = headingKind(line.text);
    if (kind && looksLikeHeading(line, body)) {
      // A heading in a margin wrapped beside its section's first row ('Work' / 'Experience'): one heading.
      const joined = current && headingLine && wrapsHeading(headingLine, line, current);
      if (current && joined) {
        current.heading = squash(`${current.heading} ${line.text}`);
        current.kind = joined;
        headingLine = line;
        continue;
      }
      current = { kind, heading: line.text, lines: [] };
      headingLine = line;
      sections.push(current);
      continue;
    }
    // A title in a heading's type with contact data under it is the headline under the name, not a section.
    if (lookalike(line) && !(next && isContact(next.text))) {
      current = { kind: guessKind(line.text), heading: line.text, lines: [] };
      sections.push(current);
      continue;
    }
    const inline = line.sameRow ? null : inlineHeading(line.text);
    if (inline) {
      current = {
        kind: inline.kind,
        heading: inline.heading,
        lines: [{ ...line, text: inline.rest, sameRow: false }],
      };
      sections.push(current);
      continue;
    }
    // The first line beside a heading set in a margin starts its section's first row.
    if (current)
      current.lines.push(current.lines.length === 0 && line.sameRow ? { ...line, sameRow: false } : line);
    else header.push(line);
  }
  return { header, sections };
}

/**
 * The kind of heading `line` makes with the one above it when it is that heading's second line set in a margin:
 * same place and type, right under it, with at most a row of the section beside them in between.
 */
function wrapsHeading(above: Line, line: Line, section: Section): SectionKind | null {
  if (section.lines.length > 2 || line.page !== above.page) return null;
  if (Math.abs(line.x - above.x) > 2 || Math.abs(line.fontSize - above.fontSize) > 0.3) return null;
  if (line.bold !== above.bold || line.y - above.y > 2 * above.fontSize) return null;
  return headingKind(`${section.heading} ${line.text}`);
}

function carriedSection(
  region: Region,
  page: number,
  lastSection: Map<Region, Section | null>,
): Section | null | undefined {
  const like = likeRegion(
    region,
    [...lastSection.keys()].filter((candidate) => candidate.page === page),
  );
  return like ? lastSection.get(like) : null;
}

const styleOf = (line: Line) => `${line.bold}|${line.upper}|${Math.round(line.fontSize * 2)}`;

/**
 * Headings this file prints in a type of their own: a short line in exactly the type of the known headings
 * (and of few other lines) is a heading too, even when its words are not known ('Realizações').
 */
function headingLookalike(lines: Line[], body: number): (line: Line) => boolean {
  const known = lines.filter((l) => headingKind(l.text) && looksLikeHeading(l, body));
  // Bold at the body size alone is too common (job titles) to mark a heading.
  const styles = new Set(known.filter((l) => l.upper || l.fontSize > body * 1.08).map(styleOf));
  const others = new Map<string, number>();
  for (const line of lines) {
    if (!headingKind(line.text)) others.set(styleOf(line), (others.get(styleOf(line)) ?? 0) + 1);
  }
  const distinctive = new Set(
    [...styles].filter(
      (style) =>
        (others.get(style) ?? 0) <= Math.max(1, known.filter((l) => styleOf(l) === style).length / 3),
    ),
  );
  // Headings are set apart by space; a bold name inside an entry is not.
  const gaps = known.map((l) => l.gapAbove).filter((g) => Number.isFinite(g) && g > 0);
  const minGap = gaps.length > 0 ? 0.8 * Math.min(...gaps) : 0;
  // Where headings stand: flush with the known ones in their type, or centred like them (an employer in a heading's type
  // in the main column is no heading when the headings stand in a margin).
  const placed = (line: Line) => known.some((k) => styleOf(k) === styleOf(line) && setAlike(k, line, 3));
  return (line) =>
    distinctive.has(styleOf(line)) &&
    placed(line) &&
    line.gapAbove >= minGap &&
    !line.sameRow &&
    !headingKind(line.text) &&
    line.text.length <= 40 &&
    line.text.split(/\s+/).length <= 5 &&
    // A heading is words ('Realizações', 'At sea'): an acronym or a language in the headings' type ('SQL',
    // 'C++') is a list's item.
    (/\p{L}{5}/u.test(line.text) || /^\p{L}+(?:\s+\p{L}+)+$/u.test(line.text)) &&
    !/[\d@+#]|[.,;:]$/.test(line.text);
}

const GUESSES: [RegExp, SectionKind][] = [
  [/experi|trajet|carreir|career|employ|work/, "experience"],
  [/forma[cç]|educa|escolar|acad[eê]m|gradua/, "education"],
  [/idioma|l[ií]ngua|language/, "languages"],
  [/comportament|interpessoa|pessoa|soft/, "softSkills"],
  [/habilid|compet[eê]n|conhecim|skill|ferrament|tecnolog/, "skills"],
  [/objetiv|objective/, "objective"],
  [/resumo|perfil|sobre|summary|profile|about/, "summary"],
];

function guessKind(text: string): SectionKind {
  const lower = text.toLowerCase();
  return GUESSES.find(([pattern]) => pattern.test(lower))?.[1] ?? "other";
}

function continuesHeading(line: Line, next: Line): boolean {
  return (
    next.bold === line.bold &&
    next.upper === line.upper &&
    Math.abs(next.fontSize - line.fontSize) < 0.5 &&
    next.gapAbove < 1.8 &&
    next.page === line.page
  );
}

function looksLikeHeading(line: Line, body: number): boolean {
  if (line.sameRow) return false;
  return (
    line.bold ||
    line.upper ||
    line.fontSize > body * 1.08 ||
    line.gapAbove >= 1.8 ||
    line.gutterHeading === true
  );
}

/** The most common font size, weighted by text length. */
function bodySize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.fontSize * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 10;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight) {
      best = size;
      bestWeight = w;
    }
  }
  return best;
}
