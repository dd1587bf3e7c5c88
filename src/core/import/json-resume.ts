import { DEFAULT_MARKER, isCurrent, joinDescription, toMonth } from "../export/json-resume.ts";
import { type Education, normalizeSituacao } from "../resume/education.ts";
import type { Experience } from "../resume/experience.ts";
import { fitResumeToLimits } from "../resume/fit-to-limits.ts";
import { emptyResumeData, type ResumeData } from "../resume/resume-data.ts";
import { uniqueSkills } from "../resume/skills.ts";
import { DEFAULT_TEMPLATE_ID, normalizeTemplateId, type TemplateId } from "../resume/template-id.ts";
import { RESUME_LANGUAGES, resumeLanguageFromTag } from "../view/languages/languages.ts";
import { describeIssuePath, type JsonResumeInput, JsonResumeInputSchema } from "./json-resume-input.ts";

/*
 * JSON Resume (jsonresume.org schema v1) -> ResumeData: the inverse of core/export/json-resume.ts (decision
 * 0013), so exporting and importing back gives the same ResumeData, and lenient with files of other tools.
 */

/** Thrown by fromJsonResume: `issues` are Portuguese sentences a person can act on. */
export class JsonResumeError extends Error {
  override name = "JsonResumeError";
  constructor(readonly issues: string[]) {
    super(issues.join(" "));
  }
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
export function parseJsonResumeText(text: string): { data: ResumeData; templateId: TemplateId | null } {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    throw new JsonResumeError([
      "O arquivo não é um JSON válido. Confira se ele foi exportado como JSON Resume.",
    ]);
  }
  const data = fromJsonResume(json);
  // The template counts as chosen only when the file names one of ours; else the person still picks one.
  const named = JsonResumeInputSchema.safeParse(json).data?.meta?.["x-vitae"]?.templateId;
  return { data, templateId: normalizeTemplateId(named) ?? null };
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
    linkedin: linkedinProfile(basics?.profiles ?? [])?.url ?? "",
    sitePortfolio: basics?.url ?? "",
    resumo: basics?.summary ?? "",
    // Only a photo carried in the file (a data URL) is read; an address would have to be fetched, and is not.
    foto: basics?.image ?? "",
    experiencias: input.work.map(fromWork),
    formacoes: input.education.map(fromEducation),
    hardSkills: skills.hard,
    softSkills: skills.soft,
    templateId: normalizeTemplateId(input.meta?.["x-vitae"]?.templateId) ?? DEFAULT_TEMPLATE_ID,
    idioma: resumeLanguageFromTag(input.meta?.language),
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

/** Our soft skills group in any of our languages, and the names other tools give it. */
const SOFT_GROUP_NAMES = new Set(
  [
    ...Object.values(RESUME_LANGUAGES).map((language) => language.skillGroups.softSkills),
    "Habilidades comportamentais",
    "Soft skills",
  ].map(foldName),
);

function foldName(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").trim().toLowerCase();
}

/**
 * Our two groups come back as they went, whatever the language they were named in; another tool's groups are technical skills: the keywords of a group,
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

type Profile = NonNullable<JsonResumeInput["basics"]>["profiles"][number];

function linkedinProfile(profiles: Profile[]): Profile | undefined {
  return profiles.find((profile) => /linkedin/i.test(`${profile.network} ${profile.url}`));
}
