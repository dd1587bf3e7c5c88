import type { ResumeData } from "../resume/resume-data.ts";
import type { OrderableSection } from "../resume/resume-style.ts";
import { contactLine, orderSections, type ResumeView, textLines, toResumeView } from "../view/resume-view.ts";

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

  for (const key of orderSections(resume)) {
    const entries = sectionEntries(resume, key);
    if (entries.length > 0) blocks.push(section(titles[key], entries));
  }

  return blocks.length > 0 ? `${blocks.join("\n\n\n")}\n` : "";
}

function sectionEntries(resume: ResumeView, key: OrderableSection): string[] {
  switch (key) {
    case "resumo":
      return resume.resumo.length > 0 ? [resume.resumo.join("\n")] : [];
    case "experiencias":
      return resume.experiencias.map((exp) =>
        [joinTitle(exp.cargo, exp.empresa), exp.periodo, ...textLines(exp.descricao)]
          .filter(Boolean)
          .join("\n"),
      );
    case "formacoes":
      return resume.formacoes.map((edu) =>
        [joinTitle(edu.curso, edu.instituicao), [edu.periodo, edu.nivel].filter(Boolean).join(" · ")]
          .filter(Boolean)
          .join("\n"),
      );
    default:
      return resume[key].length > 0 ? [skillList(resume[key])] : [];
  }
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
