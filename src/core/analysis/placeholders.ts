import type { ResumeData } from "../resume/resume-data.ts";

/** The wizard step where a part of the resume is written (the wizard's own step ids). */
export type ResumeStep = "dados" | "resumo" | "experiencia" | "formacao" | "habilidades";

/** Text that reads as an instruction or a blank to fill in, and where the person can fix it. */
export type PlaceholderFinding = { where: string; step: ResumeStep; excerpt: string };

// '[Personalize este resumo]', '{cargo}', 'Lorem ipsum': left by a model text or a template to fill in. A
// recruiter reading one sees an unfinished resume. Bounded so a long text is scanned once, in linear time.
const PLACEHOLDER = /\[[^[\]\n]{1,200}\]|\{[^{}\n]{1,200}\}|\blorem ipsum\b/iu;
const EXCERPT_MAX = 80;

/** Every field of the resume holding such text, in the order the resume prints them. */
export function findPlaceholders(data: ResumeData): PlaceholderFinding[] {
  const found: PlaceholderFinding[] = [];
  const check = (where: string, step: ResumeStep, text: string) => {
    const match = PLACEHOLDER.exec(text);
    if (match) found.push({ where, step, excerpt: shorten(match[0]) });
  };
  check("Nome", "dados", data.nome);
  check("Cargo desejado", "resumo", data.cargo);
  check("Resumo profissional", "resumo", data.resumo);
  data.experiencias.forEach((job, index) => {
    const name = `Experiência ${index + 1}`;
    check(`${name}: cargo`, "experiencia", job.cargo);
    check(`${name}: empresa`, "experiencia", job.empresa);
    check(`${name}: descrição`, "experiencia", job.descricao);
  });
  data.formacoes.forEach((course, index) => {
    const name = `Formação ${index + 1}`;
    check(`${name}: curso`, "formacao", course.curso);
    check(`${name}: instituição`, "formacao", course.instituicao);
  });
  const skill = [...data.hardSkills, ...data.softSkills].find((item) => PLACEHOLDER.test(item));
  if (skill) check("Habilidades", "habilidades", skill);
  return found;
}

function shorten(text: string): string {
  const chars = Array.from(text);
  return chars.length <= EXCERPT_MAX ? text : `${chars.slice(0, EXCERPT_MAX - 1).join("")}…`;
}
