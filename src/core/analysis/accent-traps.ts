import { skillKey } from "../resume/skills.ts";

/*
 * Words written without their accent that a dictionary still takes, because they are also a form of a verb:
 * 'experiencia' (experienciar), 'numero' (numerar), 'publico' (publicar). In a resume they are almost always
 * the noun or adjective missing its accent. Those whose verb nobody writes in a resume are pointed out
 * wherever they are; the others only right after an article or a preposition ('o numero', 'na pratica'),
 * where a verb cannot stand. Each is listed with its accented form; the plural adds an 's' to both.
 */
const ALWAYS = `
  experiência referência agência residência tendência história página música
`;
const AFTER_ARTICLE = `
  número público pública início negócio comércio prática análise crítica crítico média último última
  fábrica médico médica doméstica tráfego crédito depósito cálculo término estímulo auxílio específico
  específica prático válido dúvida hábito título vínculo veículo prêmio política potência influência
`;

// Articles, contractions, possessives, demonstratives and prepositions: what comes before a noun, never a verb.
const ARTICLES: ReadonlySet<string> = new Set(
  `o a os as um uma uns umas do da dos das no na nos nas de em ao aos pelo pela pelos pelas num numa
   seu sua seus suas meu minha meus minhas nosso nossa nossos nossas este esta estes estas esse essa esses
   essas aquele aquela cada todo toda outro outra mesmo mesma proprio propria com para por sobre entre sem`
    .trim()
    .split(/\s+/),
);

type Trap = { accented: string; always: boolean };

const TRAPS = new Map<string, Trap>(
  [...list(ALWAYS, true), ...list(AFTER_ARTICLE, false)].flatMap(([accented, always]) => [
    [skillKey(accented), { accented, always }],
    [`${skillKey(accented)}s`, { accented: `${accented}s`, always }],
  ]),
);

/** Every unaccented form of the list with its accented one: ['numero', 'número'], ['numeros', 'números']. */
export function accentTrapPairs(): [string, string][] {
  return [...TRAPS].map(([plain, { accented }]) => [plain, accented]);
}

/**
 * The accented word an unaccented one stands for, in lower case ('experiencia' -> 'experiência'), when it is
 * in the list and its place says it is the noun; `previous` is the word before it in the sentence, if any.
 */
export function accentedInContext(word: string, previous: string | null): string | null {
  const lower = word.toLocaleLowerCase("pt-BR");
  const trap = TRAPS.get(lower);
  if (!trap) return null;
  return trap.always || (previous !== null && ARTICLES.has(skillKey(previous))) ? trap.accented : null;
}

/** The accented twin of an unaccented form of the list ('analise' -> 'análise'), whatever its place. */
export function accentedTwin(word: string): string | null {
  return TRAPS.get(word.toLocaleLowerCase("pt-BR"))?.accented ?? null;
}

function list(words: string, always: boolean): [string, boolean][] {
  return words
    .trim()
    .split(/\s+/)
    .map((word) => [word, always]);
}
