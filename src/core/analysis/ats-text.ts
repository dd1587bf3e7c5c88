import type { ResumeData } from "../resume/resume-data.ts";
import type { TemplateId } from "../resume/template-id.ts";
import { resumeLanguage } from "../view/languages/languages.ts";
import type { SectionKey } from "../view/languages/resume-language.ts";
import { comparable } from "./ats-same.ts";
import { atsFinding, atsQuote, quotedList, readOutcome } from "./ats-wording.ts";
import type { Finding } from "./finding.ts";

export type PrintedSection = SectionKey;

/** The id part of the finding about each section title. */
const SECTIONS: Record<PrintedSection, { id: string }> = {
  resumo: { id: "resumo" },
  experiencias: { id: "experiencia" },
  formacoes: { id: "formacao" },
  hardSkills: { id: "habilidades-tecnicas" },
  softSkills: { id: "competencias" },
  contato: { id: "contato" },
};

/**
 * Four or more letters each standing alone between spaces ('R E S U M O'): how letter-spaced type comes out
 * of a PDF when the gaps between letters pass for spaces. A reader takes each letter for a word.
 */
const LETTER_SPACED = /(?<![\p{L}\p{N}])\p{L}(?: \p{L}){3,}(?![\p{L}\p{N}])/gu;
const SEE_ANOTHER = "Experimente outro modelo.";

type TextReading = { templateId: TemplateId; text: string; sections: readonly PrintedSection[] };

/**
 * The PDF's plain text: every section title the template printed, in the resume's language, is there, and no
 * word is letter-spaced.
 */
export function checkPrintedText(data: ResumeData, { templateId, text, sections }: TextReading): Finding[] {
  const titles = resumeLanguage(data.idioma).titles;
  const plain = comparable(text);
  const spaced = letterSpacedRuns(text, data);
  // A title that came out letter-spaced is told about once, with the letter-spaced words.
  const spelledOut = spaced.map(squash);
  const found: Finding[] = [];
  for (const section of sections) {
    const title = titles[section];
    const letters = squash(title);
    if (plain.includes(comparable(title))) continue;
    if (spelledOut.some((run) => letters.includes(run) || run.includes(letters))) continue;
    const what = `${readOutcome({ text: `o título ${atsQuote(title)}`, form: "o" }, { lost: true })}, e sem ele o sistema pode não achar essa parte do currículo`;
    found.push(
      atsFinding({
        id: `titulo.${SECTIONS[section].id}`,
        severity: "aviso",
        // The template printed it so; another template is the fix.
        step: "modelo",
        templateId,
        what,
        advice: SEE_ANOTHER,
      }),
    );
  }
  if (spaced.length > 0) {
    const one = spaced.length === 1;
    const what = `${quotedList(spaced)} ${one ? "saiu" : "saíram"} com as letras separadas por espaços, e o sistema não reconhece ${one ? "a palavra" : "as palavras"}`;
    found.push(
      atsFinding({
        id: "letras-espacadas",
        severity: "aviso",
        step: "modelo",
        templateId,
        what,
        advice: SEE_ANOTHER,
      }),
    );
  }
  return found;
}

/** Each distinct letter-spaced run of the text, unless the person typed it so. */
function letterSpacedRuns(text: string, data: ResumeData): string[] {
  const typed = comparable(personText(data).join("\n"));
  const runs = new Map<string, string>();
  for (const [run] of text.normalize("NFC").matchAll(LETTER_SPACED)) {
    const key = comparable(run);
    if (!typed.includes(key) && !runs.has(key)) runs.set(key, run);
  }
  return [...runs.values()];
}

function squash(text: string): string {
  return comparable(text).replace(/\s/g, "");
}

function personText(data: ResumeData): string[] {
  return [
    data.nome,
    data.cargo,
    data.resumo,
    ...data.experiencias.flatMap((job) => [job.cargo, job.empresa, job.descricao]),
    ...data.formacoes.flatMap((course) => [course.curso, course.instituicao]),
    ...data.hardSkills,
    ...data.softSkills,
  ];
}
