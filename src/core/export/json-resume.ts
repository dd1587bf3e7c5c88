import { type Education, normalizeSituacao } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { fitResumeToLimits } from "../resume/fit-to-limits.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { uniqueSkills } from "../resume/skills.ts";
import { DEFAULT_TEMPLATE_ID, normalizeTemplateId, type TemplateId } from "../resume/template-id.ts";
import { describeIssuePath, type JsonResumeInput, JsonResumeInputSchema } from "./json-resume-input.ts";

/*
 * ResumeData <-> JSON Resume (jsonresume.org schema v1). The mapping is in decision 0013; in short:
 * nome/cargo/email/telefone/resumo -> basics, cidade/estado -> basics.location, experiencias -> work,
 * formacoes -> education, the two skill lists -> two skill groups with fixed names. A job or course with no
 * end date is current; `x-vitae` on an entry records only what that rule or the schema's date form cannot.
 * Exporting and importing back gives the same ResumeData.
 */

export const JSON_RESUME_SCHEMA_URL =
  "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";
export const HARD_SKILLS_GROUP = "Competências técnicas";
export const SOFT_SKILLS_GROUP = "Competências comportamentais";
/**
 * A description's last lines become highlights when they all start with one of these markers (the first is
 * what our suggestions write and what highlights read back with; another is remembered in `x-vitae`).
 */
const HIGHLIGHT_MARKERS = ["• ", "- "] as const;
const DEFAULT_MARKER = HIGHLIGHT_MARKERS[0];
// What the schema's date pattern accepts (years 1000-2999), with real months and days.
const ISO_DATE = /^[12]\d{3}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

type JsonObject = Record<string, unknown>;

export type JsonResume = {
  $schema: string;
  basics: JsonObject;
  work: JsonObject[];
  education: JsonObject[];
  skills: Array<{ name: string; keywords: string[] }>;
  meta: { version: string; "x-vitae": { templateId: string } };
};

/** Thrown by fromJsonResume: `issues` are Portuguese sentences a person can act on. */
export class JsonResumeError extends Error {
  override name = "JsonResumeError";
  constructor(readonly issues: string[]) {
    super(issues.join(" "));
  }
}

export function toJsonResume(data: ResumeData): JsonResume {
  const skills = [
    { name: HARD_SKILLS_GROUP, keywords: [...data.hardSkills] },
    { name: SOFT_SKILLS_GROUP, keywords: [...data.softSkills] },
  ].filter((group) => group.keywords.length > 0);
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: compact({
      name: data.nome,
      label: data.cargo,
      email: data.email,
      phone: data.telefone,
      summary: data.resumo,
      location: data.cidade || data.estado ? compact({ city: data.cidade, region: data.estado }) : undefined,
    }),
    work: data.experiencias.map(toWork),
    education: data.formacoes.map(toEducation),
    skills,
    meta: { version: "v1.0.0", "x-vitae": { templateId: data.templateId } },
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
function isCurrent(entry: { dataInicio: string; dataFim: string }): boolean {
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

function joinDescription(summary: string, highlights: readonly string[], marker: string): string {
  const bullets = highlights.map((item) => `${marker}${item}`);
  return (summary ? [summary, ...bullets] : bullets).join("\n");
}

/** Leaves out empty texts and missing values: the schema wants a valid e-mail or none, a date or none. */
function compact(fields: JsonObject): JsonObject {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ""),
  );
}

/**
 * A JSON Resume (already parsed from JSON) as ResumeData. Throws JsonResumeError with Portuguese issues when
 * it is not a JSON Resume or a field has the wrong type or date form. Missing fields become empty, for the
 * person to complete in the wizard.
 */
export function fromJsonResume(json: unknown): ResumeData {
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new JsonResumeError(["O arquivo não é um JSON Resume: o conteúdo deve ser um objeto { ... }."]);
  }
  const result = JsonResumeInputSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.slice(0, 5).map((issue) => {
      const where = describeIssuePath(issue.path);
      return where ? `${where}: ${lowerFirst(issue.message)}.` : `${issue.message}.`;
    });
    throw new JsonResumeError([...new Set(issues)]);
  }
  const input = result.data;
  if (!input.basics && !input.work.length && !input.education.length && !input.skills.length) {
    throw new JsonResumeError([
      "O arquivo não parece um JSON Resume: não encontramos dados básicos (basics), experiências (work), formações (education) nem habilidades (skills).",
    ]);
  }
  return toResumeData(input);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Reads the text of a .json file: the resume and what the wizard keeps beside it. Throws JsonResumeError, with
 * a Portuguese message when it is not JSON at all.
 */
export function parseJsonResumeText(text: string): { data: ResumeData; extras: JsonResumeExtras } {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new JsonResumeError([
      "O arquivo não é um JSON válido. Confira se ele foi exportado como JSON Resume.",
    ]);
  }
  return { data: fromJsonResume(json), extras: jsonResumeExtras(json) };
}

