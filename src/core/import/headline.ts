import { isContact, isPersonalData, withoutRegistration } from "./contact.ts";
import { findDateRange } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { nameLines } from "./name.ts";
import { type Line, setAlike } from "./reading-order.ts";
import { inlineHeading } from "./sections.ts";
import { squash, stripBullet } from "./text.ts";
import { roleScore } from "./vocabulary.ts";

/**
 * The headline printed right under the name ('Desenvolvedor Full Stack Sênior'), when the next line is
 * neither contact data nor a heading.
 */
export function findHeadline(lines: Line[], nameLine: Line): string | null {
  return headlineBelow(lines, nameLine) ?? headlineAbove(lines, nameLine);
}

function headlineBelow(lines: Line[], nameLine: Line): string | null {
  const lastNameLine = nameLines(lines, nameLine).at(-1) as Line;
  const start = lines.indexOf(lastNameLine);
  for (let i = start + 1; i < Math.min(lines.length, start + 8); i++) {
    const line = lines[i] as Line;
    // Beside a contact column, the headline shares a row with it: it counts where it stands under the name.
    if (line.sameRow && (isContact(line.text) || Math.abs(line.x - nameLine.x) > 2)) continue;
    if (isContact(line.text) || isPersonalData(line.text) || endsAddress(lines, i)) continue;
    // Initials in a badge beside the name ('VA') are not a headline.
    if (/^\p{Lu}{1,3}$/u.test(line.text.trim())) continue;
    const found = headlineAt(lines, i, nameLine, lastNameLine);
    if (found !== undefined) return found ?? underName(lines, nameLine, lastNameLine, i);
  }
  return null;
}

/** The end of a web address a narrow line broke after a hyphen or a slash ('linkedin.com/in/ana-' / 'souza'). */
function endsAddress(lines: Line[], i: number): boolean {
  const before = lines[i - 1]?.text.trim() ?? "";
  return isContact(before) && /[-/]$/.test(before) && !/\s/.test((lines[i] as Line).text.trim());
}

/**
 * A headline set right above the name in smaller type, as a kicker ('Analista de Compras Sênior' over 'Priscila
 * Amaral Hashimoto'), when it reads as a role; not the document's title ('Currículo do trabalhador').
 */
function headlineAbove(lines: Line[], nameLine: Line): string | null {
  const i = lines.indexOf(nameLine) - 1;
  const line = lines[i];
  if (!line || line.sameRow || line.page !== nameLine.page) return null;
  if (
    !setAlike(line, nameLine) ||
    line.fontSize >= 0.8 * nameLine.fontSize ||
    nameLine.y - line.y > 4 * nameLine.fontSize
  )
    return null;
  if (isContact(line.text) || isPersonalData(line.text) || TITLE_WORD.test(line.text)) return null;
  // Above the name may also stand the site or the firm that printed it ('Banco Fictício de Empregos').
  if (roleScore(line.text) <= 0) return null;
  return headlineAt(lines, i, nameLine, nameLine) ?? null;
}

/** A word of a document's title anywhere in a line ('Currículo do trabalhador', 'CV · 2025'). */
const TITLE_WORD = /\b(?:curr[ií]cul(?:o|um)|resum[eé]|cv)\b/iu;

/**
 * The headline the line at i is, null when that line ends the search (a heading, a period, a sentence), or
 * undefined when the search goes on past it.
 */
function headlineAt(lines: Line[], i: number, nameLine: Line, lastNameLine: Line): string | null | undefined {
  const line = lines[i] as Line;
  if (headingKind(line.text) || findDateRange(line.text)) return null;
  if (inlineHeading(line.text)) return null;
  if (line.page !== nameLine.page || line.y - lastNameLine.y > 4 * nameLine.fontSize) return null;
  // A marker some layouts print before the headline ('> Analista de Dados') is not part of it.
  const wrapped = headlineWrap(line, lines[i + 1], lines);
  const joined = withoutRegistration(
    squash(stripBullet(wrapped ? `${line.text} ${wrapped.text}` : line.text)),
  );
  // A separator left at the end where what followed it was cut ('… e Cultura | CRP 03/00000').
  const text = joined.replace(/\s*[|·•]$/u, "");
  const words = text.split(" ");
  // A profile's headline may list areas after bars ('Customer Success Manager at Pipefy | B2B SaaS | …').
  const listed = / \| /.test(text);
  if (words.length > (listed ? 18 : 10) || text.length > (listed ? 140 : 90) || /[.;:]$/.test(text))
    return null;
  // The first line of a paragraph is a sentence cut short, not a headline.
  if (
    OPEN_SENTENCE.test(text) ||
    continuesParagraph(wrapped ?? line, lines[lines.indexOf(wrapped ?? line) + 1])
  )
    return null;
  return text;
}

/**
 * Where the reading order went from the name to a column (a header band over a margin column), the line
 * printed right under the name, across its width, read later: the headline if it reads as one.
 */
function underName(lines: Line[], nameLine: Line, lastNameLine: Line, stoppedAt: number): string | null {
  let best = -1;
  const stop = lines[stoppedAt] as Line;
  lines.forEach((l, i) => {
    // Between the name and the line the reading went on to.
    const below = l.page === lastNameLine.page && l.y > lastNameLine.y && l.y < stop.y && !l.sameRow;
    const across = l.x >= nameLine.x - 2 && l.xEnd <= nameLine.xEnd + 2;
    if (below && across && i > stoppedAt && (best < 0 || l.y < (lines[best] as Line).y)) best = i;
  });
  if (best < 0 || isContact((lines[best] as Line).text)) return null;
  return headlineAt(lines, best, nameLine, lastNameLine) ?? null;
}

/** A text that stops on a word that needs another after it ('… experiência em'). */
const OPEN_SENTENCE = /\s(?:de|da|do|das|dos|em|na|no|com|para|e|a|o|que|of|in|and|with|the|to|for|a|an)$/iu;

function continuesParagraph(line: Line, next: Line | undefined): boolean {
  return (
    next !== undefined &&
    !next.sameRow &&
    next.gapAbove < 1.6 &&
    Math.abs(next.fontSize - line.fontSize) < 0.3 &&
    /^\p{Ll}/u.test(next.text) &&
    // A heading set in lower case ('contact', 'profile') starts a section, it does not go on.
    headingKind(next.text) === null
  );
}

/** The rest of a headline a narrow column wrapped ('Coordenadora de Marketing' / 'Digital'): same type, under it. */
function headlineWrap(line: Line, after: Line | undefined, lines: Line[]): Line | null {
  // A contact line printed beside the headline may come between its two lines in reading order.
  let next = after;
  for (let i = lines.indexOf(after as Line); next && i < lines.length && isContact(next.text); i++) {
    if (Math.abs(next.fontSize - line.fontSize) < 0.3) break;
    next = lines[i + 1];
  }
  if (!next || next.sameRow || next.gapAbove >= 1.6) return null;
  // Wrapped under it: set flush with it, or centred like it.
  if (!setAlike(next, line)) return null;
  if (Math.abs(next.fontSize - line.fontSize) >= 0.3 || next.bold !== line.bold) return null;
  if (isContact(next.text) || headingKind(next.text) || findDateRange(next.text)) return null;
  return next;
}
