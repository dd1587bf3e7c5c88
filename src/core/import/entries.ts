import { endsWithOpenPeriod, findDateRange, findDateRanges, isDateOnly, isOpenPeriod } from "./dates.ts";
import { labelOf } from "./entry-parts.ts";
import { isPlaceName } from "./location.ts";
import { splitNarrativeEntries } from "./narrative-entries.ts";
import type { Line } from "./reading-order.ts";
import { hasBullet, joinLines, stripBullet } from "./text.ts";
import { courseScore } from "./vocabulary.ts";

/** One job or course: the lines that name it (with the period) and the description under them. */
export interface EntryBlock {
  header: Line[];
  description: Line[];
}

type EntryMode = "experience" | "education";

/**
 * Cuts the lines of an experience or education section into entries. Description lines (bullets, long
 * sentences, indented text) close an entry's header; headers printed back to back are cut at their dates.
 */
export function splitEntries(input: Line[], mode: EntryMode): EntryBlock[] {
  const lines = joinWrapped(joinPeriods(splitNarrativeEntries(input)), mode);
  const headerX = lines.find((l) => !isDateOnly(l.text))?.x ?? 0;
  const blocks: (EntryBlock & { closed: boolean })[] = [];
  let previousDescription = false;
  for (const row of rowsOf(lines)) {
    const dated = row.some((l) => findDateRange(l.text) !== null && !hasBullet(l.text));
    for (const line of row) {
      const description = isDescription(line, headerX, mode, previousDescription, dated);
      previousDescription = description;
      const current = blocks.at(-1);
      if (description) {
        if (current) {
          current.description.push(line);
          current.closed = true;
        }
        continue;
      }
      // In a course list, each bullet is a course.
      const bulletEntry = mode === "education" && hasBullet(line.text) && !line.sameRow;
      // Courses listed one per line, each with its period inside it, nothing between them: a degree starts
      // one. (Periods on lines of their own are cut by splitAtDates.)
      const nextCourse =
        mode === "education" &&
        !line.sameRow &&
        startsCourse(line.text) &&
        current?.header.some((l) => startsCourse(l.text)) === true &&
        !current.header.some((l) => isDateOnly(l.text)) &&
        // A school's line before it is this course's school, unless the course above came before its school.
        (!namesSchoolOnly(current.header.at(-1) as Line) || startsCourse((current.header[0] as Line).text));
      if (current?.closed && !dated && namesMore(current.header, line.text)) {
        current.header.push(line);
        continue;
      }
      if (!current || current.closed || bulletEntry || nextCourse)
        blocks.push({ header: [line], description: [], closed: false });
      else current.header.push(line);
    }
  }
  return blocks.flatMap((block) =>
    splitAtDates(block.header, mode).map((header, i, all) => ({
      header,
      description: i === all.length - 1 ? block.description : [],
    })),
  );
}

/**
 * A labelled line for a field the entry's labelled lines have not given yet: a form that prints the employer
 * after the description ('Cargo: …', 'Principais atividades: …', 'Empresa: …').
 */
function namesMore(header: Line[], text: string): boolean {
  const label = labelOf(text);
  const given = header.map((l) => labelOf(l.text)).filter((l) => l !== null);
  return label !== null && given.length > 0 && !given.includes(label);
}

/**
 * A line that opens with a degree: 'Bacharelado em…', 'Técnico em…', 'Ensino médio', 'MBA…', 'B.Sc. in…',
 * 'Grado en…'.
 */
const DEGREE_START =
  /^(?:bacharelado|bacharel|licenciatura|tecn[oó]logo|t[eé]cnico|curso\s+(?:t[eé]cnico|superior)|ensino\s+(?:m[eé]dio|fundamental|superior)|gradua[cç][aã]o|graduand[oa]|p[oó]s-?gradua[cç][aã]o|especializa[cç][aã]o|mestrado|doutorado|mba|bachelor|m[aá]ster|grado\s+en|doctorado|diplomado|bachillerato|licenciad[oa]|associate\s+degree|b\.?\s?(?:sc|a|eng|s)\.?\s|m\.?\s?(?:sc|a|eng|s|ba)\.?\s|ph\.?\s?d)/iu;

/** A school's line with no course on it ('Colégio Estadual Aurelino Leal 2014 – 2016'): the course under it is its own. */
function namesSchoolOnly(line: Line): boolean {
  return !startsCourse(line.text) && courseScore(line.text) < 0;
}

function startsCourse(text: string): boolean {
  return DEGREE_START.test(stripBullet(text));
}

