import { splitEntries } from "./entries.ts";
import { type EntryParts, entryParts } from "./entry-parts.ts";
import type { ExtractedEducation } from "./extracted-resume.ts";
import type { Line } from "./reading-order.ts";
import { fold } from "./text.ts";
import { courseScore } from "./vocabulary.ts";

const IN_PROGRESS =
  /\b(?:cursando|em andamento|em curso|andamento|previsao|trancad|incomplet|in progress|ongoing|expected|current(?:ly)?|atual(?:mente)?)\b/;
const EXPECTED = /(?:previsao|previsto|prevista|expected|anticipated)\D*$/;
const FINISHED = /\b(?:conclui|concluido|concluida|conclusao|formad|graduated|completed|completo|completa)\b/;

/** The courses in an education section, in printed order. */
export function parseEducation(lines: Line[]): ExtractedEducation[] {
  const blocks = splitEntries(lines, "education");
  const entries = blocks
    .map((block) => entryParts(block))
    .filter((p) => p.parts.length > 0 || p.labelled.size > 0);
  const courseFirst = orientation(entries);
  return entries.map((parts) => {
    const { curso, instituicao } = courseAndSchool(parts, courseFirst);
    const text = fold(parts.text);
    const range = parts.range;
    const inProgress = Boolean(range?.current) || (IN_PROGRESS.test(text) && !/\bconcluido\b/.test(text));
    let dataInicio = range?.start ?? null;
    let dataFim = range?.end ?? null;
    // 'Previsão de término: 12/2025' is when it should end: the course is in progress and its start unknown.
    const expected = range ? EXPECTED.test(fold(parts.beforeRange)) : false;
    if (range && expected && !range.end && !range.current) {
      return { instituicao, curso, dataInicio: null, dataFim: null, situacao: "em_andamento" as const };
    }
    if (range && !range.end && !range.current) {
      // One date alone is when the course ended ('Concluído em 2006', '2016'), unless it started an ongoing one.
      if (!inProgress || FINISHED.test(text)) {
        dataFim = range.start;
        dataInicio = null;
      }
    }
    return {
      instituicao,
      curso,
      dataInicio,
      dataFim: inProgress ? null : dataFim,
      situacao: inProgress ? "em_andamento" : "concluido",
    };
  });
}

function orientation(all: EntryParts[]): boolean {
  let vote = 0;
  for (const parts of all) {
    const [a, b] = parts.parts;
    if (a === undefined || b === undefined) continue;
    vote += Math.sign(courseScore(a) - courseScore(b));
  }
  return vote >= 0;
}

function courseAndSchool(parts: EntryParts, courseFirst: boolean): { curso: string; instituicao: string } {
  const labelledCourse =
    parts.labelled.get("curso") ?? parts.labelled.get("course") ?? parts.labelled.get("degree");
  const labelledSchool =
    parts.labelled.get("instituicao") ??
    parts.labelled.get("escola") ??
    parts.labelled.get("institution") ??
    parts.labelled.get("school");
  const [a, b] = parts.parts;
  if (labelledCourse || labelledSchool) {
    return {
      curso: labelledCourse ?? a ?? "",
      instituicao: labelledSchool ?? (labelledCourse ? a : b) ?? "",
    };
  }
  if (a === undefined) return { curso: "", instituicao: "" };
  if (b === undefined)
    return courseScore(a) >= 0 ? { curso: a, instituicao: "" } : { curso: "", instituicao: a };
  const own = courseScore(a) - courseScore(b);
  const first = own !== 0 ? own > 0 : courseFirst;
  return first ? { curso: a, instituicao: b } : { curso: b, instituicao: a };
}
