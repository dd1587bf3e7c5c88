import { normalizeForMatch } from "../ai/text.ts";
import { quote } from "./entry-name.ts";
import type { Finding } from "./finding.ts";
import type { ContentStep } from "./placeholders.ts";
import type { JobAdMatch } from "./resume-analysis.ts";

// A course asked for can be long ('graduação em Administração, Contabilidade ou Economia'): it is the point.
const TERM_QUOTE_MAX = 60;

// What to do about a missing term, by the step where it could go.
const ADVICE: Record<ContentStep, string> = {
  habilidades: "Se você tem essa experiência, cite-a nas habilidades ou na descrição de um trabalho.",
  experiencia: "Se você tem essa experiência, conte-a na descrição do trabalho em que a teve.",
  formacao: "Se você tem essa formação, inclua-a em Formação, com a situação do curso.",
  resumo: "Se isso vale para você, mencione-o no resumo.",
  dados: "Se isso vale para você, mencione-o no resumo.",
};

/**
 * One finding for each term of the ad the resume lacks, in the match's order: a warning for what the ad
 * requires, a tip for what it mentions. Ids are 'vaga.<term>' ('vaga.power-bi'), unique within the list.
 */
export function jobAdFindings(match: JobAdMatch): Finding[] {
  const used = new Set<string>();
  return match.terms
    .filter((term) => !term.found)
    .map((term) => {
      const step = term.step ?? "resumo";
      const verb = term.required ? "pede" : "menciona";
      return {
        id: uniqueId(`vaga.${slug(term.term)}`, used),
        severity: term.required ? "aviso" : "dica",
        message: `A vaga ${verb} ${quote(term.term, TERM_QUOTE_MAX)}, que não aparece no seu currículo. ${ADVICE[step]}`,
        step,
      };
    });
}

/** 'Power BI' -> 'power-bi', 'C#' -> 'c-sharp', 'Técnico em Enfermagem' -> 'tecnico-em-enfermagem'. */
function slug(term: string): string {
  const words = normalizeForMatch(term)
    .replace(/#/g, " sharp ")
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return words || "termo";
}

function uniqueId(id: string, used: Set<string>): string {
  let unique = id;
  for (let n = 2; used.has(unique); n++) unique = `${id}-${n}`;
  used.add(unique);
  return unique;
}
