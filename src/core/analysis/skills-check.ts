import { joinList } from "../ai/text.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import { skillKey, uniqueSkills } from "../resume/skills.ts";
import { quote } from "./entry-name.ts";
import type { Finding, Severity } from "./finding.ts";

/** Fewer technical skills than this leaves a selection system little to match a job ad against. */
export const TECHNICAL_MIN = 3;
/** More than this in one list buries the skills that matter. */
export const LIST_MAX = 25;
/** A skill of more words than this is a sentence ('Tenho facilidade para aprender coisas novas'). */
export const SKILL_WORDS_MAX = 6;

const NAMED_MAX = 3;
// A whole skill fits (60 characters at most): the sentence is the point of the message.
const SKILL_QUOTE_MAX = 60;

/** The skill lists: each skill once, enough technical ones, not too many, each a few words. */
export function checkSkills(data: Pick<ResumeData, "hardSkills" | "softSkills">): Finding[] {
  const found: Finding[] = [];
  const add = (what: string, severity: Severity, message: string) =>
    found.push({ id: `habilidades.${what}`, severity, message, step: "habilidades" });

  const repeated = repeatedSkills([...data.hardSkills, ...data.softSkills]);
  if (repeated.length === 1) {
    add(
      "repetidas",
      "aviso",
      `A habilidade ${names(repeated)} aparece mais de uma vez; deixe só uma, para sobrar espaço para outras.`,
    );
  } else if (repeated.length > 1) {
    add(
      "repetidas",
      "aviso",
      `As habilidades ${names(repeated)} aparecem mais de uma vez; deixe cada uma só uma vez, para sobrar espaço para outras.`,
    );
  }

  const technical = uniqueSkills(data.hardSkills).length;
  if (technical < TECHNICAL_MIN) {
    const have =
      technical === 0
        ? "Não há habilidades técnicas"
        : `Há só ${technical} ${technical === 1 ? "habilidade técnica" : "habilidades técnicas"}`;
    add(
      "poucas-tecnicas",
      "aviso",
      `${have}; liste pelo menos ${TECHNICAL_MIN} coisas que você sabe fazer no trabalho (como Excel, atendimento ao cliente ou operação de caixa), que é o que os sistemas de seleção procuram.`,
    );
  }
  const soft = uniqueSkills(data.softSkills).length;
  if (technical > LIST_MAX) {
    add(
      "tecnicas-demais",
      "dica",
      `Há ${technical} habilidades técnicas, e uma lista longa esconde as principais; fique com as 10 a 15 que mais combinam com as vagas que você procura.`,
    );
  }
  if (soft > LIST_MAX) {
    add(
      "comportamentais-demais",
      "dica",
      `Há ${soft} habilidades comportamentais, e uma lista longa esconde as principais; fique com as 5 a 8 que mais representam você.`,
    );
  }

  const sentences = uniqueSkills([...data.hardSkills, ...data.softSkills]).filter(
    (skill) => skill.split(/\s+/).length > SKILL_WORDS_MAX,
  );
  const [sentence] = sentences;
  if (sentence) {
    const which =
      sentences.length === 1
        ? `${quote(sentence, SKILL_QUOTE_MAX)} parece uma frase`
        : `${sentences.length} habilidades parecem frases, como ${quote(sentence, SKILL_QUOTE_MAX)}`;
    add(
      "frase",
      "aviso",
      `${which}; resuma em poucas palavras (como “Aprendizado rápido”) e deixe as explicações para o resumo.`,
    );
  }
  return found;
}

/** The first spelling of every skill listed more than once, case and accents aside, in order. */
function repeatedSkills(skills: readonly string[]): string[] {
  const first = new Map<string, string>();
  const repeated = new Map<string, string>();
  for (const value of skills) {
    const skill = value.trim();
    const key = skillKey(skill);
    if (!skill) continue;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, skill);
    else if (!repeated.has(key)) repeated.set(key, seen);
  }
  return [...repeated.values()];
}

/** '“Excel”, “Word” e “SQL”', or the first three 'e mais 4'. */
function names(skills: readonly string[]): string {
  const named = skills.slice(0, NAMED_MAX).map((skill) => quote(skill));
  const rest = skills.length - named.length;
  return rest > 0 ? `${named.join(", ")} e mais ${rest}` : joinList(named);
}
