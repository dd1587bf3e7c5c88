import { isContactDetail } from "./contact.ts";
import { headingKind } from "./headings.ts";
import type { Line } from "./reading-order.ts";
import { fold, hasBullet, joinLines, squash, stripBullet } from "./text.ts";

/** Interpersonal skills, folded; a mixed list puts these among the soft skills. */
const SOFT = [
  "comunicacao",
  "comunicativ",
  "lideranca",
  "trabalho em equipe",
  "equipe",
  "empatia",
  "proatividade",
  "proativ",
  "organizacao",
  "organizad",
  "resiliencia",
  "negociacao",
  "criatividade",
  "flexibilidade",
  "adaptabilidade",
  "responsabilidade",
  "pontualidade",
  "honestidade",
  "agilidade",
  "colaboracao",
  "cordialidade",
  "simpatia",
  "paciencia",
  "etica",
  "escuta",
  "mediacao",
  "relacionamento",
  "atendimento ao",
  "argumentacao",
  "didatica",
  "pensamento critico",
  "resolucao de problemas",
  "foco em resultado",
  "gestao de tempo",
  "vontade de aprender",
  "iniciativa",
  "dinamismo",
  "comprometimento",
  "disciplina",
  "inteligencia emocional",
  "trabalho sob pressao",
  "mentoria",
  "storytelling",
  "communication",
  "leadership",
  "teamwork",
  "collaboration",
  "empathy",
  "negotiation",
  "problem solving",
  "ownership",
  "mentoring",
  "curiosity",
  "relationship",
  "adaptability",
  "creativity",
  "facilitation",
  "stakeholder",
  "time management",
  "critical thinking",
  "written communication",
  "incident command",
  // Spanish.
  "comunicacion",
  "liderazgo",
  "trabajo en equipo",
  "atencion al cliente",
  "empatia",
  "proactividad",
  "puntualidad",
  "negociacion",
  "facilitacion",
  "resolucion de problemas",
];

export function isSoftSkill(skill: string): boolean {
  const folded = fold(skill);
  return SOFT.some((s) => folded.includes(s));
}

const SEPARATOR_MARKS = ",;•·|▪●";
const ITEM_SEPARATOR = new RegExp(`\\s*[${SEPARATOR_MARKS}]\\s*|\\s{3,}`, "u");
/** A category label on a line of its own: 'Linguagens:', 'PROGRAMMING:', 'Familiar:'. */
const LABEL_ONLY = /^[^:]{2,40}:$/;

