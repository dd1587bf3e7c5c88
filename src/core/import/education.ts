import { splitEntries } from "./entries.ts";
import { type EntryParts, entryParts } from "./entry-parts.ts";
import type { ExtractedEducation, Read } from "./extracted-resume.ts";
import type { Line } from "./reading-order.ts";
import { fold } from "./text.ts";
import { courseScore } from "./vocabulary.ts";

const IN_PROGRESS =
  /\b(?:cursando|em andamento|em curso|andamento|previsao|trancad|incomplet|in progress|ongoing|expected|current(?:ly)?|atual(?:mente)?|en curso|actualidad|actualmente)\b/;
const EXPECTED = /(?:previsao|previsto|prevista|expected|anticipated)\D*$/;
const FINISHED =
  /\b(?:conclui|concluido|concluida|conclusao|formad|graduated|completed|completo|completa|finalizado|finalizada|terminado)\b/;

/** 'Graduando em Administração', 'Cursando Técnico em Logística': the status printed before a course's name. */
const STATUS_BEFORE = /^(?:graduand[oa]|cursando|estudante|mestrand[oa]|doutorand[oa])\s+(?:(?:de|em)\s+)?/iu;
/** 'Ensino médio completo': the status printed after it. */
const STATUS_AFTER = /\s+(?:completo|completa|incompleto|incompleta|em andamento|cursando)$/iu;

/** The courses in an education section, in printed order, each with the fields guessed at. */
export function parseEducation(lines: Line[]): Read<ExtractedEducation>[] {
  const blocks = splitEntries(lines, "education");
  const entries = blocks
    .map((block) => entryParts(block))
    .filter((p) => p.parts.length > 0 || p.labelled.size > 0);
  const courseFirst = orientation(entries);
  return entries.map((parts) => {
    const { curso: printed, instituicao, guessed } = courseAndSchool(parts, courseFirst);
    const curso = printed.replace(STATUS_BEFORE, "").replace(STATUS_AFTER, "");
    const startsInProgress = STATUS_BEFORE.test(printed) && !/^estudante/i.test(printed);
    const unsure: Read<ExtractedEducation>["unsure"] = guessed ? ["curso", "instituicao"] : [];
    const text = fold(parts.text);
    const range = parts.range;
    const inProgress =
      startsInProgress || Boolean(range?.current) || (IN_PROGRESS.test(text) && !/\bconcluido\b/.test(text));
    let dataInicio = range?.start ?? null;
    let dataFim = range?.end ?? null;
    // 'Previsão de término: 12/2025' is when it should end: the course is in progress and its start unknown.
    const expected = range ? EXPECTED.test(fold(parts.beforeRange)) : false;
    if (range && expected && !range.end && !range.current) {
      return {
        value: { instituicao, curso, dataInicio: null, dataFim: null, situacao: "em_andamento" },
        unsure,
      };
    }
    if (range && !range.end && !range.current) {
      // One date alone is when the course ended ('Concluído em 2006', '2016'), unless it started an ongoing one.
      if (!inProgress || FINISHED.test(text.replace(/previs\w*\s+de\s+conclus\w*/g, ""))) {
        dataFim = range.start;
        dataInicio = null;
      }
    }
    const value: ExtractedEducation = {
      instituicao,
      curso,
      dataInicio,
      dataFim: inProgress ? null : dataFim,
      situacao: inProgress ? "em_andamento" : "concluido",
    };
    return { value, unsure };
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

/** Course and school of an entry; `guessed` when neither a label nor the words told which is which. */
function courseAndSchool(
  parts: EntryParts,
  courseFirst: boolean,
): { curso: string; instituicao: string; guessed: boolean } {
  const labelledCourse =
    parts.labelled.get("curso") ?? parts.labelled.get("course") ?? parts.labelled.get("degree");
  const labelledSchool =
    parts.labelled.get("instituicao") ??
    parts.labelled.get("escola") ??
    parts.labelled.get("institution") ??
    parts.labelled.get("school");
  const [a, b] = parts.parts;
  if (labelledCourse || labelledSchool) {
    const instituicao = labelledSchool ?? (labelledCourse ? a : b) ?? "";
    return { curso: labelledCourse ?? a ?? "", instituicao, guessed: false };
  }
  if (a === undefined) return { curso: "", instituicao: "", guessed: false };
  if (b === undefined) {
    const score = courseScore(a);
    return score >= 0
      ? { curso: a, instituicao: "", guessed: score === 0 }
      : { curso: "", instituicao: a, guessed: false };
  }
  // More than two names ('Técnico em Administração – CETAM – Centro de Educação Tecnológica do Amazonas'):
  // the one most like a course is the course, the others together the school.
  if (parts.parts.length > 2) {
    const scores = parts.parts.map(courseScore);
    const best = scores.indexOf(Math.max(...scores));
    const school = parts.parts.filter((_, i) => i !== best).join(" – ");
    return { curso: parts.parts[best] as string, instituicao: school, guessed: false };
  }
  const own = courseScore(a) - courseScore(b);
  const first = own !== 0 ? own > 0 : courseFirst;
  return first
    ? { curso: a, instituicao: b, guessed: own === 0 }
    : { curso: b, instituicao: a, guessed: own === 0 };
}
