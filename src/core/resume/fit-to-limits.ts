import { z } from "zod";
import { RESUME_LIMITS as MAX } from "./limits.ts";
import { PhotoSchema } from "./photo-schema.ts";
import type { ResumeData } from "./resume-data.ts";
import { ResumeDataSchema } from "./resume-data-schema.ts";
import { uniqueSkills } from "./skills.ts";

/*
 * Resume data cut down to the caps of decision 0020, for data nobody typed into our forms: what the importer
 * read from a file, a JSON Resume, a resume stored before the caps existed. Cutting keeps such a resume
 * loadable and saveable; the person sees the shortened text in the wizard. Values of the wrong type are left
 * alone for the schema to report.
 */

/** A resume as stored: one saved before the caps existed still opens, cut to fit, instead of failing to load. */
export const StoredResumeDataSchema = z.preprocess(fitResumeToLimits, ResumeDataSchema);

type Caps = Record<string, number>;

const TOP: Caps = {
  nome: MAX.nome,
  email: MAX.email,
  telefone: MAX.telefone,
  cidade: MAX.cidade,
  estado: MAX.estado,
  linkedin: MAX.endereco,
  sitePortfolio: MAX.endereco,
  cargo: MAX.cargo,
  resumo: MAX.resumo,
};
const EXPERIENCE: Caps = {
  empresa: MAX.empresa,
  cargo: MAX.cargo,
  dataInicio: MAX.data,
  dataFim: MAX.data,
  descricao: MAX.descricao,
};
const EDUCATION: Caps = {
  instituicao: MAX.instituicao,
  curso: MAX.curso,
  dataInicio: MAX.data,
  dataFim: MAX.data,
};

export function fitResumeToLimits(data: ResumeData): ResumeData;
export function fitResumeToLimits(data: unknown): unknown;
export function fitResumeToLimits(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const fitted = fitTexts(data, TOP);
  fitList(fitted, "experiencias", MAX.experiencias, (item) => fitTexts(item, EXPERIENCE));
  fitList(fitted, "formacoes", MAX.formacoes, (item) => fitTexts(item, EDUCATION));
  for (const key of ["hardSkills", "softSkills"]) {
    const list = fitted[key];
    if (Array.isArray(list) && list.every((skill) => typeof skill === "string")) {
      fitted[key] = uniqueSkills(list.map((skill) => cutText(skill, MAX.habilidade))).slice(
        0,
        MAX.habilidades,
      );
    }
  }
  // A photo that is not one (another tool's file, a hand-edited draft) is left out, not refused.
  if (typeof fitted.foto === "string" && !PhotoSchema.safeParse(fitted.foto).success) fitted.foto = "";
  return fitted;
}

/**
 * `text` trimmed and cut to at most `max` characters, counted as the schema counts them (Unicode code points),
 * so an emoji is never cut in half (half of one cannot be stored).
 */
function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return Array.from(trimmed).slice(0, max).join("").trimEnd();
}

function fitTexts(value: unknown, caps: Caps): Record<string, unknown> {
  if (!isRecord(value)) return value as Record<string, unknown>;
  const fitted: Record<string, unknown> = { ...value };
  for (const [key, max] of Object.entries(caps)) {
    const text = fitted[key];
    if (typeof text === "string" && text.length > max) fitted[key] = cutText(text, max);
  }
  return fitted;
}

function fitList(data: Record<string, unknown>, key: string, max: number, fit: (item: unknown) => unknown) {
  const list = data[key];
  if (Array.isArray(list)) data[key] = list.slice(0, max).map(fit);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
