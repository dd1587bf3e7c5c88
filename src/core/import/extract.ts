import { findEmail, findLinkedin, findPhone, findSite, isContact, isPersonalData } from "./contact.ts";
import { contactFooter } from "./contact-footer.ts";
import { parseEducation } from "./education.ts";
import { parseExperiences } from "./experience.ts";
import { type ExtractedResume, emptyExtractedResume } from "./extracted-resume.ts";
import { joinFormLabels } from "./form-labels.ts";
import { findHeadline } from "./headline.ts";
import { findLocation } from "./location.ts";
import {
  displayName,
  findLabelledName,
  findNameLine,
  joinSplitName,
  nameLines,
  splitNameAndTitle,
} from "./name.ts";
import type { Line } from "./reading-order.ts";
import { type Section, splitSections } from "./sections.ts";
import { isSoftSkill, parseSkillList } from "./skills.ts";
import { returnStrayDates } from "./stray-dates.ts";
import { headerParagraph, isObjective, objectiveText, paragraphText, roleFromObjective } from "./summary.ts";
import { readTables } from "./tables.ts";
import { fromCapitals, isTypedRule, squash, stripBullet } from "./text.ts";

/** Reads a resume from its lines in reading order (from a PDF's layout or a DOCX's paragraphs). */
export function extractResume(printed: Line[]): ExtractedResume {
  const result = emptyExtractedResume();
  if (printed.length === 0) return result;
  const lines = prepareLines(printed);
  const footer = contactFooter(lines);
  const split = splitSections(lines.filter((line) => !footer.has(line)));
  const sections = split.sections;
  const header = returnStrayDates(split.header, sections);
  const of = (...kinds: Section["kind"][]) => sections.filter((s) => kinds.includes(s.kind));
  const contactLines = [...header, ...footer, ...of("contact").flatMap((s) => s.lines)];
  const looseLines = [
    ...contactLines,
    ...of("summary", "objective", "other", "languages").flatMap((s) => s.lines),
  ];

  const labelledName = findLabelledName(lines);
  const nameLine = labelledName ? null : findNameLine(lines);
  if (nameLine)
    result.nome = displayName(
      nameLines(lines, nameLine)
        .map((l) => l.text)
        .join(" "),
    );
  else result.nome = labelledName;
  result.email = firstOf(contactLines, findEmail) ?? firstOf(lines, findEmail);
  // Wherever a contact line was printed (a footer read at the end of a section, say): beside an e-mail.
  result.telefone =
    firstOf(contactLines, findPhone) ??
    firstOf(looseLines, findPhone) ??
    firstOf(
      lines.filter((line) => findEmail(line.text) !== null),
      findPhone,
    );
  result.linkedin = linkedinAddress(looseLines);
  result.sitePortfolio = firstOf(contactLines, findSite);
  const place = firstOf(contactLines, findLocation) ?? firstOf(looseLines, findLocation);
  if (place) {
    result.cidade = place.cidade;
    result.estado = place.estado;
  }

  const headline = nameLine ? findHeadline(lines, nameLine) : null;
  const summary = of("summary").find((s) => s.lines.length > 0);
  const named = new Set(nameLine ? nameLines(lines, nameLine) : []);
  // A paragraph under the header with no heading: a summary, or an objective ('Atuar como Motorista…').
  const unheaded = summary
    ? null
    : headerParagraph(
        header,
        (line) =>
          named.has(line) ||
          isContact(line.text) ||
          isPersonalData(line.text) ||
          headline?.includes(squash(stripBullet(line.text))) === true,
      );
  const unheadedObjective = unheaded !== null && isObjective(unheaded);
  // A portal may print the heading twice, as a section's and as a label beside its value.
  const objective = of("objective").find((s) => s.lines.length > 0);
  const objectiveRole =
    (objective ? roleFromObjective(objectiveText(objective.lines)) : null) ??
    (unheadedObjective ? roleFromObjective(unheaded) : null);
  result.cargo = headline ? fromCapitals(headline) : objectiveRole;
  result.resumo = summary ? paragraphText(summary.lines) || null : unheadedObjective ? null : unheaded;

  const jobs = of("experience").flatMap((s) => parseExperiences(s.lines));
  result.experiencias = jobs.map(({ value: job }) => ({
    ...job,
    cargo: fromCapitals(job.cargo),
    empresa: fromCapitals(job.empresa),
  }));
  const courses = of("education").flatMap((s) => parseEducation(s.lines));
  result.formacoes = courses.map(({ value: course }) => ({
    ...course,
    curso: fromCapitals(course.curso),
    instituicao: fromCapitals(course.instituicao),
  }));
  result.revisar = [
    // A role picked out of an objective's sentence and a summary found with no heading are guesses.
    ...(!headline && result.cargo !== null ? ["cargo"] : []),
    ...(!summary && result.resumo !== null ? ["resumo"] : []),
    ...jobs.flatMap(({ unsure }, i) => unsure.map((field) => `experiencias.${i}.${field}`)),
    ...courses.flatMap(({ unsure }, i) => unsure.map((field) => `formacoes.${i}.${field}`)),
  ];

  const hard: string[] = [];
  const soft: string[] = [];
  for (const section of sections) {
    if (section.kind === "hardSkills" || section.kind === "languages")
      hard.push(...parseSkillList(section.lines));
    else if (section.kind === "softSkills") soft.push(...parseSkillList(section.lines));
    else if (section.kind === "skills") {
      for (const skill of parseSkillList(section.lines)) (isSoftSkill(skill) ? soft : hard).push(skill);
    }
  }
  result.hardSkills = [...new Set(hard)];
  const hardSet = new Set(hard);
  result.softSkills = [...new Set(soft.filter((s) => !hardSet.has(s)))];
  return result;
}

/**
 * The printed lines as the sections are cut from: typed rules left out, a name in two runs joined, a name and
 * title on one line taken apart, a form's labels joined to their values, tables read record by record.
 */
export function prepareLines(printed: Line[]): Line[] {
  const text = printed.filter((line) => !isTypedRule(line.text));
  return readTables(joinFormLabels(splitNameAndTitle(joinSplitName(text))));
}

/** The LinkedIn address, put back together where a narrow column broke it after a hyphen or a slash. */
function linkedinAddress(lines: Line[]): string | null {
  const at = lines.findIndex((line) => findLinkedin(line.text) !== null);
  const found = at >= 0 ? findLinkedin((lines[at] as Line).text) : null;
  if (!found || !/[-/]$/.test((lines[at] as Line).text.trim())) return found;
  // Portuguese typesetting repeats the hyphen at the start of the next line ('ana-' / '-souza').
  const rest = /^-?[\p{L}\d][\p{L}\d_%-]*/u.exec((lines[at + 1]?.text ?? "").trim())?.[0];
  if (!rest) return found;
  return `${found}${found.endsWith("-") && rest.startsWith("-") ? rest.slice(1) : rest}`;
}

function firstOf<T>(lines: Line[], find: (text: string) => T | null): T | null {
  for (const line of lines) {
    const found = find(line.text);
    if (found) return found;
  }
  return null;
}
