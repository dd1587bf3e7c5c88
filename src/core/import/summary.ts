import type { Line } from "./reading-order.ts";
import { fold, joinLines, squash, stripBullet } from "./text.ts";

/** Words a paragraph needs to read as a summary rather than a headline or a contact line. */
const SUMMARY_MIN_WORDS = 14;

/**
 * A summary printed with no heading: the first paragraph of prose among the header's lines (under the name,
 * the headline and the contact lines), lines set close together joined. `isNotProse` tells the lines that
 * are contact data, personal data or the name.
 */
export function headerParagraph(header: Line[], isNotProse: (line: Line) => boolean): string | null {
  let run: Line[] = [];
  const flush = (): string | null => {
    const text = paragraphText(run);
    run = [];
    return isProse(text) ? text : null;
  };
  for (const line of header) {
    const breaks = run.length > 0 && (line.gapAbove >= 1.8 || line.page !== run[0]?.page);
    if (breaks || line.sameRow || isNotProse(line)) {
      const found = flush();
      if (found) return found;
      if (line.sameRow || isNotProse(line)) continue;
    }
    run.push(line);
  }
  return flush();
}

/** An objective's first words: 'Atuar como…', 'Busco…', 'Seeking…' (a role wanted, not a summary). */
const OBJECTIVE_START =
  /^(?:(?:meu\s+)?objetivo\b|atuar\b|trabalhar\b|ingressar\b|busco\b|buscar\b|procuro\b|obter\b|conquistar\b|almejo\b|seeking\b|to\s+(?:work|obtain|join)\b)/iu;

/** Whether a paragraph states an objective. */
export function isObjective(text: string): boolean {
  return OBJECTIVE_START.test(text.trim());
}

/** Sentences, not a list: enough words, most in lower case, few separators. */
function isProse(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < SUMMARY_MIN_WORDS) return false;
  const lower = words.filter((w) => /^\p{Ll}/u.test(w)).length;
  const separators = (text.match(/[|•·]/g) ?? []).length;
  return lower >= 0.4 * words.length && separators <= words.length / 8;
}

/** The text of a prose section, lines joined (words broken by a hyphen at a line end put back). */
export function paragraphText(lines: Line[]): string {
  return squash(joinLines(lines.map((line) => line.text.trim()).filter(Boolean)));
}

/**
 * An objective's text: its 'Cargo:' line where it labels one ('Cargo: Soldador' above 'Nível: Técnico' and
 * 'Pretensão salarial: A combinar'), else all its lines.
 */
export function objectiveText(lines: Line[]): string {
  const labelled = lines.find((line) => ROLE_LABEL.test(line.text.trim()));
  if (labelled) return labelled.text.trim();
  // A list of roles wanted, one a line ('Ocupações de interesse'): the first is the one named first.
  if (isRoleList(lines)) return stripBullet((lines[0] as Line).text).trim();
  return paragraphText(lines);
}

/** Two or more short lines, each starting in capitals, none labelled: items, not a sentence wrapped over lines. */
function isRoleList(lines: Line[]): boolean {
  const items = lines.map((line) => stripBullet(line.text).trim());
  return (
    items.length >= 2 &&
    items.every((item) => /^\p{Lu}/u.test(item) && item.split(/\s+/).length <= 6 && !/:|[,.;]$/.test(item))
  );
}

const ROLE_LABEL =
  /^(?:cargo|cargo pretendido|cargo desejado|vaga|fun[cç][aã]o|[aá]rea de interesse|position|puesto)\s*:/iu;

const OBJECTIVE_LEAD =
  /^(?:(?:meu\s+)?objetivo\s+(?:é\s+)?)?(?:atuar|trabalhar|ingressar|crescer|contribuir|colaborar|desenvolver-me|buscar?|busco|procuro|obter|conquistar|ocupar|exercer|almejo|pretendo|desejo|seeking|to\s+work|to\s+join|looking\s+for|obtain|desempe[nñ]arme|trabajar|desarrollarme|formar\s+parte)?\s*(?:(?:uma?|an?|the)\s+)?(?:(?:nova\s+)?(?:oportunidade|vaga|coloca[cç][aã]o|cargo|posi[cç][aã]o|fun[cç][aã]o|position|role|job|opportunity)(?:\s+pretendid[oa]|\s+desejad[oa])?\s*:?\s*)?(?:(?:profissional\s+)?(?:como|de|para|na\s+[aá]rea\s+de|no\s+cargo\s+de|na\s+fun[cç][aã]o\s+de|as|an?|in)\s+)?/iu;
/** What introduces the role in an objective: 'como', 'as', 'vaga de', 'cargo de', 'função de'. */
const ROLE_AFTER =
  /\b(?:como|as\s+an?|as|(?:vaga|cargo|fun[cç][aã]o|posi[cç][aã]o|oportunidade)\s+(?:de|para|como)|position\s+of)\s+(\S.*)$/iu;
const OBJECTIVE_END =
  /\s+(?:ou|or|o)\s+|[,.;:(]|\s+(?:no|na|nos|nas|em\s+(?:uma?|empresas?|ind[uú]stria|institui)|en\s+(?:una?|el|la|empresas?)|com|con|para|onde|donde|visando|contribuindo|aportando|at|where|with|to|in\s+(?:a|an|the))\s+|\s+[–—-]\s+/iu;

/**
 * The role named in an 'Objetivo' section: 'Atuar como Consultor de Vendas no varejo…' -> 'Consultor de
 * Vendas'; 'Vaga de Recepcionista ou Auxiliar Administrativo.' -> 'Recepcionista'; a bare title stays.
 */
export function roleFromObjective(text: string): string | null {
  const clean = squash(text);
  if (!clean) return null;
  const clause = clean.split(/[.;]/)[0] ?? clean;
  const named = ROLE_AFTER.exec(clause);
  const rest = named ? (named[1] as string) : clause.replace(OBJECTIVE_LEAD, "");
  let cut = rest.split(OBJECTIVE_END)[0]?.trim() ?? "";
  // 'Mecânico em concessionária': a place after 'em' is not part of the role (a named field is: 'Técnico em TI').
  const place = /^(\S+\s+\S+.*?)\s+em\s+\p{Ll}/u.exec(cut);
  if (place) cut = place[1] as string;
  if (!cut || cut.split(/\s+/).length > 8) return null;
  if (/^(?:area|área)\b/i.test(fold(cut))) return null;
  return cut.charAt(0).toLocaleUpperCase("pt-BR") + cut.slice(1);
}
