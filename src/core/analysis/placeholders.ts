import type { ResumeData } from "../resume/resume-data.ts";
import { shorten } from "./entry-name.ts";

/** The wizard step where a part of the resume is written (the wizard's own step ids). */
export type ContentStep = "dados" | "resumo" | "experiencia" | "formacao" | "habilidades";
/** Also the template step, for what only another template fixes (the ATS reading). */
export type ResumeStep = ContentStep | "modelo";

/**
 * Text that reads as an instruction or a blank to fill in, and where the person can fix it. `field` names the
 * field the way finding ids do ('resumo', 'experiencia.2.descricao': entries counted from 1).
 */
export type PlaceholderFinding = { field: string; where: string; step: ResumeStep; excerpt: string };

// '[Personalize este resumo]', '{cargo}', 'Lorem ipsum': left by a model text or a template to fill in. A
// recruiter reading one sees an unfinished resume. Bounded so a long text is scanned once, in linear time.
const PLACEHOLDER = /\[[^[\]\n]{1,200}\]|\{[^{}\n]{1,200}\}|\blorem ipsum\b/iu;
const EXCERPT_MAX = 80;

/** Every field of the resume holding such text, in the order the resume prints them. */
export function findPlaceholders(data: ResumeData): PlaceholderFinding[] {
  const found: PlaceholderFinding[] = [];
  const check = (field: string, where: string, step: ResumeStep, text: string) => {
    const match = PLACEHOLDER.exec(text);
    if (match) found.push({ field, where, step, excerpt: shorten(match[0], EXCERPT_MAX) });
  };
  check("nome", "Nome", "dados", data.nome);
  check("cargo", "Cargo desejado", "resumo", data.cargo);
  check("resumo", "Resumo profissional", "resumo", data.resumo);
  data.experiencias.forEach((job, index) => {
    const [field, name] = [`experiencia.${index + 1}`, `Experiência ${index + 1}`];
    check(`${field}.cargo`, `${name}: cargo`, "experiencia", job.cargo);
    check(`${field}.empresa`, `${name}: empresa`, "experiencia", job.empresa);
    check(`${field}.descricao`, `${name}: descrição`, "experiencia", job.descricao);
  });
  data.formacoes.forEach((course, index) => {
    const [field, name] = [`formacao.${index + 1}`, `Formação ${index + 1}`];
    check(`${field}.curso`, `${name}: curso`, "formacao", course.curso);
    check(`${field}.instituicao`, `${name}: instituição`, "formacao", course.instituicao);
  });
  const skill = [...data.hardSkills, ...data.softSkills].find((item) => PLACEHOLDER.test(item));
  if (skill) check("habilidades", "Habilidades", "habilidades", skill);
  return found;
}
