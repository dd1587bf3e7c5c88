import { formatEducationPeriod } from "#core/resume/education.ts";
import { formatExperiencePeriod } from "#core/resume/experience.ts";
import { type ResumeData, resumeHeadline } from "#core/resume/resume-data.ts";

export type ExperienceView = { cargo: string; empresa: string; periodo: string; descricao: string };
export type EducationView = { curso: string; instituicao: string; periodo: string; nivel: string };

/** What every template shows, already formatted: one place decides the wording, templates only the look. */
export type ResumeView = {
  nome: string;
  headline: string;
  email: string;
  telefone: string;
  /** 'cidade - estado', or whichever of the two is filled. */
  local: string;
  resumo: string;
  experiencias: ExperienceView[];
  formacoes: EducationView[];
  hardSkills: string[];
  softSkills: string[];
};

export function toResumeView(data: ResumeData): ResumeView {
  return {
    nome: data.nome.trim(),
    headline: resumeHeadline(data),
    email: data.email.trim(),
    telefone: data.telefone.trim(),
    local: [data.cidade.trim(), data.estado.trim()].filter(Boolean).join(" - "),
    resumo: data.resumo.trim(),
    // A card the person has not started filling would print as an empty block.
    experiencias: data.experiencias
      .filter((exp) => exp.cargo.trim() || exp.empresa.trim() || exp.descricao.trim())
      .map((exp) => ({
        cargo: exp.cargo.trim(),
        empresa: exp.empresa.trim(),
        periodo: exp.dataInicio.trim() ? formatExperiencePeriod(exp) : "",
        descricao: exp.descricao.trim(),
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

function cleanList(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}

/** Whether the header has anything to show; an empty band or rule would look like a rendering fault. */
export function hasIdentity(view: ResumeView): boolean {
  return Boolean(view.nome || view.headline || view.email || view.telefone || view.local);
}
