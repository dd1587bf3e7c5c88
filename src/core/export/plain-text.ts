import type { ResumeData } from "../resume/resume-data.ts";
import { contactLine, textLines, toResumeView } from "../view/resume-view.ts";

/*
 * The resume as plain text for pasting into job sites' forms: the name, then each section under a title in
 * capitals with a rule beneath, entries as 'Cargo — Empresa' with the period on its own line, the person's
 * own description lines as typed, skills one per line.
 */

const RULE = "=";

export function toPlainText(data: ResumeData): string {
  const resume = toResumeView(data);
  const titles = resume.language.titles;
  const blocks: string[] = [];

  const header = [resume.nome.toUpperCase(), resume.headline, ...resume.contatos.map(contactLine)].filter(
    Boolean,
  );
  if (header.length > 0) blocks.push(header.join("\n"));

  if (resume.resumo.length > 0) blocks.push(section(titles.resumo, [resume.resumo.join("\n")]));
  if (resume.experiencias.length > 0) {
    const entries = resume.experiencias.map((exp) =>
      [joinTitle(exp.cargo, exp.empresa), exp.periodo, ...textLines(exp.descricao)]
        .filter(Boolean)
        .join("\n"),
    );
    blocks.push(section(titles.experiencias, entries));
  }
  if (resume.formacoes.length > 0) {
    const entries = resume.formacoes.map((edu) =>
      [joinTitle(edu.curso, edu.instituicao), [edu.periodo, edu.nivel].filter(Boolean).join(" · ")]
        .filter(Boolean)
        .join("\n"),
    );
    blocks.push(section(titles.formacoes, entries));
  }
  if (resume.hardSkills.length > 0) blocks.push(section(titles.hardSkills, [skillList(resume.hardSkills)]));
  if (resume.softSkills.length > 0) blocks.push(section(titles.softSkills, [skillList(resume.softSkills)]));

  return blocks.length > 0 ? `${blocks.join("\n\n\n")}\n` : "";
}

function section(title: string, entries: string[]): string {
  const heading = title.toUpperCase();
  return [`${heading}\n${RULE.repeat(heading.length)}`, ...entries].join("\n\n");
}

function joinTitle(main: string, place: string): string {
  return [main, place].filter(Boolean).join(" — ");
}

function skillList(skills: string[]): string {
  return skills.map((skill) => `• ${skill}`).join("\n");
}
