import { fitResumeToLimits } from "#core/resume/fit-to-limits.ts";
import { emptyResumeData, type ResumeData } from "#core/resume/resume-data.ts";
import { normalizeIdioma } from "#core/view/languages/languages.ts";
import { toEducation, toExperience } from "./draft-storage.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown) => (Array.isArray(value) ? value : []);
const skills = (value: unknown) =>
  list(value).filter((item): item is string => typeof item === "string" && item.trim() !== "");

/**
 * The wizard's working data from an imported draft. What an import found may be partial (an entry without
 * dates, a missing e-mail), so it is coerced like stored drafts are, not validated: the steps ask for the rest.
 * A draft made before the caps of decision 0020 is cut to them, so it can be saved.
 */
export function resumeDataFromDraft(content: unknown): ResumeData {
  const raw = content && typeof content === "object" ? (content as Record<string, unknown>) : {};
  return fitResumeToLimits({
    ...emptyResumeData(),
    nome: text(raw.nome),
    email: text(raw.email),
    telefone: text(raw.telefone),
    cidade: text(raw.cidade),
    estado: text(raw.estado),
    linkedin: text(raw.linkedin),
    sitePortfolio: text(raw.sitePortfolio),
    cargo: text(raw.cargo),
    resumo: text(raw.resumo),
    experiencias: list(raw.experiencias).map(toExperience),
    formacoes: list(raw.formacoes).map(toEducation),
    hardSkills: skills(raw.hardSkills),
    softSkills: skills(raw.softSkills),
    idioma: normalizeIdioma(raw.idioma),
  });
}
