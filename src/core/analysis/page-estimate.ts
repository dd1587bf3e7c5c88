import type { ResumeData } from "../resume/resume-data.ts";
import { descriptionBlocks } from "../view/description-blocks.ts";

/*
 * How many A4 pages a resume prints on, estimated from its text alone: advice, not layout. Text is counted in
 * printed lines of LINE_CHARS characters (a paragraph takes the lines it needs, a short one a whole line); a
 * job adds its title, company and months, a course its lines, a section its heading, the page top the name
 * and contacts; PAGE_LINES of them fill a page, so an A4 page holds about CHARS_PER_PAGE characters.
 *
 * The constants were fitted to PDFs printed by Chromium from our six templates: the sample resume, eight
 * resume examples, and the long sample cut to 1–8 jobs or doubled (0.5 to 3.5 pages), measuring down to the
 * last line of text. Against the six templates' average the estimate is off by at most 0.08 page; one
 * template prints up to a fifth longer ('moderno', with its narrow main column) or shorter ('classico').
 */
/** Characters in a printed line of text. */
export const LINE_CHARS = 85;
/** Printed lines on an A4 page. */
export const PAGE_LINES = 50;
export const CHARS_PER_PAGE = LINE_CHARS * PAGE_LINES;

const HEADER_LINES = 4;
const SECTION_LINES = 1;
const JOB_LINES = 3;
const COURSE_LINES = 1.5;

/** Estimated A4 pages: 1.0 is a full page. Linear in the resume's size. */
export function estimatePages(data: ResumeData): number {
  const sections = [data.resumo.trim(), data.experiencias, data.formacoes, data.hardSkills, data.softSkills];
  let lines = HEADER_LINES + sections.filter((section) => section.length > 0).length * SECTION_LINES;
  lines += data.resumo.split(/\r?\n/).reduce((sum, paragraph) => sum + printedLines(paragraph), 0);
  for (const job of data.experiencias) {
    lines += JOB_LINES;
    for (const block of descriptionBlocks(job.descricao)) {
      const texts = block.kind === "list" ? block.items : [block.text];
      for (const text of texts) lines += printedLines(text);
    }
  }
  lines += data.formacoes.length * COURSE_LINES;
  lines += printedLines(data.hardSkills.join(" · ")) + printedLines(data.softSkills.join(" · "));
  return lines / PAGE_LINES;
}

function printedLines(text: string): number {
  const length = Array.from(text.trim()).length;
  return length === 0 ? 0 : Math.ceil(length / LINE_CHARS);
}
