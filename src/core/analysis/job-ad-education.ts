import { normalizeForMatch } from "../ai/text.ts";
import type { Education } from "../resume/education.ts";
import { standsAlone, type Token } from "./job-ad-words.ts";

/**
 * A course an ad asks for ('graduação em Administração, Contabilidade ou Economia'): the words of each field
 * offered, any one of which will do, and the index of the request's last word.
 */
export type SchoolingAsked = { fields: string[][]; last: number };

// The words that open such a request, without accents: 'Curso técnico em', 'Superior completo em'.
const LEADS = new Set(
  `ensino curso tecnico tecnica tecnologo graduacao graduado graduada graduando bacharelado bacharel
  licenciatura formacao formado formada superior cursando especializacao pos mba completo completa academica`.split(
    /\s+/,
  ),
);
const LINKS = new Set(["de", "da", "do", "das", "dos"]);
const FIELDS_MAX = 4;
const FIELD_WORDS_MAX = 4;
// A comma, a slash or 'ou' offers another field; any other mark ends the list.
const CLAUSE_BREAK = /[.;:!?•|()[\]{}"“”]|\s[-–—]\s/u;

const plain = (token: Token | undefined) => (token ? normalizeForMatch(token.text) : "");

/** The request for a course that starts at the `at`th word of a line, if one does. */
export function schoolingAt(tokens: readonly Token[], at: number): SchoolingAsked | null {
  let next = at;
  while (next - at < 3 && LEADS.has(plain(tokens[next]))) next++;
  if (next === at) return null;
  // 'Cursando Publicidade': these need no 'em' before the field.
  const direct = /^(cursando|graduando|graduado|graduada|formado|formada)$/.test(plain(tokens[next - 1]));
  if (plain(tokens[next]) !== "em" && !(direct && tokens[next]?.name)) return null;
  const fields: string[][] = [];
  let last = -1;
  let cursor = plain(tokens[next]) === "em" ? next + 1 : next;
  while (fields.length < FIELDS_MAX) {
    const field = fieldAt(tokens, cursor);
    if (!field) break;
    fields.push(field.keys);
    last = field.last;
    const after = tokens[last + 1];
    if (!after || CLAUSE_BREAK.test(after.sep)) break;
    if (plain(after) === "ou") cursor = last + 2;
    else if (/[,/]/.test(after.sep)) cursor = last + 1;
    else break;
  }
  return fields.length > 0 ? { fields, last } : null;
}

/** One field of study: a few words ('Ciência da Computação'), the trailing 'completo' left out. */
function fieldAt(tokens: readonly Token[], at: number): { keys: string[]; last: number } | null {
  const words: Token[] = [];
  let index = at;
  for (; index < tokens.length && words.length < FIELD_WORDS_MAX; index++) {
    const token = tokens[index] as Token;
    if (words.length > 0 && (CLAUSE_BREAK.test(token.sep) || /[,/]/.test(token.sep))) break;
    // 'Publicidade e Propaganda' is one field; 'Enfermagem e COREN ativo' is a field and something else.
    const joins = plain(token) === "e" && words.at(-1)?.name && tokens[index + 1]?.name;
    if (!token.content && !LINKS.has(plain(token)) && !joins) break;
    words.push(token);
  }
  while (words.length > 0) {
    const tail = words[words.length - 1] as Token;
    if (tail.content && (standsAlone(tail) || tail.name)) break;
    words.pop();
  }
  if (words.length === 0) return null;
  return {
    keys: words.filter((token) => token.content).map((token) => token.key),
    last: at + words.length - 1,
  };
}

/**
 * The highest schooling a resume's courses show (the levels of job-ad-phrases.ts), 0 when none says: a
 * degree answers an ad asking for 'ensino médio completo'.
 */
export function schoolingLevel(courses: readonly Pick<Education, "curso" | "instituicao">[]): number {
  return Math.max(0, ...courses.map((course) => levelOf(`${course.curso} ${course.instituicao}`)));
}

const LEVELS: readonly [number, RegExp][] = [
  [5, /\b(pos|especializacao|mba|mestrado|doutorado)\b/],
  [
    4,
    /\b(graduacao|bacharel|bacharelado|licenciatura|tecnologo|superior|faculdade|universidade|universitario|engenharia|fatec)\b/,
  ],
  [3, /\b(tecnico|tecnica|etec)\b/],
  [2, /\b(ensino medio|2o grau|segundo grau|colegial)\b/],
  [1, /\bensino fundamental\b/],
];

function levelOf(text: string): number {
  const words = normalizeForMatch(text);
  return LEVELS.find(([, pattern]) => pattern.test(words))?.[0] ?? 0;
}