function isDescription(
  line: Line,
  headerX: number,
  mode: EntryMode,
  afterDescription: boolean,
  datedRow: boolean,
): boolean {
  if (DESCRIPTION_LABEL.test(line.text)) return true;
  if (isDateOnly(line.text)) return false;
  const hasDate = findDateRange(line.text) !== null;
  if (mode === "education") return !hasDate && !datedRow && isSentence(line);
  if (hasBullet(line.text)) return true;
  // A sentence that mentions a year, indented under the entry, is still description.
  if (hasDate) return !line.sameRow && !line.bold && (line.x > headerX + 6 || isSentence(line));
  if (datedRow) return false;
  if (line.x > headerX + 6 && !line.bold && (afterDescription || !line.sameRow)) return true;
  if (afterDescription && !line.bold && !line.sameRow && line.gapAbove < 1.5 && /^\p{Ll}/u.test(line.text)) {
    return true;
  }
  return isSentence(line);
}

/** What introduces a job's description: 'Atividades:', 'Principais atividades:', 'Responsibilities:'. */
export const DESCRIPTION_LABEL =
  /^\s*(?:principais\s+)?(?:atividades(?:\s+(?:desenvolvidas|realizadas))?|atribui[cç][oõ]es|responsabilidades|descri[cç][aã]o|realiza[cç][oõ]es|resultados|activities|responsibilities|duties|description|achievements|key\s+achievements)\s*:\s*/iu;

function isSentence(line: Line): boolean {
  if (line.bold) return false;
  const text = line.text;
  // 'Técnico em Óptica, Ótica Vila Nova, Joinville/SC.': names and a place, closed by a full stop.
  const parts = text.split(",");
  if (parts.length >= 3 && isPlaceName(parts.at(-1) as string)) return false;
  const abbreviation = /\b(?:ltda|s\.a|s\/a|inc|co|corp|jr|me|eireli|cia)\.$/i.test(text);
  return text.length > 95 || (text.length > 45 && /[.;!]$/.test(text) && !abbreviation);
}

/**
 * A period wrapped in a narrow date column ('Set/2019 –' / 'Dez/2021', 'Mar/2023 –' / 'cursando'): the
 * second part is appended to the first, wherever the lines between them (the same rows' text) fall.
 */
function joinPeriods(lines: Line[]): Line[] {
  const out: Line[] = [];
  let open = -1;
  let joined = false;
  for (const line of lines) {
    if (!line.sameRow && open >= 0 && isDateOnly(line.text) && line.gapAbove < 1.6) {
      const first = out[open] as Line;
      out[open] = { ...first, text: `${first.text} ${line.text}` };
      open = -1;
      joined = true;
      continue;
    }
    // What was printed beside the end of the period starts a row of its own.
    if (joined && line.sameRow) {
      joined = false;
      out.push({ ...line, sameRow: false });
      continue;
    }
    joined = false;
    if (!line.sameRow) open = -1;
    if (!line.sameRow && (isOpenPeriod(line.text) || endsWithOpenPeriod(line.text))) open = out.length;
    out.push(line);
  }
  return out;
}

/**
 * Joins a line with the next when the next one carries on the same text: wrapped bullet items
 * ('• Boas práticas de' / 'manipulação de'), and names too long for their column.
 */
function joinWrapped(lines: Line[], mode: EntryMode): Line[] {
  // Where text wraps: a period set at the end of a row may stand further right.
  const text = lines.filter((l) => !l.sameRow && !isDateOnly(l.text));
  const right = Math.max(...(text.length > 0 ? text : lines).map((l) => l.xEnd));
  const left = Math.min(...lines.map((l) => l.x));
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    if (previous && continues(previous, line, left, right, mode)) {
      out[out.length - 1] = {
        ...previous,
        text: joinLines([previous.text, line.text]),
        xEnd: line.xEnd,
        y: line.y,
      };
      continue;
    }
    const wrapped = previous && !previous.sameRow ? wrappedPastPeriod(previous, line) : null;
    if (wrapped) {
      out[out.length - 1] = { ...(previous as Line), text: wrapped, y: line.y };
      continue;
    }
    // A row's own text wrapped below it, past a date printed at the row's end ('Professora de' 'fev/2023' /
    // 'Performance'): only a text left open by its last word, or going on in lower case ('…, Rio' /
    // 'de Janeiro.'), is joined across the date.
    const rowStart = previous?.sameRow ? out.findLastIndex((l) => !l.sameRow) : -1;
    const head = out[rowStart];
    const open = head && (OPEN_END.test(head.text.trim()) || /^\p{Ll}/u.test(line.text));
    // The row's text ends where the date starts: that is its edge.
    const rowRight = previous ? Math.min(right, previous.x - previous.fontSize) : right;
    if (head && open && continues(head, line, left, rowRight, mode)) {
      out[rowStart] = { ...head, text: joinLines([head.text, line.text]) };
      continue;
    }
    out.push(line);
  }
  return out;
}

