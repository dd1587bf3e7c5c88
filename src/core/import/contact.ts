import { findDateRange } from "./dates.ts";
import { headingKind } from "./headings.ts";
import { findLocation, isPlaceName } from "./location.ts";
import type { Line } from "./reading-order.ts";
import { INLINE_HEADING } from "./sections.ts";
import { squash, stripBullet, titleCase } from "./text.ts";

// Starts only where a run of address characters starts: tried from inside a long run of letters, the search
// would rescan the rest of the run from every position.
const EMAIL = /(?<![\p{L}\d._%+-])[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u;

export function findEmail(text: string): string | null {
  const match = EMAIL.exec(text);
  return match ? match[0].replace(/\.$/, "") : null;
}

/**
 * Phones as printed: '(11) 90000-0001', '+55 81 90000-0002', '48 900000006', '(27) 9 0000-0018',
 * '+55 (11) 9 0000-0102', '11 3456-7890', '+1 (512) 555-0147'.
 */
const PHONE =
  /(?<![\d\w@.])(?:\+\s?\d{1,3}[\s.-]?)?(?:\(\s?0?\d{2,3}\s?\)|0?\d{2,3})?[\s.-]?(?:9[\s.]?)?\d{3,5}[\s.-]?\d{4}(?![\d\w])/gu;

export function findPhone(text: string): string | null {
  for (const match of text.matchAll(PHONE)) {
    const printed = match[0].trim();
    const digits = printed.replace(/\D/g, "");
    if (digits.length < 8 || digits.length > 13) continue;
    // Periods ('2019 - 2021', '2019-2021') and CEPs are not phones.
    if (/^(?:19|20)\d{2}\s*[-–/]\s*(?:19|20)\d{2}$/.test(printed)) continue;
    if (!/[\s().+-]/.test(printed) && digits.length === 8) continue;
    return printed;
  }
  return null;
}

// 'linkedin.com/in/ana-souza', 'https://br.linkedin.com/in/ana/', 'www.linkedin.com/pub/ana'.
const LINKEDIN =
  /(?<![\p{L}\d.@/-])(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/[\p{L}\d_%.-]+\/?/iu;

export function findLinkedin(text: string): string | null {
  return LINKEDIN.exec(text)?.[0].replace(/[./]+$/, "") ?? null;
}

/**
 * A site or portfolio as printed: with a scheme or 'www.' ('https://ana.dev', 'www.ana.com.br/portfolio'), or
 * a bare domain, with a path or without ('github.com/ana', 'ana.com.br', as our templates print a site). An
 * e-mail's domain is not a site (nor is the part before its '@'), nor is LinkedIn, which has its own field.
 */
const SITE =
  /(?<![\p{L}\d.@/-])(?:(?:https?:\/\/|www\.)[\p{L}\d-]+(?:\.[\p{L}\d-]+)+|[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|net|org|dev|io|me|app|site|page|tech|br)(?!\.?[\p{L}\d@_-]))(?:\/[^\s,;|()]*)?/giu;

export function findSite(text: string): string | null {
  for (const match of text.matchAll(SITE)) {
    const address = match[0].replace(/[.,/]+$/, "");
    if (!/linkedin\.com/i.test(address)) return address;
  }
  return null;
}

const NAME_WORD = /^[\p{L}][\p{L}'’.-]*$/u;
const PERSONAL_DATA =
  /\b(?:brasileir[oa]|casad[oa]|solteir[oa]|divorciad[oa]|vi[uú]v[oa]|\d+\s+anos|cnh)\b/iu;

/** 'Contadora — CRC-PR 000000/O-0': a professional registration printed after the headline. */
const COUNCILS = "CRC|OAB|CREA|COREN|CRM|CRP|CRF|CRO|CREFITO|CAU|CRA|CRN|CRMV|CRBio|MTE";
const REGISTRATION_AFTER = new RegExp(`\\s*[—–|•·-]\\s*(?:${COUNCILS})\\b.*$`, "u");
/** A line with a professional registration: 'Registro MTE: PA/000000', 'OAB/DF 00.000'. */
const REGISTRATION = new RegExp(`^(?:registro|${COUNCILS})\\b[^\\d]{0,12}\\d`, "iu");

function withoutRegistration(text: string): string {
  return text.replace(REGISTRATION_AFTER, "");
}

/** The caption of a photo's place: 'Foto', 'Sua foto aqui'. */
const PHOTO_CAPTION = /^(?:foto|photo|imagem|sua foto(?: aqui)?)$/iu;

/** A street address: 'Rua Fictícia, 300', 'Av. Brasil, 12', 'CEP 80000-000'. */
const ADDRESS = /\b(?:rua|avenida|av\.|travessa|alameda|rodovia|estrada|pra[cç]a|cep)\s|\b\d{5}-\d{3}\b/iu;

/** A personal data line (nationality, marital status, age, driving licence); a sentence ('12 anos de…') is not. */
export function isPersonalData(text: string): boolean {
  return PERSONAL_DATA.test(text) && text.split(/\s+/).length <= 10;
}

/** A document's title printed where a name would be: 'Curriculum Vitae', 'Currículo Profissional'. */
const DOCUMENT_TITLE = /^(?:curr[ií]cul(?:o|um)(?:\s+(?:vitae|vitæ|profissional))?|resum[eé]|cv)$/iu;

function looksLikeName(line: Line): boolean {
  const words = line.text.split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  if (headingKind(line.text) || DOCUMENT_TITLE.test(squash(line.text))) return false;
  return !/[@\d]/.test(line.text);
}

/** 'Nome: Maria da Silva', as the forms-like Brazilian resumes print it. */
const NAME_LABEL = /^nome(?:\s+completo)?\s*:\s*(\S.*)$/iu;

/** The name given after a 'Nome:' label, when the resume prints one. */
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
  const firstPage = lines.filter((l) => l.page === lines[0]?.page);
  const largest = Math.max(0, ...firstPage.map((l) => l.fontSize));
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const parts = /^(.+?)\s+[|–—]\s+(\S.*)$/u.exec(line.text);
    const name = squash(parts?.[1] ?? "");
    if (
      !parts ||
      line.page !== firstPage[0]?.page ||
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
 * family name) made one line, so it reads as a whole name.
 */
export function joinSplitName(lines: Line[]): Line[] {
  const firstPage = lines.filter((l) => l.page === lines[0]?.page);
  const largest = Math.max(0, ...firstPage.map((l) => l.fontSize));
  const out: Line[] = [];
  for (const line of lines) {
    const previous = out.at(-1);
    const joins =
      previous !== undefined &&
      line.sameRow &&
      line.page === firstPage[0]?.page &&
      previous.fontSize >= 0.9 * largest &&
      line.fontSize >= 0.75 * previous.fontSize &&
      line.x - previous.xEnd < 1.2 * previous.fontSize &&
      NAME_WORD.test(line.text.split(/\s+/)[0] ?? "");
    if (joins) out[out.length - 1] = { ...previous, text: `${previous.text} ${line.text}`, xEnd: line.xEnd };
    else out.push(line);
  }
  return out;
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

/** A word of a name: capitalised, or a particle between its parts ('da', 'dos', 'e', "d'Ávila"). */
const NAME_PART = /^(?:[\p{Lu}][\p{L}'’.-]*|d[aeo]s?|e|d['’][\p{Lu}][\p{L}'’.-]*)$/u;
/** Words in a whole name at most ('Maria da Conceição dos Santos Albuquerque Oliveira' has 7). */
const NAME_WORDS_MAX = 8;
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

/**
 * The headline printed right under the name ('Desenvolvedor Full Stack Sênior'), when the next line is
 * neither contact data nor a heading.
 */
export function findHeadline(lines: Line[], nameLine: Line): string | null {
  const lastNameLine = nameLines(lines, nameLine).at(-1) as Line;
  const start = lines.indexOf(lastNameLine);
  for (let i = start + 1; i < Math.min(lines.length, start + 8); i++) {
    const line = lines[i] as Line;
    // Beside a contact column, the headline shares a row with it: it counts where it stands under the name.
    if (line.sameRow && (isContact(line.text) || Math.abs(line.x - nameLine.x) > 2)) continue;
    if (isContact(line.text) || isPersonalData(line.text)) continue;
    // Initials in a badge beside the name ('VA') are not a headline.
    if (/^\p{Lu}{1,3}$/u.test(line.text.trim())) continue;
    if (headingKind(line.text) || findDateRange(line.text)) return null;
    const inline = INLINE_HEADING.exec(line.text);
    if (inline && headingKind(`${inline[1]}:`)) return null;
    if (line.page !== nameLine.page || line.y - lastNameLine.y > 4 * nameLine.fontSize) return null;
    // A marker some layouts print before the headline ('> Analista de Dados') is not part of it.
    const wrapped = headlineWrap(line, lines[i + 1], lines);
    const text = withoutRegistration(
      squash(stripBullet(wrapped ? `${line.text} ${wrapped.text}` : line.text)),
    );
    const words = text.split(" ");
    // A profile's headline may list areas after bars ('Customer Success Manager at Pipefy | B2B SaaS | …').
    const listed = / \| /.test(text);
    if (words.length > (listed ? 18 : 10) || text.length > (listed ? 140 : 90) || /[.;]$/.test(text))
      return null;
    // The first line of a paragraph is a sentence cut short, not a headline.
    if (
      OPEN_SENTENCE.test(text) ||
      continuesParagraph(wrapped ?? line, lines[lines.indexOf(wrapped ?? line) + 1])
    )
      return null;
    return text;
  }
  return null;
}

/** A text that stops on a word that needs another after it ('… experiência em'). */
const OPEN_SENTENCE = /\s(?:de|da|do|das|dos|em|na|no|com|para|e|a|o|que|of|in|and|with|the|to|for|a|an)$/iu;

function continuesParagraph(line: Line, next: Line | undefined): boolean {
  return (
    next !== undefined &&
    !next.sameRow &&
    next.gapAbove < 1.6 &&
    Math.abs(next.fontSize - line.fontSize) < 0.3 &&
    /^\p{Ll}/u.test(next.text)
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
  const centre = (l: Line) => (l.x + l.xEnd) / 2;
  if (Math.abs(next.x - line.x) > 2 && Math.abs(centre(next) - centre(line)) > 4) return null;
  if (Math.abs(next.fontSize - line.fontSize) >= 0.3 || next.bold !== line.bold) return null;
  if (isContact(next.text) || headingKind(next.text) || findDateRange(next.text)) return null;
  return next;
}

export function isContact(text: string): boolean {
  return Boolean(
    findEmail(text) ||
      findPhone(text) ||
      findLocation(text) ||
      /https?:|www\.|\.com\b|linkedin/i.test(text) ||
      findSite(text) !== null ||
      PHOTO_CAPTION.test(text.trim()) ||
      isPlaceName(text) ||
      ADDRESS.test(text) ||
      (REGISTRATION.test(text) && text.split(/\s+/).length <= 6),
  );
}
