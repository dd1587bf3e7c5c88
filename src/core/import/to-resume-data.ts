import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { fitResumeToLimits } from "../resume/fit-to-limits.ts";
import { brazilianPhone } from "../resume/phone.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { skillKey, uniqueSkills } from "../resume/skills.ts";
import type { ExtractedEducation, ExtractedExperience, ExtractedResume } from "./extracted-resume.ts";
import { detectResumeLanguage } from "./language.ts";

/**
 * The wizard's data from an extracted resume. Dates keep the precision printed: a month ('YYYY-MM') or a
 * year alone ('YYYY'), both values the wizard's date fields hold. A current job and a course in progress have
 * no end date. Values the wizard would reject (a missing date, a short description) are kept as they are,
 * so the person sees them in the form and completes them. Whatever exceeds the caps of decision 0020 (a very
 * long file) is cut, so the draft can always be saved. A resume written in English or Spanish is printed in
 * that language.
 */
export function extractedToResumeData(extracted: ExtractedResume): ResumeData {
  const hardSkills = uniqueSkills(extracted.hardSkills);
  const hard = new Set(hardSkills.map(skillKey));
  return fitResumeToLimits({
    ...emptyResumeData(),
    nome: extracted.nome ?? "",
    email: extracted.email ?? "",
    telefone: wizardPhone(extracted.telefone),
    cidade: extracted.cidade ?? "",
    estado: extracted.estado ?? "",
    linkedin: extracted.linkedin ?? "",
    sitePortfolio: extracted.sitePortfolio ?? "",
    cargo: extracted.cargo ?? "",
    resumo: extracted.resumo ?? "",
    experiencias: extracted.experiencias.map(toExperience),
    formacoes: extracted.formacoes.map(toEducation),
    hardSkills,
    softSkills: uniqueSkills(extracted.softSkills).filter((s) => !hard.has(skillKey(s))),
    idioma: detectResumeLanguage(extracted),
  });
}

function toExperience(item: ExtractedExperience): Experience {
  return {
    empresa: item.empresa,
    cargo: item.cargo,
    dataInicio: wizardDate(item.dataInicio),
    dataFim: item.atual ? "" : wizardDate(item.dataFim),
    atual: item.atual,
    descricao: item.descricao ?? "",
  };
}

function toEducation(item: ExtractedEducation): Education {
  const inProgress = item.situacao === "em_andamento";
  return {
    instituicao: item.instituicao,
    curso: item.curso,
    dataInicio: wizardDate(item.dataInicio),
    dataFim: inProgress ? "" : wizardDate(item.dataFim),
    situacao: item.situacao,
  };
}

/** The date as printed ('YYYY' or 'YYYY-MM'); a date the file does not print stays empty. */
function wizardDate(value: string | null): string {
  return value ?? "";
}

/**
 * A Brazilian number as the wizard writes it, '(41) 90000-0102' (the country code left out, as the form takes
 * digits, brackets and dashes only); any other number as printed, for the person to check.
 */
function wizardPhone(printed: string | null): string {
  if (!printed) return "";
  return brazilianPhone(printed)?.replace(/^\+55 /, "") ?? printed.trim();
}
