import type { z } from "zod";
import { EducationSchema } from "../resume/education-schema.ts";
import { ExperienceSchema } from "../resume/experience-schema.ts";
import { personalInfoForm } from "../resume/personal-info.ts";
import { PersonalInfoFormSchema } from "../resume/personal-info-schema.ts";
import type { ResumeData } from "../resume/resume-data.ts";
import { importCounts } from "./import-notice.ts";
import type { ImportReview } from "./import-review.ts";

/** The top-level fields of the wizard a mark may point at. */
const TOP_FIELDS = [
  "nome",
  "email",
  "telefone",
  "cidade",
  "estado",
  "linkedin",
  "sitePortfolio",
  "cargo",
  "resumo",
];
const ENTRY_FIELDS = {
  experiencias: ["empresa", "cargo", "dataInicio", "dataFim", "descricao"],
  formacoes: ["instituicao", "curso", "dataInicio", "dataFim"],
} as const;
/** The personal-info form names two fields differently from the resume. */
const FORM_TO_DATA: Record<string, string> = { nomeCompleto: "nome", cidadeEstado: "cidade" };
/** A resume holds at most a few dozen fields; a longer list from elsewhere is cut, never trusted. */
const MAX_MARKS = 300;

/**
 * The fields to mark 'Confira este campo' after an import (decision 0028): those the extractor was unsure of
 * (`revisar`, kept only when they name a field the data has), then every field the wizard would refuse as
 * imported (a missing start date, a short description), each once, in the order of the wizard's steps.
 */
export function importReviewMarks(data: ResumeData, revisar: readonly string[]): string[] {
  const marks = new Set<string>();
  for (const path of revisar.slice(0, MAX_MARKS)) if (isFieldPath(data, path)) marks.add(path);
  for (const path of requiredGaps(data)) marks.add(path);
  return [...marks].sort(byFormOrder);
}

/** Whether `path` names a field the wizard shows for this data ('experiencias.1.cargo' needs a 2nd job). */
export function isFieldPath(data: ResumeData, path: string): boolean {
  const [list, index, field, ...rest] = path.split(".");
  if (list === undefined || rest.length > 0) return false;
  if (index === undefined) return TOP_FIELDS.includes(list);
  if (list !== "experiencias" && list !== "formacoes") return false;
  if (!/^\d+$/.test(index) || Number(index) >= data[list].length) return false;
  return (ENTRY_FIELDS[list] as readonly string[]).includes(field ?? "");
}

function requiredGaps(data: ResumeData): string[] {
  const personal = PersonalInfoFormSchema.safeParse(personalInfoForm(data));
  return [
    ...issuePaths(personal).map((path) => FORM_TO_DATA[path] ?? path),
    ...data.experiencias.flatMap((job, i) =>
      issuePaths(ExperienceSchema.safeParse(job)).map((field) => `experiencias.${i}.${field}`),
    ),
    ...data.formacoes.flatMap((course, i) =>
      issuePaths(EducationSchema.safeParse(course)).map((field) => `formacoes.${i}.${field}`),
    ),
  ];
}

function issuePaths(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

const STEP_OF_FIELD: Record<string, number> = { cargo: 1, resumo: 1, experiencias: 2, formacoes: 3 };

/** Step, then entry, then the field's place in its form: the order a person meets them. */
function byFormOrder(a: string, b: string): number {
  const [x, y] = [formOrder(a), formOrder(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
}

function formOrder(path: string): [number, number, number] {
  const [head = "", index, field = ""] = path.split(".");
  const step = STEP_OF_FIELD[head] ?? 0;
  if (index === undefined) return [step, 0, TOP_FIELDS.indexOf(head)];
  const fields: readonly string[] =
    head === "experiencias" ? ENTRY_FIELDS.experiencias : ENTRY_FIELDS.formacoes;
  return [step, Number(index), fields.indexOf(field)];
}

/** The review of a freshly imported resume: its marks, and the notice's counts. */
export function startImportReview(data: ResumeData, revisar: readonly string[]): ImportReview {
  const campos = importReviewMarks(data, revisar);
  return { campos, aviso: importCounts(data, campos) };
}
