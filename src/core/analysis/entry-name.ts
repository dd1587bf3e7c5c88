import { atCompany } from "../ai/company-phrase.ts";
import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";

const NAME_PART_MAX = 40;

/** 'Experiência 2 (Vendedor na Loja Azul)': the entry as the wizard numbers it, with what tells it apart. */
export function jobName(job: Pick<Experience, "cargo" | "empresa">, index: number): string {
  const cargo = shorten(job.cargo.trim(), NAME_PART_MAX);
  const empresa = shorten(job.empresa.trim(), NAME_PART_MAX);
  const what = cargo && empresa ? `${cargo} ${atCompany(empresa)}` : cargo || empresa;
  return withDetail(`Experiência ${index + 1}`, what);
}

/** 'Formação 1 (Técnico em Logística)'. */
export function courseName(course: Pick<Education, "curso" | "instituicao">, index: number): string {
  const what = shorten(course.curso.trim() || course.instituicao.trim(), NAME_PART_MAX);
  return withDetail(`Formação ${index + 1}`, what);
}

/** The person's own words inside a message, in quotes and cut short so the sentence stays readable. */
export function quote(text: string, max = NAME_PART_MAX): string {
  return `“${shorten(text.trim().replace(/\s+/g, " "), max)}”`;
}

/**
 * At most `max` characters (code points, so an emoji is never cut in half), '…' marking a cut, made between
 * words when one ends in the second half.
 */
export function shorten(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, max - 1).join("");
  const space = kept.lastIndexOf(" ");
  const cut = space > kept.length / 2 ? kept.slice(0, space) : kept;
  return `${cut.trimEnd()}…`;
}

function withDetail(label: string, detail: string): string {
  return detail ? `${label} (${detail})` : label;
}