/**
 * A header whose period ends its row, in the same run of text, and whose names go on below, cut mid-name
 * ('Enfermeiro Assistencial, Hospital Geral Ro- jun. 2017 – fev. 2021' / 'berto Santos, Salvador, BA.'): the
 * names joined, the period after them. Null when the line below is not the rest of the names.
 */
function wrappedPastPeriod(previous: Line, line: Line): string | null {
  const text = previous.text.trimEnd();
  const range = findDateRanges(text).at(-1);
  if (!range || range.index + range.length !== text.length || range.index === 0) return null;
  if (line.sameRow || line.page !== previous.page || hasBullet(line.text) || line.bold === previous.bold) {
    return null;
  }
  if (Math.abs(line.x - previous.x) > 2 || line.gapAbove > 1.55 || findDateRange(line.text) !== null)
    return null;
  const names = text.slice(0, range.index).trimEnd();
  const cut =
    /-$/.test(names) || /(?<!\p{L})(?:de|da|do|das|dos|e|em)$/iu.test(names) || /^\p{Ll}/u.test(line.text);
  if (!cut) return null;
  return `${joinLines([names, line.text.trim()])} ${text.slice(range.index)}`;
}

const LABELLED = /^\p{Lu}[\p{L} ]{1,25}:\s/u;

