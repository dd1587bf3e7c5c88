import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { type DateParts, formatMonth, isMonthRangeValid, parseDate } from "../resume/month.ts";
import { resumeLanguage } from "../view/languages/languages.ts";
import { courseName, jobName } from "./entry-name.ts";
import type { Finding, Severity } from "./finding.ts";
import type { ResumeStep } from "./placeholders.ts";

/** The running month number of a day, on the scale of monthNumber ('2025-06' and 15 June 2025 agree). */
export function monthOfDate(day: Date): number {
  return day.getFullYear() * 12 + day.getMonth();
}

const PT = resumeLanguage("pt");

type Dated = { dataInicio: string; dataFim: string };
type Wording = { area: string; step: ResumeStep; name: string; endWord: string; ongoingHint: string };

/** A job's months: in the right order and not after today (a current job has no end to check). */
export function checkJobDates(job: Experience, index: number, today: Date): Finding[] {
  return checkDates(job, job.atual, today, {
    area: `experiencia.${index + 1}`,
    step: "experiencia",
    name: jobName(job, index),
    endWord: "saída",
    ongoingHint: "se você ainda trabalha lá, marque “Trabalho aqui atualmente”",
  });
}

/** A course's months; a course in progress has no end, so only its start is checked. */
export function checkCourseDates(course: Education, index: number, today: Date): Finding[] {
  return checkDates(course, course.situacao === "em_andamento", today, {
    area: `formacao.${index + 1}`,
    step: "formacao",
    name: courseName(course, index),
    endWord: "conclusão",
    ongoingHint: "se o curso ainda não terminou, escolha a situação “Em andamento”",
  });
}

function checkDates(entry: Dated, ongoing: boolean, today: Date, wording: Wording): Finding[] {
  const found: Finding[] = [];
  const add = (what: string, severity: Severity, message: string) =>
    found.push({
      id: `${wording.area}.${what}`,
      severity,
      message: `${wording.name}: ${message}`,
      step: wording.step,
    });
  // Free text from an import ('2019 a 2021') is printed as typed and not judged.
  const start = parseDate(entry.dataInicio);
  const end = ongoing ? undefined : parseDate(entry.dataFim);
  // The message is a sentence of the interface, so its dates are written the Portuguese way.
  const [startText, endText] = [formatMonth(entry.dataInicio, PT), formatMonth(entry.dataFim, PT)];

  if (start !== undefined && isFuture(start, today)) {
    add("inicio-no-futuro", "erro", `o início em ${startText} ainda não chegou; confira o mês e o ano.`);
  }
  if (end !== undefined && isFuture(end, today)) {
    add(
      "fim-no-futuro",
      "erro",
      `a ${wording.endWord} em ${endText} ainda não chegou; ${wording.ongoingHint}, ou corrija a data.`,
    );
  }
  if (start !== undefined && end !== undefined && !isMonthRangeValid(entry.dataInicio, entry.dataFim)) {
    add(
      "datas-invertidas",
      "erro",
      `a ${wording.endWord} (${endText}) vem antes do início (${startText}); confira as duas datas.`,
    );
  }
  if (!ongoing && start !== undefined && !entry.dataFim.trim()) {
    add(
      "sem-data-fim",
      "aviso",
      `falta a data de ${wording.endWord}; informe o mês ou, ${wording.ongoingHint}.`,
    );
  }
  return found;
}

/** A month after this one, or a year alone after this year (the year in course may hold any of its months). */
function isFuture(date: DateParts, today: Date): boolean {
  if (date.month === undefined) return date.year > today.getFullYear();
  return date.year * 12 + date.month - 1 > monthOfDate(today);
}
