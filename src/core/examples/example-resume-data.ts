import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import type { ResumeExample } from "./resume-examples.ts";

/**
 * The resume an example starts in the wizard ('Usar como base'): its role, summary, jobs, courses and skills,
 * for the person to rewrite as their own. Name and contacts stay empty: they are the person's, not the
 * example's, and a fictional e-mail or phone left in by mistake would reach a recruiter.
 */
export function exampleResumeData(example: ResumeExample): ResumeData {
  return {
    ...emptyResumeData(),
    cargo: example.role,
    resumo: example.summary,
    experiencias: example.experiences.map((job) => ({
      empresa: job.company,
      cargo: job.role,
      dataInicio: job.start,
      dataFim: job.end ?? "",
      atual: job.end === undefined,
      descricao: job.achievements.map((achievement) => `- ${achievement}`).join("\n"),
    })),
    formacoes: example.education.map((course) => ({
      instituicao: course.institution,
      curso: course.course,
      dataInicio: course.start,
      dataFim: course.end ?? "",
      situacao: course.end === undefined ? "em_andamento" : "concluido",
    })),
    hardSkills: [...example.hardSkills],
    softSkills: [...example.softSkills],
  };
}
