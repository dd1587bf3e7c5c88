import { newStemmer } from "snowball-stemmers";
import { normalizeForMatch } from "../ai/text.ts";
import { isActionVerb } from "./action-verbs.ts";

/**
 * One word of a job ad or a resume. `key` is what comparisons use: the Portuguese stem without accents, so
 * 'Vendas', 'venda' and 'vender' share 'vend'. `content` is false for the words that say nothing about the
 * job ('de', 'com', 'experiência', 'vale-transporte'); `name` is true for a word written as a name (a capital
 * in mid-sentence, 'SQL'): a product or a tool rather than an ordinary word.
 */
export type Token = {
  text: string;
  key: string;
  content: boolean;
  name: boolean;
  /** The first word of a sentence, whose capital says nothing. */
  start: boolean;
  /** What stands between the previous word and this one (',', ' - ', ' '). */
  sep: string;
  /** Part of a word written with a hyphen ('check' and 'out' in 'check-out'). */
  joined: boolean;
  from: number;
  to: number;
};

const stemmer = newStemmer("portuguese");

// Words with their own dots, '#' or '++' stay whole: 'Node.js', '.NET', 'C#', 'C++'.
const WORD = /(?:(?<=^|\s)\.)?[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*(?:#|\+\+)?/gu;
// A sentence or list item begins after these: the word after them is capitalised whatever it is.
const SENTENCE_BREAK = /[.!?:;•|▪►✓✔●◦*]|\s[-–—]\s/u;

/** The words of one line, in order. */
export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let last = 0;
  for (const match of line.matchAll(WORD)) {
    const text = match[0];
    const from = match.index;
    const sep = line.slice(last, from);
    const start = tokens.length === 0 || SENTENCE_BREAK.test(sep);
    const previous = tokens.at(-1);
    const joined = sep === "-";
    if (previous && joined) previous.joined = true;
    tokens.push({
      text,
      key: wordKey(text),
      content: false,
      name: false,
      start,
      sep,
      joined,
      from,
      to: from + text.length,
    });
    last = from + text.length;
  }
  // A line in capitals ('EXPERIÊNCIA COM VENDAS') is shouting, not a row of acronyms.
  const letters = tokens.filter((token) => /^\p{L}+$/u.test(token.text));
  const shouting = letters.length >= 3 && letters.every((token) => isUpper(token.text));
  for (const token of tokens) {
    token.name = !shouting && (isAcronym(token.text) || (!token.start && /^\p{Lu}/u.test(token.text)));
    // 'CNH A' and 'categoria E': a capital letter alone in mid-sentence is a category, not 'a' or 'e'.
    const letter = token.text.length === 1 && isUpper(token.text) && !token.start;
    token.content = (letter || !STOP_WORDS.has(normalizeForMatch(token.text))) && !GENERIC.has(token.key);
  }
  return tokens;
}

// The stemmer takes tens of microseconds a word; ads and resumes repeat the same few thousand words.
const KEYS_CACHED_MAX = 50_000;
const cachedKeys = new Map<string, string>();

/** The stem of a word without accents or capitals; words with digits or symbols ('NR10', 'C#') as written. */
export function wordKey(word: string): string {
  const lower = word.toLowerCase();
  const cached = cachedKeys.get(lower);
  if (cached !== undefined) return cached;
  const key = /^\p{L}+$/u.test(lower)
    ? normalizeForMatch(stemmer.stem(restoreAccent(lower)))
    : normalizeForMatch(lower);
  if (cachedKeys.size >= KEYS_CACHED_MAX) cachedKeys.clear();
  cachedKeys.set(lower, key);
  return key;
}

/** The keys of the words of a text that say something: how a known phrase, a skill or a field is compared. */
export function contentKeys(text: string): string[] {
  return tokenize(text)
    .filter((token) => token.content)
    .map((token) => token.key);
}

/** Whether a word can be a term by itself: not a verb ('realizar'), a level ('avançado') or a scrap. */
export function standsAlone(token: Token): boolean {
  if (!token.content || token.joined || NOT_ALONE.has(token.key) || /\d/.test(token.text)) return false;
  // 'Realizar' says what to do, 'rapidamente' how; 'check' is half of 'check-out'.
  if (isActionVerb(token.text) || /mente$/i.test(token.text)) return false;
  return token.text.length >= 3 || (token.name && token.text.length === 2);
}

function isUpper(text: string): boolean {
  return text === text.toLocaleUpperCase("pt-BR") && text !== text.toLocaleLowerCase("pt-BR");
}

function isAcronym(text: string): boolean {
  return /^\p{Lu}[\p{Lu}\d]+$/u.test(text);
}

/*
 * The stemmer expects the accents of Portuguese: 'organizacao' typed without them must stem as 'organização'
 * does. The endings below are the ones whose accent changes the stem.
 */
function restoreAccent(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  return word
    .replace(/coes$/, "ções")
    .replace(/cao$/, "ção")
    .replace(/oes$/, "ões")
    .replace(/ao$/, "ão")
    .replace(/encia(s?)$/, "ência$1")
    .replace(/ancia(s?)$/, "ância$1")
    .replace(/(a|i)ve(l|is)$/, (_, vowel: string, end: string) => `${vowel === "a" ? "á" : "í"}ve${end}`)
    .replace(/^(ingl|portugu|franc|japon|chin)es$/, "$1ês");
}

const words = (list: string) => list.trim().split(/\s+/);

// Words that only tie the others together, without accents.
const STOP_WORDS: ReadonlySet<string> = new Set(
  words(`
    a o as os um uma uns umas de da do das dos em na no nas nos num numa dum duma por pela pelo pelas pelos
    para pra com sem sob sobre entre ate apos desde ao aos e ou nem mas que se como quando onde qual quais
    quem cujo cuja ja nao sim mais menos muito muita muitos muitas bem tambem so apenas ainda sempre etc ser
    estar ter haver ir sera seja sejam sao esta estao tem temos ha sua seu suas seus nosso nossa nossos
    nossas voce voces ele ela eles elas isso isto este esse essa aquele aquela todo toda todos todas cada
    outro outra outros outras mesmo mesma algum alguma alguns algumas qualquer tal ex p vs vai vao vou vamos
    faz fazem fazer pode podem poder deve devem precisa precisam possuir possui tenha tenham estamos somos
    inclusive principalmente preferencialmente
  `),
);

// A word and its plural ('noção', 'noções'): the stemmer does not always bring them together.
const keys = (list: string) =>
  new Set(
    words(list)
      .flatMap((word) => [word, plural(word)])
      .map(wordKey),
  );

function plural(word: string): string {
  if (/ão$/.test(word)) return word.replace(/ão$/, "ões");
  if (/[aeo]l$/.test(word)) return word.replace(/l$/, "is");
  if (/[rsz]$/.test(word)) return `${word}es`;
  if (/m$/.test(word)) return word.replace(/m$/, "ns");
  return `${word}s`;
}

/*
 * What every ad says and no resume needs to: the ad's own vocabulary ('requisitos', 'vaga'), conditions of
 * the job (hours, place, contract) and benefits. A term is never made of these, so nobody is asked to add
 * 'vale-transporte' to a resume.
 */
const GENERIC = keys(`
  experiência conhecimento noção domínio vivência atuação área vaga empresa candidato candidata profissional
  pessoa requisito qualificação atividade responsabilidade atribuição função cargo nível
  mínimo mínima comprovada comprovado desejável diferencial obrigatório obrigatória imprescindível
  indispensável necessário necessária essencial exigido exigida plus bom boa ótimo excelente facilidade
  capacidade perfil disponibilidade horário turno escala período integral segunda terça quarta quinta sexta
  sábado domingo feriado fim final finais semana mês meses ano anos dia hora residir morar residência próximo
  região plantão plantões noturno diurno folguista
  local presencial remoto híbrido contrato contratação efetivo temporário clt pj salário remuneração
  benefício vale refeição alimentação transporte odontológico assistência plano saúde seguro convênio
  auxílio creche gympass wellhub totalpass cesta ppr plr bônus bonificação premiação comissão férias
  participação lucro desconto vt vr va oportunidade seletivo etapa entrevista currículo cv
  inscrição candidatar enviar interessado pcd afirmativa exclusiva diversidade gênero idade sexo buscamos
  procuramos contratamos precisamos oferecemos venha faça junte parte crescer carreira ambiente cultura
  missão valores categoria tipo geral afins correlatas relacionadas similar semestre bolsa
`);

// Words that are part of a term ('Excel avançado', 'trabalho em equipe') but no term by themselves.
const NOT_ALONE = keys(`
  avançado intermediário fluente fluência completo incompleto cursando concluído andamento ativo equipe
  trabalho trabalhar realizar sólido forte principal principais diversas diversos novo nova rotina setor
  loja unidade cliente processo básico vida número cálculo valor documento pagamento compra produto
  carteira pontuação colaborador
`);
