import { normalizeForMatch } from "../ai/text.ts";
import { type Token, tokenize } from "./job-ad-words.ts";

/**
 * What a line of an ad is: something the job requires, something that counts in the person's favour, a
 * description of the work, the opening before the first heading (the title, the company's introduction), or
 * what the resume has nothing to do with (benefits, the company, hours, how to apply).
 */
export type LineKind = "required" | "desirable" | "neutral" | "preamble" | "ignored";
export type AdLine = { text: string; tokens: Token[]; kind: LineKind };

/** Past this many characters an ad is cut: no real ad is longer, and reading stays fast. */
export const AD_TEXT_MAX = 20_000;

type Section = Exclude<LineKind, "preamble">;

/*
 * Headings of Brazilian job sites (Gupy, LinkedIn, Indeed, Catho, InfoJobs), without accents. A heading
 * followed by ':' only has to begin with one of these ('Requisitos necessários:'); a heading alone on its line
 * must be one of them exactly, so that 'Experiência com vendas' stays a requirement and not a heading.
 */
const HEADINGS: readonly [Section, string][] = [
  ["desirable", "diferenciais|diferencial|desejavel|desejaveis|requisitos desejaveis|sera um diferencial"],
  ["desirable", "sera um plus|e um plus|plus|conhecimentos desejaveis|qualificacoes desejaveis|bonus points"],
  ["required", "requisitos|requisito|requisitos obrigatorios|requisitos e qualificacoes|pre requisitos"],
  ["required", "qualificacoes|qualificacoes necessarias|o que esperamos|o que esperamos de voce"],
  ["required", "o que buscamos|o que procuramos|o que voce precisa ter|o que e preciso|necessario"],
  ["required", "obrigatorio|obrigatorios|exigencias|exigimos|imprescindivel|perfil|perfil desejado"],
  ["required", "perfil do candidato|escolaridade|formacao|formacao academica|experiencia|idiomas|idioma"],
  ["required", "experiencia necessaria|conhecimentos|conhecimentos necessarios|competencias|habilidades"],
  ["ignored", "beneficios|oferecemos|o que oferecemos|vantagens|remuneracao|salario|faixa salarial"],
  ["ignored", "sobre a empresa|sobre nos|quem somos|a empresa|nossa empresa|conheca a empresa|cultura"],
  ["ignored", "local|local de trabalho|localizacao|endereco|horario|horario de trabalho|jornada|escala"],
  ["ignored", "carga horaria|regime de contratacao|tipo de vaga|tipo de contrato|contratacao|modalidade"],
  ["ignored", "modelo de trabalho|etapas do processo|processo seletivo|informacoes adicionais|observacoes"],
  ["ignored", "como se candidatar|para se candidatar|interessados|pergunta de selecao|perguntas de selecao"],
  ["neutral", "descricao|descricao da vaga|sobre a vaga|a vaga|atividades|principais atividades"],
  ["neutral", "responsabilidades|responsabilidades e atribuicoes|atribuicoes|o que voce vai fazer"],
  ["neutral", "suas atividades|funcoes|rotina|dia a dia|desafios|missao do cargo|resumo da vaga"],
];
const HEADING_OF = new Map(
  HEADINGS.flatMap(([section, list]) => list.split("|").map((phrase) => [phrase, section] as const)),
);
const HEADING_WORDS_MAX = 6;

// In a line: 'Inglês (desejável)', 'Excel será um diferencial'; 'CNH B (obrigatório)', 'é imprescindível'.
const DESIRABLE_MARK = /\b(desejave(l|is)|diferencia(l|is)|plus|nao obrigatori[oa]s?|nao e obrigatori[oa])\b/;
// 'quando necessário' and 'não é necessário' are no requirement.
const REQUIRED_MARK =
  /\b(obrigatori[oa]s?|imprescindive(l|is)|indispensave(l|is)|(?<!\b(quando|se|caso|conforme|que|for|nao|nao e|nao sera) )necessari[oa]s?|exigid[oa]s?)\b/;
// 'Oferecemos VT e VR' in the middle of a description is about benefits, heading or not.
const BENEFITS_LINE = /^(oferecemos|beneficios|salario|remuneracao)\b/;