/** Cut to the caps of decision 0020, so a file written by another tool always fits the wizard and a save. */
function toResumeData(input: JsonResumeInput): ResumeData {
  const basics = input.basics;
  const skills = fromSkills(input);
  return fitResumeToLimits({
    ...emptyResumeData(),
    nome: basics?.name ?? "",
    cargo: basics?.label ?? "",
    email: basics?.email ?? "",
    telefone: basics?.phone ?? "",
    cidade: basics?.location.city ?? "",
    estado: basics?.location.region ?? "",
    resumo: basics?.summary ?? "",
    experiencias: input.work.map(fromWork),
    formacoes: input.education.map(fromEducation),
    hardSkills: skills.hard,
    softSkills: skills.soft,
    templateId: normalizeTemplateId(input.meta?.["x-vitae"]?.templateId) ?? DEFAULT_TEMPLATE_ID,
  });
}

type WorkInput = JsonResumeInput["work"][number];
type EducationInput = JsonResumeInput["education"][number];

function fromWork(work: WorkInput): Experience {
  const extension = work["x-vitae"];
  const dataInicio = extension?.dataInicio ?? toMonth(work.startDate);
  const dataFim = extension?.dataFim ?? toMonth(work.endDate);
  const atual = extension?.atual ?? isCurrent({ dataInicio, dataFim });
  return {
    empresa: work.name || work.company,
    cargo: work.position,
    dataInicio,
    dataFim: atual ? "" : dataFim,
    atual,
    descricao: joinDescription(work.summary, work.highlights, extension?.marcador ?? DEFAULT_MARKER),
  };
}

function fromEducation(edu: EducationInput): Education {
  const extension = edu["x-vitae"];
  const dataInicio = extension?.dataInicio ?? toMonth(edu.startDate);
  const dataFim = extension?.dataFim ?? toMonth(edu.endDate);
  const situacao = normalizeSituacao(
    extension?.situacao ?? (isCurrent({ dataInicio, dataFim }) ? "em_andamento" : "concluido"),
  );
  return {
    instituicao: edu.institution,
    curso: courseName(edu.area, edu.studyType),
    dataInicio,
    dataFim: situacao === "em_andamento" ? "" : dataFim,
    situacao,
  };
}

/** 'Ciência da Computação' + 'Bacharelado' -> 'Ciência da Computação (Bacharelado)'; ours have no studyType. */
function courseName(area: string, studyType: string): string {
  if (area && studyType) return `${area} (${studyType})`;
  return area || studyType;
}

/** Our dates are months: '2021-03-15' -> '2021-03'; a year alone stays a year. */
function toMonth(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > 7 ? trimmed.slice(0, 7) : trimmed;
}

const SOFT_GROUP_NAMES = new Set(
  [SOFT_SKILLS_GROUP, "Habilidades comportamentais", "Soft skills"].map(foldName),
);

function foldName(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();
}

/**
 * Our two groups come back as they went; another tool's groups are technical skills: the keywords of a group,
 * or the group's own name when it has none ({ name: 'JavaScript', level: 'Avançado' }). Languages join the
 * technical skills as 'Inglês (Avançado)', since a Brazilian resume lists them there.
 */
function fromSkills(input: JsonResumeInput): { hard: string[]; soft: string[] } {
  const hard: string[] = [];
  const soft: string[] = [];
  for (const skill of input.skills) {
    const items = skill.keywords.length > 0 ? skill.keywords : [skill.name];
    (SOFT_GROUP_NAMES.has(foldName(skill.name)) ? soft : hard).push(...items);
  }
  for (const { language, fluency } of input.languages) {
    if (language.trim()) hard.push(fluency.trim() ? `${language} (${fluency})` : language);
  }
  return { hard: uniqueSkills(hard), soft: uniqueSkills(soft) };
}

/**
 * What the wizard keeps beside ResumeData: the links of `basics` for its optional fields, and the template
 * when the file names one of ours (else null, so the person still picks one).
 */
export type JsonResumeExtras = { linkedin: string; sitePortfolio: string; templateId: TemplateId | null };

export function jsonResumeExtras(json: unknown): JsonResumeExtras {
  const parsed = JsonResumeInputSchema.safeParse(json);
  const input = parsed.success ? parsed.data : undefined;
  const linkedin = input?.basics?.profiles.find((profile) =>
    /linkedin/i.test(`${profile.network} ${profile.url}`),
  );
  return {
    linkedin: linkedin?.url ?? "",
    sitePortfolio: input?.basics?.url ?? "",
    templateId: normalizeTemplateId(input?.meta?.["x-vitae"]?.templateId) ?? null,
  };
}
