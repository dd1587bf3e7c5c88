import type { Education } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import { resumeLanguage } from "../view/languages/languages.ts";

/*
 * ResumeData -> JSON Resume (jsonresume.org schema v1). The mapping is in decision 0013; in short:
 * nome/cargo/email/telefone/resumo -> basics, cidade/estado -> basics.location, sitePortfolio -> basics.url,
 * linkedin -> a 'LinkedIn' profile in basics.profiles (both as typed), experiencias -> work,
 * formacoes -> education, the two skill lists -> two skill groups named in the resume's language, the
 * language itself -> meta.language (decision 0030), the photo -> basics.image as its data URL (decision 0031). A job or course with no end date is current; `x-vitae` on
 * an entry records only what that rule or the schema's date form cannot.
 * The importer (core/import/json-resume.ts) reads it back to the same ResumeData, with the rules below.
 */

const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
/**
 * A description's last lines become highlights when they all start with one of these markers (the first is
 * what our suggestions write and what highlights read back with; another is remembered in `x-vitae`).
 */
const HIGHLIGHT_MARKERS = ["• ", "- "] as const;
export const DEFAULT_MARKER = HIGHLIGHT_MARKERS[0];
// What the schema's date pattern accepts (years 1000-2999), with real months and days.
const ISO_DATE = /^[12]\d{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

type JsonObject = Record<string, unknown>;

type JsonResume = {
  $schema: string;
  basics: JsonObject;
  work: JsonObject[];
  education: JsonObject[];
  skills: Array<{ name: string; keywords: string[] }>;
  meta: { version: string; language: string; "x-vitae": { templateId: string } };
};

export function toJsonResume(data: ResumeData): JsonResume {
  const language = resumeLanguage(data.idioma);
  const skills = [
    { name: language.skillGroups.hardSkills, keywords: [...data.hardSkills] },
    { name: language.skillGroups.softSkills, keywords: [...data.softSkills] },
  ].filter((group) => group.keywords.length > 0);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: data.nome,
      label: data.cargo,
      email: data.email,
      phone: data.telefone,
      url: data.sitePortfolio,
      summary: data.resumo,
      image: data.foto,
      location: data.cidade || data.estado ? compact({ city: data.cidade, region: data.estado }) : undefined,
      profiles: data.linkedin ? [{ network: "LinkedIn", url: data.linkedin }] : undefined,
    }),
    work: data.experiencias.map(toWork),
    education: data.formacoes.map(toEducation),
    skills,
    meta: { version: "v1.0.0", language: language.htmlLang, "x-vitae": { templateId: data.templateId } },
  };
}

function toWork(exp: Experience): JsonObject {
  const { summary, highlights, marker } = splitDescription(exp.descricao);
  const end = exp.atual ? "" : exp.dataFim;
  const dates = toDates(exp.dataInicio, end);
  const current = isCurrent({ dataInicio: exp.dataInicio, dataFim: end });
  const extension = {
    ...dates.extension,
    ...(current === exp.atual ? {} : { atual: exp.atual }),
    ...(highlights.length > 0 && marker !== DEFAULT_MARKER ? { marcador: marker } : {}),
  };
  return compact({
    name: exp.empresa,
    position: exp.cargo,
    startDate: dates.startDate,
    endDate: dates.endDate,
    summary,
    highlights: highlights.length > 0 ? highlights : undefined,
    "x-vitae": Object.keys(extension).length > 0 ? extension : undefined,
  });
}

function toEducation(edu: Education): JsonObject {
  const inProgress = edu.situacao === "em_andamento";
  const end = inProgress ? "" : edu.dataFim;
  const dates = toDates(edu.dataInicio, end);
  const current = isCurrent({ dataInicio: edu.dataInicio, dataFim: end });
  const extension = { ...dates.extension, ...(current === inProgress ? {} : { situacao: edu.situacao }) };
  return compact({
    institution: edu.instituicao,
    area: edu.curso,
    startDate: dates.startDate,
    endDate: dates.endDate,
    "x-vitae": Object.keys(extension).length > 0 ? extension : undefined,
  });
}

/** The rule a JSON Resume reader applies: an entry with a start and no end is still going on. */
export function isCurrent(entry: { dataInicio: string; dataFim: string }): boolean {
  return entry.dataInicio !== "" && entry.dataFim === "";
}

/**
 * Dates in the schema's form go in startDate/endDate; a value that would not read back the same (text typed
 * some other way, a full day where we keep months) is also kept as typed in `x-vitae`.
 */
function toDates(start: string, end: string) {
  const startDate = ISO_DATE.test(start) ? start : undefined;
  const endDate = ISO_DATE.test(end) ? end : undefined;
  const extension: Record<string, string> = {};
  if (toMonth(startDate ?? "") !== start) extension.dataInicio = start;
  if (toMonth(endDate ?? "") !== end) extension.dataFim = end;
  return { startDate, endDate, extension };
}

/**
 * 'Texto\n• a\n• b' -> summary 'Texto', highlights ['a', 'b'], when joining them back gives the same text;
 * any other description stays whole in the summary, so nothing about the person's layout is lost.
 */
function splitDescription(descricao: string): { summary: string; highlights: string[]; marker: string } {
  const lines = descricao.split("\n");
  const marker = HIGHLIGHT_MARKERS.find((candidate) => lines.at(-1)?.startsWith(candidate)) ?? DEFAULT_MARKER;
  let first = lines.length;
  while (first > 0 && lines[first - 1]?.startsWith(marker)) first--;
  const summary = lines.slice(0, first).join("\n");
  const highlights = lines.slice(first).map((line) => line.slice(marker.length));
  if (joinDescription(summary, highlights, marker) === descricao) return { summary, highlights, marker };
  return { summary: descricao, highlights: [], marker };
}

export function joinDescription(summary: string, highlights: readonly string[], marker: string): string {
  const bullets = highlights.map((item) => `${marker}${item}`);
  return (summary ? [summary, ...bullets] : bullets).join("\n");
}

/** Leaves out empty texts and missing values: the schema wants a valid e-mail or none, a date or none. */
function compact(fields: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ""),
  );
}

/** Our dates are months: '2021-03-15' -> '2021-03'; a year alone stays a year. */
export function toMonth(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > 7 ? trimmed.slice(0, 7) : trimmed;
}