/** The skills listed in a section: bullets, chips, comma or dot-separated lists, wrapped items joined. */
export function parseSkillList(lines: Line[]): string[] {
  // Each logical item is kept as its printed pieces and joined once: appending to one growing string and
  // testing its end on every wrapped line would copy it each time.
  const logical: { pieces: string[]; open: number }[] = [];
  let previous: Line | null = null;
  const right = Math.max(0, ...lines.map((l) => l.xEnd));
  const left = Math.min(...lines.map((l) => l.x));
  for (const line of lines) {
    const text = line.text.trim();
    const current = logical.at(-1);
    const end = current?.pieces.at(-1) ?? "";
    const wrapped =
      previous &&
      !line.paragraph &&
      !line.sameRow &&
      !hasBullet(text) &&
      // A bracket left open goes on past a list's usual spacing ('Iluminação de estúdio (flash e' / 'contínua)').
      line.gapAbove < ((current?.open ?? 0) > 0 ? 2 : 1.5) &&
      ((hasBullet(previous.text) && line.x > previous.x + 2) ||
        // A line going on in lower case, unless the one above was a whole item (it stopped well short of
        // the edge, or closed its brackets): an item of its own ('dbt', 'pandas') in a list of one per line.
        (/^\p{Ll}/u.test(text) && !/\)$/.test(previous.text.trim()) && !stopsShort(previous, text, right)) ||
        /[,(-]$/.test(previous.text) ||
        (current?.open ?? 0) > 0 ||
        cutInList(previous, text, left, right)) &&
      !/[;.]$/.test(end) &&
      !LABEL_ONLY.test(end);
    if (wrapped && current) current.pieces.push(text);
    else logical.push({ pieces: [text], open: 0 });
    const item = logical.at(-1) as { open: number };
    item.open += (text.match(/\(/g) ?? []).length - (text.match(/\)/g) ?? []).length;
    previous = line;
  }
  const skills: string[] = [];
  for (const { pieces } of logical) {
    // Contact data a sidebar printed among the skills is left out. Contact lines are short: a long item is never
    // tried (the address patterns would scan all of it).
    // A list in brackets is the skill's detail, never a place ('Splunk (SPL, ES)' is not in Espírito Santo).
    const whole = pieces.join(" ").replace(/\([^()]*,[^()]*\)/g, "");
    if (whole.length <= 120 && isContactDetail(whole)) continue;
    const items = splitOutsideBrackets(stripBullet(joinLines(pieces)));
    if (items.length > 1) {
      // 'Python, Java e SQL': the last pair joined by 'e' / 'and'.
      const tail = items.pop() as string;
      items.push(...tail.split(/\s+(?:e|and)\s+(?=\p{Lu})/u));
    }
    for (const item of items) {
      const skill = cleanSkill(item, items.length > 1);
      // A group's label in a cell of its own ('Técnicas' beside its list) is no skill either.
      if (!skill || EXAM.test(skill) || isLanguageGrid(skill) || headingKind(skill) !== null) continue;
      // A language's level printed apart from it ('Inglês' | 'avançado') goes with it.
      const last = skills.at(-1);
      if (LEVEL.test(skill)) {
        if (last && isLanguageName(last)) skills[skills.length - 1] = `${last} (${skill})`;
        continue;
      }
      skills.push(skill);
    }
  }
  return [...new Set(skills)];
}

/** A language's level alone: 'avançado', 'fluent', 'B2', 'leitura e escrita técnica'. */
const LEVEL =
  /^(?:b[aá]sico|intermedi[aá]rio|intermedio|avan[cç]ado|avanzado|fluente|fluido|nativo|nativa|materna|native|fluent|basic|intermediate|advanced|conversational|proficient|elementary|[abc][12]|leitura(?: e escrita)?(?: t[eé]cnica)?)$/iu;
/** A language exam's score listed with the languages: 'TOEIC 905 (2019)', 'IELTS 8.0'. */
const EXAM = /^(?:toeic|toefl|ielts|dele|dalf|delf|cambridge|cpe|cae|fce|celpe-bras)\b/iu;
/**
 * The labels of the European language grid a Europass CV prints beside each language ('Comprensión
 * auditiva', 'Expressão oral', 'A1 y A2: usuario básico'), its footnote ('Marco común europeo de referencia…')
 * and a table's column headings ('Oral', 'Escrito', 'Comprender', 'Hablar'): how it is rated, not a skill.
 */
function isLanguageGrid(item: string): boolean {
  const words = fold(item).split(/\s+/);
  return words.every((word) => GRID_WORDS.has(word)) || GRID_SCALE.test(item);
}

const GRID_WORDS = new Set(
  [
    "compreensao comprensao comprension understanding comprender compreender entender fala falar habla hablar",
    "speaking escrita escrito escritura escrever escribir writing written expressao expresion producao produccion",
    "production interacao interaccion interaction listening reading leitura lectura lectora auditiva oral",
    "spoken de da del",
  ]
    .join(" ")
    .split(" "),
);

const GRID_SCALE =
  /^(?:(?:[abc][12](?:\s*(?:e|y|and|\/)\s*[abc][12])?:\s*)?(?:utilizador|usu[aá]rio|usuario|user)\s+(?:b[aá]sico|independente|independiente|competente|proficient|basic|independent)|(?:marco com[uú]n europeo|quadro europeu comum|common european framework)\b.*)$/iu;