/** A text whose last word or mark says it goes on ('Marketing de', 'Vendas e', 'São Paulo,'). */
const OPEN_END = /[-–—(,]$|(?<!\p{L})(?:de|da|do|das|dos|e|em|of|and|the|a)$/iu;

function continues(previous: Line, line: Line, left: number, right: number, mode: EntryMode): boolean {
  if (line.paragraph || line.sameRow || hasBullet(line.text) || line.page !== previous.page) return false;
  // A labelled value ('Instituição: …') starts a line of its own.
  if (LABELLED.test(line.text)) return false;
  if (line.gapAbove > 1.55 || Math.abs(line.fontSize - previous.fontSize) > 0.6) return false;
  // A new degree is a course of its own, and a school's name under a degree is the school.
  if (mode === "education" && startsCourse(line.text)) return false;
  const goesOn = OPEN_END.test(previous.text.trim()) || /^\p{Ll}/u.test(line.text);
  if (mode === "education" && startsCourse(previous.text) && namesSchoolOnly(line) && !goesOn) return false;
  // A line in another weight goes on where the one above was left open ('…, Rio de' / 'Janeiro.'), or where a
  // bold role was cut by the column's edge and its end comes before the company ('**Professora Regente – 1º
  // ano do Ensino**' / '**Fundamental** | Colégio …').
  if (line.bold !== previous.bold) {
    const openEnd = OPEN_END.test(previous.text.trim()) && !isDateOnly(line.text);
    if (openEnd && Math.abs(line.x - previous.x) <= 2) return true;
    // The bold part's end, then the company ('Fundamental | Colégio …'), or a last word ('Biológicas').
    const boldTail = /^(\S+(?:\s+\S+){0,3})\s+(?:[|—@]|at)\s+\S/u.test(line.text);
    const shortTail = !/\s/.test(line.text.trim());
    const aligned = Math.abs(line.x - previous.x) <= 2 && !isDateOnly(line.text);
    // Or the end of the company of a 'Role | Company' line ('… | Escola Municipal' / 'Prof. Mello Cançado').
    const companyTail = /\s[|—@]\s/.test(previous.text) && findDateRange(line.text) === null;
    return (
      previous.bold &&
      aligned &&
      (boldTail || shortTail || companyTail) &&
      cutAtEdge(previous, line, left, right)
    );
  }
  // A bullet item goes on under its own text, right of its marker (a hanging indent).
  const bullet = hasBullet(previous.text);
  const hanging = bullet && line.x > previous.x + 2 && line.x < previous.x + 2.5 * line.fontSize;
  // A date alone goes on a line only when it ends a period cut short ('Set/2019 –' / 'Dez/2021').
  const cutPeriod = /[-–—]\s*$|\b(?:a|em|de|to)$/i.test(previous.text);
  if (isDateOnly(line.text) && !hanging && !cutPeriod) return false;
  if (hanging && mode === "education") return true;
  if (OPEN_END.test(previous.text.trim())) return true;
  if (!hanging && Math.abs(line.x - previous.x) > 2) return false;
  // A header's period ends it; a year an achievement mentions ('a Black Friday de 2020, recorde…') does not.
  const range = findDateRange(previous.text);
  const headerPeriod = range && (range.end !== null || range.current || previous.text.split(" ").length < 6);
  if (headerPeriod && !bullet) return false;
  // Wrapped mid-sentence: a line that starts in lower case under one that fills most of the width.
  if (/^\p{Ll}/u.test(line.text) && previous.xEnd > right - 0.2 * (right - left)) return true;
  // A full stop, then a capitalised word: a new sentence, however little room the line above left.
  if (/\.$/.test(previous.text.trim()) && /^\p{Lu}\p{Ll}/u.test(line.text)) return false;
  return cutAtEdge(previous, line, left, right);
}

/** Wrapped: the next line's first word would not have fitted at the end of this one. */
function cutAtEdge(previous: Line, line: Line, left: number, right: number): boolean {
  const firstWord = line.text.split(/\s+/)[0] ?? "";
  const firstWordWidth = ((line.xEnd - line.x) * firstWord.length) / Math.max(1, line.text.length);
  return (
    previous.xEnd + 0.3 * line.fontSize + firstWordWidth > right - 0.5 * line.fontSize && right - left > 0
  );
}

/** Rows: a line and the segments printed on its row. */
export function rowsOf(lines: Line[]): Line[][] {
  const rows: Line[][] = [];
  for (const line of lines) {
    const row = rows.at(-1);
    if (row && line.sameRow) row.push(line);
    else rows.push([line]);
  }
  return rows;
}

const isBoldRow = (row: Line[]) => row.every((l) => l.bold);
const rowHasDate = (row: Line[]) => row.some((l) => findDateRange(l.text) !== null);
const styleOf = (row: Line[]) => {
  const first = row.find((l) => !isDateOnly(l.text)) ?? (row[0] as Line);
  return `${first.bold}|${first.upper}|${Math.round(first.fontSize * 2)}`;
};

/**
 * Entries printed with no dates and no descriptions ('**MBA em Gestão**' / 'Unifor' / '**Tecnólogo em
 * Hotelaria**' / 'IFCE'): each starts where the first line's type comes back after another type.
 */
function splitAtStyle(rows: Line[][]): Line[][] {
  const first = styleOf(rows[0] as Line[]);
  if (rows.length < 4 || styleOf(rows[1] as Line[]) === first) return [rows.flat()];
  const chunks: Line[][] = [];
  for (const row of rows) {
    if (chunks.length === 0 || styleOf(row) === first) chunks.push([]);
    (chunks.at(-1) as Line[]).push(...row);
  }
  return chunks;
}

/** Several entries printed without descriptions between them: one date each. */
function splitAtDates(header: Line[], mode: EntryMode): Line[][] {
  const rows = rowsOf(header);
  const dated = rows.map((row, i) => (rowHasDate(row) ? i : -1)).filter((i) => i >= 0);
  if (dated.length === 0) return splitAtStyle(rows);
  if (dated.length === 1) return [header];
  // A regular pattern: every entry has the same number of rows and the date at the same place.
  const period = (dated[1] as number) - (dated[0] as number);
  const regular =
    period > 0 &&
    dated.every((d, i) => i === 0 || d - (dated[i - 1] as number) === period) &&
    rows.length === dated.length * period &&
    (dated[0] as number) < period;
  const chunks: Line[][][] = [];
  if (regular) {
    for (let i = 0; i < rows.length; i += period) chunks.push(rows.slice(i, i + period));
    return chunks.map((c) => c.flat());
  }
  const firstStyle = styleOf(rows[0] as Line[]);
  const distinctFirst = rows.length > 1 && styleOf(rows[1] as Line[]) !== firstStyle;
  let current: Line[][] = [];
  let hasDate = false;
  let datedStyle = "";
  for (const row of rows) {
    // After an entry's period, a bold line in another type than that period's row is the next employer
    // ('Supervisor de Vendas  2013 – 2016' / 'PepsiCo do Brasil — Sorocaba, SP' / 'Vendedor  2009 – 2013').
    const employer =
      mode === "experience" && !rowHasDate(row) && isBoldRow(row) && styleOf(row) !== datedStyle;
    const startsEntry = rowHasDate(row) || (distinctFirst && styleOf(row) === firstStyle) || employer;
    if (rowHasDate(row)) datedStyle = styleOf(row);
    if (current.length > 0 && hasDate && startsEntry) {
      chunks.push(current);
      current = [];
      hasDate = false;
    }
    current.push(row);
    hasDate ||= rowHasDate(row);
  }
  if (current.length > 0) chunks.push(current);
  return chunks.map((c) => c.flat());
}