/** The lines of an ad, each with the kind of the section it is in and its own marks. */
export function readAdLines(adText: string): AdLine[] {
  const lines: AdLine[] = [];
  let section: Section | null = null;
  const add = (text: string, kind: LineKind | null) => {
    const tokens = tokenize(text);
    if (tokens.length) lines.push({ text, tokens, kind: kind ?? "preamble" });
  };
  // Each sentence has its own marks: 'É imprescindível Git. Inglês será um diferencial.'
  const addSentences = (text: string) => {
    for (const sentence of text.split(/(?<=[.!?;])\s+/)) {
      // '(superior cursando será um diferencial)' marks itself; '(Obrigatório)' marks the whole line.
      const asides: string[] = [];
      const main = sentence.replace(/\(([^()]*)\)/g, (whole, inside: string) => {
        if (!hasMark(inside) || !tokenize(inside).some((token) => token.content)) return whole;
        asides.push(inside);
        return " ";
      });
      for (const part of [main, ...asides]) add(part, lineKind(part, section));
    }
  };
  for (const raw of adText.slice(0, AD_TEXT_MAX).split(/\r\n|\r|\n/)) {
    const line = bareLine(raw);
    const colon = line.indexOf(":");
    const head = colon === -1 ? null : headingOf(line.slice(0, colon), false);
    if (head) {
      // 'Experiência com vendas: 1 ano': what follows the heading's own words is still part of the ad.
      section = head.section;
      addSentences(line.slice(endOfWord(line, head.words)).replace(/^[\s:–—-]+/, ""));
      continue;
    }
    const whole = headingOf(line, true);
    if (whole) {
      section = whole.section;
      continue;
    }
    // A short line ending in ':' that is no known heading still opens a part of the ad about something else.
    if (line.endsWith(":") && wordCount(line) <= HEADING_WORDS_MAX) {
      section = "neutral";
      continue;
    }
    addSentences(line);
  }
  // An ad without a single heading is one description from top to bottom.
  if (section === null) for (const line of lines) if (line.kind === "preamble") line.kind = "neutral";
  return lines;
}

/** The section a heading opens and how many of its words are the heading's ('Requisitos' in 'Requisitos da vaga'). */
function headingOf(text: string, exact: boolean): { section: Section; words: number } | null {
  const words = normalizeForMatch(text).match(/[a-z0-9]+/g) ?? [];
  if (words.length === 0 || words.length > HEADING_WORDS_MAX) return null;
  for (let length = words.length; length > (exact ? words.length - 1 : 0); length--) {
    const section = HEADING_OF.get(words.slice(0, length).join(" "));
    if (section) return { section, words: length };
  }
  return null;
}

/** Where the nth word of a line ends, words counted as headingOf counts them. */
function endOfWord(line: string, nth: number): number {
  const words = [...line.matchAll(/[\p{L}\p{N}]+/gu)];
  const word = words[nth - 1];
  return word ? word.index + word[0].length : 0;
}

function lineKind(text: string, section: Section | null): LineKind | null {
  if (section === "ignored") return "ignored";
  const plain = normalizeForMatch(text);
  if (BENEFITS_LINE.test(plain)) return "ignored";
  if (DESIRABLE_MARK.test(plain)) return "desirable";
  if (REQUIRED_MARK.test(plain)) return "required";
  return section;
}

/** A line without the bullets, emoji, numbering and markdown around it: '✅ **Requisitos:**', '1. Benefícios'. */
function bareLine(raw: string): string {
  const start = raw.search(/[\p{L}\p{N}.]/u);
  if (start === -1) return "";
  let end = raw.length;
  // Walked back by hand: a regex anchored at the end rescans every run of spaces, in quadratic time.
  while (end > start && "*_# \t\u00a0".includes(raw.charAt(end - 1))) end--;
  return raw.slice(start, end).replace(/^\d+[.)]\s+/, "");
}

function hasMark(text: string): boolean {
  const plain = normalizeForMatch(text);
  return DESIRABLE_MARK.test(plain) || REQUIRED_MARK.test(plain);
}

function wordCount(text: string): number {
  return text.trim().split(/\s+/).length;
}
