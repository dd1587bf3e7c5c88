import type { Line } from "./reading-order.ts";
import { fold, squash } from "./text.ts";

/** The text of a prose section, lines joined (words broken by a hyphen at a line end put back). */
export function paragraphText(lines: Line[]): string {
  let text = "";
  for (const line of lines) {
    const piece = line.text.trim();
    if (!piece) continue;
    if (/\p{Ll}-$/u.test(text) && /^\p{Ll}/u.test(piece)) text = text.slice(0, -1) + piece;
    else text = text ? `${text} ${piece}` : piece;
  }
  return squash(text);
}

const OBJECTIVE_LEAD =
  /^(?:(?:meu\s+)?objetivo\s+(?:é\s+)?)?(?:atuar|trabalhar|ingressar|crescer|contribuir|colaborar|desenvolver-me|buscar?|busco|procuro|obter|conquistar|ocupar|exercer|almejo|pretendo|desejo|seeking|to\s+work|to\s+join|looking\s+for|obtain)?\s*(?:(?:uma?|an?|the)\s+)?(?:(?:nova\s+)?(?:oportunidade|vaga|coloca[cç][aã]o|cargo|posi[cç][aã]o|fun[cç][aã]o|position|role|job|opportunity)\s*)?(?:(?:profissional\s+)?(?:como|de|para|na\s+[aá]rea\s+de|no\s+cargo\s+de|na\s+fun[cç][aã]o\s+de|as|an?|in)\s+)?/iu;
/** What introduces the role in an objective: 'como', 'as', 'vaga de', 'cargo de', 'função de'. */
const ROLE_AFTER =
  /\b(?:como|as\s+an?|as|(?:vaga|cargo|fun[cç][aã]o|posi[cç][aã]o|oportunidade)\s+(?:de|para|como)|position\s+of)\s+(\S.*)$/iu;
const OBJECTIVE_END =
  /\s+(?:ou|or)\s+|[,.;:(]|\s+(?:no|na|nos|nas|em\s+(?:uma?|empresas?|ind[uú]stria|institui)|com|para|onde|visando|contribuindo|at|where|with|to|in\s+(?:a|an|the))\s+|\s+[–—-]\s+/iu;

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
