import { findEmail, findPhone } from "./contact.ts";
import { type DateRange, findDateRange, isDateOnly, isStatusOnly } from "./dates.ts";
import type { EntryBlock } from "./entries.ts";
import { findLocation, isPlaceName } from "./location.ts";
import { squash, stripBullet } from "./text.ts";

/** The texts that name an entry, with its period and labelled values taken apart. */
export interface EntryParts {
  parts: string[];
  /** 'Cargo: X', 'Empresa: X', 'Curso: X'… by folded label. */
  labelled: Map<string, string>;
  range: DateRange | null;
  /** The entry's header text, for status words ('cursando', 'concluído em'). */
  text: string;
  /** The text printed just before the period ('Previsão de término:'). */
  beforeRange: string;
}

/** Between a role and a company on one line: ' | ', ' · ', ' • ', ' — ', ' @ ', ' at ', then ' – ', ' - '. */
const STRONG_SEPARATOR = /\s*[|·•]\s*|\s+[—@]\s+|\s+at\s+(?=\p{Lu})/u;
const LINE_SEPARATOR = /\s*[|·•]\s*|\s+@\s+|\s+at\s+(?=\p{Lu})/u;
const DASH_SEPARATOR = /\s+[–-]\s+/;
const LABEL =
  /^(cargo|fun[cç][aã]o|posi[cç][aã]o|empresa|companhia|institui[cç][aã]o|curso|escola|role|position|title|company|employer|institution|school|course|degree|per[ií]odo|period|local)\s*:\s*(.+)$/iu;
/** A labelled value of a field an entry has no place for: 'Ciudad: Pamplona', 'País: España'. */
const OTHER_LABEL = /^\p{Lu}[\p{L}() ]{1,24}:\s+\S/u;
/**
 * What a course line says of its state besides its names: 'Cursando (2º módulo)', 'início em', '5º período'
 * ('Cursando Tecnólogo em…' names the course).
 */
const STATUS_PIECE =
  /^(?:[Ii]n[ií]cio\s+em\b|[Cc]ursando\b(?!\s+\p{Lu})|[Pp]revis[aã]o\b|[Cc]onclus[aã]o\b|\d+\s*[ºª°]\s*(?:per[ií]odo|semestre|ano|m[oó]dulo)\b|(?:[Gg]raduad[oa]|[Tt]itulad[oa]|[Ee]gresad[oa]|[Gg]raduated)$)/u;
const PLACE_ONLY = /^(?:remoto|remote|h[ií]brido|hybrid|presencial|on-?site)$/i;

export function entryParts(block: EntryBlock): EntryParts {
  const texts = block.header.map((l) => stripBullet(l.text));
  const full = texts.join(" ");
  const dateOnly = texts.filter((t) => isDateOnly(t));
  let range: DateRange | null = null;
  let rangeOwner = -1;
  let beforeRange = "";
  if (dateOnly.length > 0) {
    const joined = dateOnly.join(" ");
    range = findDateRange(joined);
    if (range) beforeRange = joined.slice(0, range.index);
  }
  if (!range) {
    for (let i = 0; i < texts.length; i++) {
      const found = findDateRange(texts[i] as string);
      if (found) {
        range = found;
        rangeOwner = i;
        beforeRange = (texts[i] as string).slice(0, found.index);
        break;
      }
    }
  }
  const labelled = new Map<string, string>();
  const parts: string[] = [];
  // Each line's names, its period and the status words printed with it ('concluído em 2012') taken out.
  const named = texts
    .map((raw, i) => {
      if (isDateOnly(raw)) return "";
      const text =
        i === rangeOwner && range
          ? `${raw.slice(0, range.index)} ${raw.slice(range.index + range.length)}`
          : raw;
      return cleanPart(text);
    })
    // A line saying only how the course is going or where names nothing ('3º ano, turno da tarde', 'remoto').
    .filter((text) => text !== "" && !STATUS_PIECE.test(text) && !isStatusOnly(text) && !isPlace(text));
  const single = named.filter((t) => !LABEL.test(t)).length === 1;
  for (const text of named) {
    const label = LABEL.exec(text);
    if (label) {
      labelled.set(foldLabel(label[1] as string), withoutTrailingPlace(cleanPart(label[2] as string)));
      continue;
    }
    // Another field a form prints with the entry ('Ciudad: Pamplona', 'Nivel del MEC: 5') names no part of it.
    if (OTHER_LABEL.test(text)) continue;
    for (const piece of splitPieces(text, single)) parts.push(piece);
  }
  return { parts, labelled, range, text: full, beforeRange };
}

