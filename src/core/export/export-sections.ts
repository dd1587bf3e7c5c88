import { formatEducationPeriod } from "../resume/education.ts";
import { formatExperiencePeriod } from "../resume/experience.ts";
import { type ResumeData, resumeHeadline } from "../resume/resume-data.ts";
import { CONTACT_LABELS } from "./section-titles.ts";

/*
 * The resume as the exported documents lay it out, already formatted in Portuguese: the TXT and the DOCX
 * builders only choose the look. Empty parts are left out, as in the templates.
 */

export type ExportExperience = { cargo: string; empresa: string; periodo: string; linhas: string[] };
export type ExportEducation = { curso: string; instituicao: string; periodo: string; nivel: string };

export type ExportResume = {
  nome: string;
  headline: string;
  /** 'E-mail: ...', 'Telefone: ...', 'Localização: São Paulo - SP', the filled ones only. */
  contatos: string[];
  resumo: string[];
  experiencias: ExportExperience[];
  formacoes: ExportEducation[];
  hardSkills: string[];
  softSkills: string[];
};

export function toExportResume(data: ResumeData): ExportResume {
  const local = [data.cidade.trim(), data.estado.trim()].filter(Boolean).join(" - ");
  const contatos: Array<[string, string]> = [
    [CONTACT_LABELS.email, data.email.trim()],
    [CONTACT_LABELS.telefone, data.telefone.trim()],
    [CONTACT_LABELS.local, local],
  ];
  return {
    nome: data.nome.trim(),
    headline: resumeHeadline(data),
    contatos: contatos.filter(([, value]) => value).map(([label, value]) => `${label}: ${value}`),
    resumo: textLines(data.resumo),
    experiencias: data.experiencias
      .filter((exp) => exp.cargo.trim() || exp.empresa.trim() || exp.descricao.trim())
      .map((exp) => ({
        cargo: exp.cargo.trim(),
        empresa: exp.empresa.trim(),
        periodo: exp.dataInicio.trim() ? formatExperiencePeriod(exp) : "",
        linhas: textLines(exp.descricao),
      })),
    formacoes: data.formacoes
      .filter((edu) => edu.curso.trim() || edu.instituicao.trim())
      .map((edu) => {
        const { periodo, nivel } = formatEducationPeriod(edu);
        return {
          curso: edu.curso.trim(),
          instituicao: edu.instituicao.trim(),
          periodo: edu.dataInicio.trim() ? periodo : "",
          nivel,
        };
      }),
    hardSkills: cleanList(data.hardSkills),
    softSkills: cleanList(data.softSkills),
  };
}

/** The person's own lines, trimmed, blank ones dropped. */
function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}
