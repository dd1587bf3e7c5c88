import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import type { ExtractedEducation, ExtractedExperience, ExtractedResume } from "./extracted-resume.ts";

/**
 * The wizard's data from an extracted resume. Dates become the wizard's month values ('YYYY-MM'): a
 * printed year alone starts in January and ends in December. A current job and a course in progress have
 * no end date. Values the wizard would reject (a missing date, a short description) are kept as they are,
 * so the person sees them in the form and completes them.
 */
export function extractedToResumeData(extracted: ExtractedResume): ResumeData {
  return {
    ...emptyResumeData(),
    nome: extracted.nome ?? "",
    email: extracted.email ?? "",
    telefone: extracted.telefone ?? "",
    cidade: extracted.cidade ?? "",
    estado: extracted.estado ?? "",
    cargo: extracted.cargo ?? "",
    resumo: extracted.resumo ?? "",
    experiencias: extracted.experiencias.map(toExperience),
    formacoes: extracted.formacoes.map(toEducation),
    hardSkills: unique(extracted.hardSkills),
    softSkills: unique(extracted.softSkills).filter((s) => !extracted.hardSkills.includes(s)),
  };
}

function toExperience(item: ExtractedExperience): Experience {
  return {
    empresa: item.empresa,
    cargo: item.cargo,
    dataInicio: toMonth(item.dataInicio, "start"),
    dataFim: item.atual ? "" : toMonth(item.dataFim, "end"),
    atual: item.atual,
    descricao: item.descricao ?? "",
  };
}

function toEducation(item: ExtractedEducation): Education {
  const inProgress = item.situacao === "em_andamento";
  return {
    instituicao: item.instituicao,
    curso: item.curso,
    dataInicio: toMonth(item.dataInicio, "start"),
    dataFim: inProgress ? "" : toMonth(item.dataFim, "end"),
    situacao: item.situacao,
  };
}

/** 'YYYY-MM' stays; 'YYYY' becomes January (a start) or December (an end); nothing stays empty. */
export function toMonth(value: string | null, side: "start" | "end"): string {
  if (!value) return "";
  if (/^\d{4}-\d{2}$/.test(value)) return value;
  if (/^\d{4}$/.test(value)) return `${value}-${side === "start" ? "01" : "12"}`;
  return value;
}

function unique(list: string[]): string[] {
  const seen = new Set<string>();
  return list.map((s) => s.trim()).filter((s) => s !== "" && !seen.has(s) && Boolean(seen.add(s)));
}