const LANGUAGE_NAME =
  /^(?:ingl[eêé]s|espanhol|español|franc[eêé]s|alem[aã]o|alemán|italiano|japon[eêé]s|mandarim|mandarín|chin[eê]s|chino|portugu[eêé]s|libras|english|spanish|french|german|italian|japanese|mandarin|chinese|portuguese)$/iu;

function isLanguageName(text: string): boolean {
  return LANGUAGE_NAME.test(text.trim());
}

/** A line of a list cut by a narrow column's edge mid-item ('tabelas dinâmicas) | Power' / 'BI'). */
/** The line's first word would have fitted after the line above: the line above was not cut by the edge. */
function stopsShort(previous: Line, text: string, right: number): boolean {
  if (previous.paragraph) return false;
  const perChar = (previous.xEnd - previous.x) / Math.max(1, previous.text.length);
  const firstWord = (text.split(/\s+/)[0] ?? "").length * perChar;
  return previous.xEnd + perChar + firstWord < right - perChar;
}

function cutInList(previous: Line, text: string, left: number, right: number): boolean {
  const outside = previous.text.replace(/\([^)]*\)/g, "");
  const listed = /[,;|·•]/.test(outside) && !/[,;|·•]\s*$/.test(outside);
  const fills = previous.xEnd >= right - 0.15 * (right - left);
  return listed && fills && !/[,;|·•:]/.test(text) && text.split(/\s+/).length <= 2;
}

/** Splits a list at its separators, except those inside brackets. */
function splitOutsideBrackets(text: string): string[] {
  // A separator inside brackets is swapped for a private-use character while the list is split.
  const guard = (mark: string) => String.fromCharCode(0xe000 + SEPARATOR_MARKS.indexOf(mark));
  let depth = 0;
  let guarded = "";
  for (const ch of text) {
    if (ch === "(" || ch === "[") depth++;
    else if ((ch === ")" || ch === "]") && depth > 0) depth--;
    guarded += depth > 0 && SEPARATOR_MARKS.includes(ch) ? guard(ch) : ch;
  }
  return guarded
    .split(ITEM_SEPARATOR)
    .map((item) => item.replace(/[\ue000-\ue00f]/g, (c) => SEPARATOR_MARKS[c.charCodeAt(0) - 0xe000] ?? c));
}

/** A one-letter item of a list is a language ('C', 'R'); anywhere else a letter is noise. */
const ONE_LETTER_SKILL = /^\p{Lu}$/u;

const USED_FOR =
  /\s*\((?:(?:mais de|menos de|more than|less than|m[aá]s de|menos de)\s+)?\d+\+?\s*(?:anos?|years?|yrs?|a[nñ]os?|meses|months?)\)$/iu;

function cleanSkill(raw: string, inList: boolean): string | null {
  let skill = squash(stripBullet(raw).replace(/[●○◐◯★☆■□]+/gu, " "))
    // The lookbehind keeps a long dot leader inside the text from being rescanned from each of its dots.
    .replace(/^[\s.:;–—-]+|(?<![\s.;:–—-])[\s.;:–—-]+$/g, "")
    .trim();
  // 'Ferramentas: Excel' keeps the value; a label alone ('Linguagens:') is no skill.
  if (LABEL_ONLY.test(squash(raw))) return null;
  const colon = /^([^:]{2,30}):\s*(.+)$/.exec(skill);
  // 'Portugués: C1' is a language and its level; 'Ferramentas: Excel' a group's label and a skill.
  if (colon && isLanguageName(colon[1] as string) && LEVEL.test((colon[2] as string).trim()))
    skill = `${(colon[1] as string).trim()} (${(colon[2] as string).trim()})`;
  else if (colon) skill = (colon[2] as string).trim();
  // How long it was used, as job boards print it ('WMS (3 anos)'), is not part of the skill.
  skill = skill.replace(USED_FOR, "").trim();
  if (skill.length > 60) return null;
  if (skill.length < 2 && !(inList && ONE_LETTER_SKILL.test(skill))) return null;
  if (skill.split(/\s+/).length > 10 || (skill.split(/\s+/).length > 6 && /[.!]$/.test(raw.trim())))
    return null;
  return skill;
}
