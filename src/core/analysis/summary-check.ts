import type { ResumeData } from "../resume/resume-data.ts";
import type { Finding } from "./finding.ts";

/*
 * A summary of two to five sentences: about 150 to 1,000 characters (the sample resume's has 369, the resume
 * examples' two sentences 176 to 199). Shorter says little about the person; longer is skimmed past.
 */
export const SUMMARY_MIN = 150;
export const SUMMARY_MAX = 1000;

/** The summary: there, and long enough to introduce the person without becoming a page of its own. */
export function checkSummary(data: Pick<ResumeData, "resumo">): Finding[] {
  const length = Array.from(data.resumo.trim()).length;
  if (length === 0) {
    return [
      finding(
        "ausente",
        "aviso",
        "Falta o resumo profissional, o primeiro texto que o recrutador lê; escreva de 2 a 4 frases sobre " +
          "quem você é, o que sabe fazer e o tipo de vaga que procura.",
      ),
    ];
  }
  if (length < SUMMARY_MIN) {
    return [
      finding(
        "curto",
        "dica",
        `O resumo profissional tem ${length} caracteres, pouco para apresentar você; acrescente uma ou duas ` +
          "frases com sua principal experiência ou qualidade e o tipo de vaga que procura.",
      ),
    ];
  }
  if (length > SUMMARY_MAX) {
    return [
      finding(
        "longo",
        "aviso",
        `O resumo profissional tem ${count(length)} caracteres, e um resumo longo costuma ser pulado; deixe ` +
          `só o essencial em até 5 frases (no máximo cerca de ${count(SUMMARY_MAX)} caracteres).`,
      ),
    ];
  }
  return [];
}

function finding(what: string, severity: Finding["severity"], message: string): Finding {
  return { id: `resumo.${what}`, severity, message, step: "resumo" };
}

/** '1.250': numbers as Brazilians read them. */
function count(value: number): string {
  return value.toLocaleString("pt-BR");
}