function splitPieces(text: string, single: boolean): string[] {
  // Where the entry has a line for each name, an em dash inside a line joins one name's parts
  // ('Critical Care Nurse — Adult ICU' above 'Hospital Israelita Albert Einstein'), unless a place follows it.
  const strong = single
    ? text
        .split(STRONG_SEPARATOR)
        .map(cleanPart)
        .filter((p) => p && !isPlace(p))
    : text.split(LINE_SEPARATOR).map(withoutDashedPlace).filter(Boolean);
  // ' – ' separates two names only on a one-line entry ('Comunicação Social – Publicidade' is one course),
  // and only where no stronger mark does ('Jovem Aprendiz – Administrativo | Bemol').
  let pieces = (single && strong.length === 1 ? strong.flatMap((p) => p.split(DASH_SEPARATOR)) : strong)
    .map(cleanPart)
    .filter(Boolean);
  // 'UX Designer, CESAR': a comma splits role and company only on a one-line entry.
  if (pieces.length === 1 && single) {
    const comma = withoutTrailingPlace(pieces[0] as string).split(/,\s+/);
    // 'Role, Employer, Sacramento': a third name of a few capitalised words is the place, known city or not.
    if (comma.length === 3 && /^(?:\p{Lu}\p{L}*\s?){1,3}$/u.test(comma[2] as string)) comma.pop();
    if (comma.length === 2 && comma.every((p) => p.split(/\s+/).length <= 8)) pieces = comma.map(cleanPart);
  }
  return pieces
    .filter((p) => !isPlace(p) && !isDateOnly(p) && !isStatusOnly(p) && !STATUS_PIECE.test(p))
    .filter((p) => findEmail(p) === null && findPhone(p) === null)
    .map(withoutTrailingPlace);
}

/** 'Gerdau — Porto Alegre – RS' -> 'Gerdau', 'C&A — Shopping Iguatemi' -> 'C&A': a place or a branch after a dash
 * is left out; other dashed text stays ('Critical Care Nurse — Adult ICU'). */
function withoutDashedPlace(text: string): string {
  const cut = withoutTrailingPlace(cleanPart(text));
  const branch = /^(.+?)\s+[—–]\s+(.+)$/u.exec(cut);
  return branch && BRANCH.test(branch[2] as string) ? cleanPart(branch[1] as string) : cut;
}

/** A store's or a company's branch: 'Shopping Beiramar', 'Unidade Centro', 'Filial Recife'. */
const BRANCH = /^(?:[Ss]hopping|[Uu]nidade|[Ff]ilial|[Ll]oja|[Aa]g[eê]ncia)\s+\p{Lu}/u;

/** 'UFRN, Natal' -> 'UFRN'; 'Ambev – Jaguariúna/SP' -> 'Ambev': the place after a name is not part of it. */
function withoutTrailingPlace(text: string): string {
  for (const separator of text.matchAll(/,|\s[-–—|]\s/gu)) {
    const at = separator.index ?? 0;
    // A place is a few words: longer tails are not tried (a long text would be folded once per comma).
    if (at > 0 && text.length - at <= 60 && isPlace(text.slice(at + separator[0].length).trim()))
      return cleanPart(text.slice(0, at));
  }
  return text;
}

function isPlace(text: string): boolean {
  if (PLACE_ONLY.test(text) || isPlaceName(text)) return true;
  const place = findLocation(text);
  return place !== null && squash(text).length <= place.cidade.length + 8;
}

const STATUS_IN_BRACKETS =
  /previs|cursando|andamento|conclu|expected|in progress|en curso|finalizad|\d{4}|\d\s*[ºª°]\s*\p{L}/iu;

/** Trims separators, empty brackets and status words left around a removed date. */
export function cleanPart(text: string): string {
  return (
    squash(
      withoutStatusInBrackets(text.replace(/\(\s*\)|\[\s*\]/g, " "))
        .replace(/\b(?:conclu[ií]do|conclus[aã]o|formad[oa]|graduated|completed)\s+(?:em|in)\s*$/iu, " ")
        .replace(/(?<!\s)\s*\(\s*$/, "")
        .replace(/^\s*\)\s*/, ""),
    )
      // The lookbehind starts the trailing run only where it starts: without it a long run of separators
      // inside the text is rescanned from each of its positions.
      // A full stop left after a separator once the period before it was taken out ('(UFV), 2012–2014.').
      .replace(/^[\s,;:·•|—–-]+|(?<![\s,;:·•|—–-])[\s,;:·•|—–-]+\.?$/g, "")
      .replace(/\($/, "")
      .replace(SENTENCE_STOP, "$1")
      .trim()
  );
}

/** A full stop after a name's last word ('Santos, Salvador, BA.' -> '…BA'), not an abbreviation's ('Ltda.'). */
const SENTENCE_STOP = /(\)|\b(?!(?:ltda|corp|eireli|intl)\.)\p{L}{2,})\.$/iu;

/**
 * '(previsão 2026)', '(cursando)' and the like replaced by a space: each '(' up to the next ')'. Found by
 * index, so text with many unclosed brackets is read once (a regular expression retried the rest of the text
 * from every '(').
 */
function withoutStatusInBrackets(text: string): string {
  let result = "";
  let from = 0;
  for (let open = text.indexOf("(", from); open !== -1; open = text.indexOf("(", from)) {
    const close = text.indexOf(")", open);
    if (close === -1) break;
    const status = STATUS_IN_BRACKETS.test(text.slice(open, close));
    // A '(' inside a bracket without a status opens a shorter tail of it, without one too: skip to ')'.
    result += status ? `${text.slice(from, open)} ` : text.slice(from, close + 1);
    from = close + 1;
  }
  return result + text.slice(from);
}

/** The field a labelled line names ('Empresa: Hydro' -> 'empresa'), or null for a line with no such label. */
export function labelOf(text: string): string | null {
  const label = LABEL.exec(stripBullet(text).trim());
  return label ? foldLabel(label[1] as string) : null;
}

function foldLabel(label: string): string {
  return label
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}
