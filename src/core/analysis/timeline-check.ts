import { monthNumber } from "../ai/experience-years.ts";
import type { Experience } from "../resume/experience.ts";
import { monthOfDate } from "./dates-check.ts";
import { jobName } from "./entry-name.ts";
import type { Finding } from "./finding.ts";

/** Two jobs sharing more months than this are worth a word; a month or two is a hand-over. */
export const OVERLAP_MAX_MONTHS = 3;
/** A break longer than this between jobs is one a recruiter may ask about. */
export const GAP_MAX_MONTHS = 6;

type Span = { index: number; name: string; start: number; end: number; current: boolean };

/**
 * How the jobs follow each other: two past jobs held at once for months, or a long break between jobs. Both
 * are normal; the tips say so, and suggest a line of explanation. Jobs whose months are unknown, in the
 * future or reversed are left out (their own dates are flagged). Sorted once, then one pass each.
 */
export function checkTimeline(jobs: readonly Experience[], today: Date): Finding[] {
  const spans = jobSpans(jobs, monthOfDate(today)).sort((a, b) => a.start - b.start || a.end - b.end);
  return [...overlaps(spans.filter((span) => !span.current)), ...gaps(spans)];
}

function jobSpans(jobs: readonly Experience[], now: number): Span[] {
  return jobs.flatMap((job, index) => {
    const start = monthNumber(job.dataInicio);
    const end = job.atual ? now : monthNumber(job.dataFim);
    if (start === undefined || end === undefined || start > now || end < start || end > now) return [];
    return [{ index, name: jobName(job, index), start, end, current: job.atual }];
  });
}

/** Each job against the earlier-started one that runs latest: the one it shares the most months with. */
function overlaps(spans: readonly Span[]): Finding[] {
  const found: Finding[] = [];
  let latest: Span | undefined;
  for (const span of spans) {
    if (latest) {
      const shared = Math.min(latest.end, span.end) - span.start + 1;
      if (shared > OVERLAP_MAX_MONTHS) {
        found.push({
          id: `experiencia.${span.index + 1}.sobreposicao`,
          severity: "dica",
          message:
            `${span.name} e ${latest.name} coincidem por ${duration(shared)}; tudo bem ter dois trabalhos ao mesmo ` +
            "tempo, e se foi o caso, vale dizer na descrição (meio período, freelance), senão confira as datas.",
          step: "experiencia",
        });
      }
    }
    if (!latest || span.end > latest.end) latest = span;
  }
  return found;
}

/** Months with no job between the end of everything before a job and its start. */
function gaps(spans: readonly Span[]): Finding[] {
  const found: Finding[] = [];
  let latest: Span | undefined;
  for (const span of spans) {
    if (latest) {
      const months = span.start - latest.end - 1;
      if (months > GAP_MAX_MONTHS) {
        found.push({
          id: `experiencia.${span.index + 1}.lacuna`,
          severity: "dica",
          message:
            `Entre ${latest.name} e ${span.name} há ${duration(months)} sem trabalho registrado; pausas são ` +
            "normais, e se quiser, explique em uma linha o que fez nesse tempo (estudos, cuidado com a família, " +
            "trabalho por conta própria).",
          step: "experiencia",
        });
      }
    }
    if (!latest || span.end > latest.end) latest = span;
  }
  return found;
}

/** '8 meses', '1 ano', '2 anos e 1 mês'. */
export function duration(months: number): string {
  const [years, rest] = [Math.floor(months / 12), months % 12];
  const parts = [
    years > 0 ? `${years} ${years === 1 ? "ano" : "anos"}` : "",
    rest > 0 ? `${rest} ${rest === 1 ? "mês" : "meses"}` : "",
  ];
  return parts.filter(Boolean).join(" e ");
}
