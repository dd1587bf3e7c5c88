import { rotated } from "./seeded.ts";
import { SKILL_POOLS, type SkillGroupId } from "./skill-pools.ts";
import { hasKeyword, normalizeForMatch } from "./text.ts";

export type SkillSuggestionInput = {
  cargo: string;
  experiencias: Array<{ cargo: string; descricao?: string }>;
  formacoes: Array<{ curso: string }>;
  hardSkills: string[];
  softSkills: string[];
};
type SkillSuggestionResult = { hardSkills: string[]; softSkills: string[] };

const HARD_SUGGESTION_COUNT = 8;
const SOFT_SUGGESTION_COUNT = 6;

// The spec's keyword rules (part 1 §4), matched on whole words, ignoring case and accents.
const GROUP_KEYWORDS: ReadonlyArray<readonly [SkillGroupId, readonly string[]]> = [
  [
    "tecnologia",
    (
      "desenvolvedor|desenvolvedora|programador|programadora|developer|dev|devops|software|front end|" +
      "frontend|back end|backend|full stack|fullstack|programacao|desenvolvimento de sistemas|" +
      "desenvolvimento web|analista de sistemas|computacao|ciencia da computacao|sistemas de informacao|" +
      "analise e desenvolvimento de sistemas|engenharia de software|ti|tecnologia da informacao|" +
      "sistemas para internet|informatica"
    ).split("|"),
  ],
  [
    "marketing",
    (
      "marketing|mkt|midias sociais|midia social|social media|redes sociais|publicidade|propaganda|" +
      "trafego pago|gestor de trafego|gestora de trafego|seo|growth|branding"
    ).split("|"),
  ],
  [
    "administracao",
    (
      "administracao|administrativo|administrativa|assistente administrativo|auxiliar administrativo|" +
      "administrador|administradora|gestao|secretariado|financeiro|financeira|contabil|contabeis|contabilidade|" +
      "faturamento"
    ).split("|"),
  ],
];

// Descriptions are free text: 'gestão de clientes' or 'TI' in a salesperson's description says little
// about the person's field, so these short, common words count only in titles and course names.
const WEAK_IN_DESCRIPTIONS = new Set(["gestao", "ti", "dev", "seo"]);

/**
 * Which list to suggest from. The job titles speak first (the wanted role, then each job), then the
 * courses, then the job descriptions; within each, technical beats marketing beats administration.
 */
export function skillGroupFor(input: Omit<SkillSuggestionInput, "hardSkills" | "softSkills">): SkillGroupId {
  const sources = [
    { texts: [input.cargo, ...input.experiencias.map((exp) => exp.cargo)], weakWords: true },
    { texts: input.formacoes.map((edu) => edu.curso), weakWords: true },
    { texts: input.experiencias.map((exp) => exp.descricao ?? ""), weakWords: false },
  ];
  for (const { texts, weakWords } of sources) {
    const text = texts.join(" | ");
    for (const [group, keywords] of GROUP_KEYWORDS) {
      const usable = weakWords ? keywords : keywords.filter((word) => !WEAK_IN_DESCRIPTIONS.has(word));
      if (hasKeyword(text, usable)) return group;
    }
  }
  return "generico";
}

/**
 * 'Sugerir habilidades com IA': up to 8 hard and 6 soft skills for the person's field, never one they
 * already list (in either group, ignoring case and accents). Seed 0 shows each group's core skills;
 * each further seed turns to the next page of the pool, so 'Gerar novas sugestões' shows others.
 */
export function suggestSkills(input: SkillSuggestionInput, seed = 0): SkillSuggestionResult {
  const group = skillGroupFor(input);
  const owned = new Set([...input.hardSkills, ...input.softSkills].map(normalizeForMatch));
  const fresh = (skills: readonly string[]) => skills.filter((skill) => !owned.has(normalizeForMatch(skill)));
  return {
    hardSkills: page(
      fresh(SKILL_POOLS[group].hard),
      fresh(SKILL_POOLS.generico.hard),
      HARD_SUGGESTION_COUNT,
      seed,
    ),
    softSkills: page(
      fresh(SKILL_POOLS[group].soft),
      fresh(SKILL_POOLS.generico.soft),
      SOFT_SUGGESTION_COUNT,
      seed,
    ),
  };
}

/** One page of `count` from the group's pool; generic skills fill in when the person has most of it. */
function page(pool: string[], fallback: string[], count: number, seed: number): string[] {
  const taken = rotated(pool, seed * count).slice(0, count);
  const seen = new Set(taken.map(normalizeForMatch));
  for (const skill of fallback) {
    if (taken.length >= count) break;
    if (!seen.has(normalizeForMatch(skill))) {
      taken.push(skill);
      seen.add(normalizeForMatch(skill));
    }
  }
  return taken;
}
