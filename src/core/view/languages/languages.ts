import { en } from "./en.ts";
import { es } from "./es.ts";
import { pt } from "./pt.ts";
import type { ResumeLanguage } from "./resume-language.ts";

/**
 * The languages a resume can be printed in, in the order the picker lists them. Adding one is a table like
 * en.ts and an entry here; the stored value (`idioma`) is its key.
 */
export const RESUME_LANGUAGES = { pt, en, es } as const satisfies Record<string, ResumeLanguage>;

export type ResumeLanguageId = keyof typeof RESUME_LANGUAGES;
export const RESUME_LANGUAGE_IDS = Object.keys(RESUME_LANGUAGES) as [ResumeLanguageId, ...ResumeLanguageId[]];
export const DEFAULT_RESUME_LANGUAGE: ResumeLanguageId = "pt";

function isResumeLanguageId(value: unknown): value is ResumeLanguageId {
  return typeof value === "string" && Object.hasOwn(RESUME_LANGUAGES, value);
}

/** A stored value as a language: content saved before languages existed, and any unknown value, is Portuguese. */
export function normalizeIdioma(value: unknown): ResumeLanguageId {
  return isResumeLanguageId(value) ? value : DEFAULT_RESUME_LANGUAGE;
}

export function resumeLanguage(id: ResumeLanguageId): ResumeLanguage {
  return RESUME_LANGUAGES[id];
}

/**
 * The language a BCP 47 tag names ('en-US', 'es', 'pt-BR'), by its first part; Portuguese when it is none of
 * ours, so a file from another tool always reads.
 */
export function resumeLanguageFromTag(tag: unknown): ResumeLanguageId {
  if (typeof tag !== "string") return DEFAULT_RESUME_LANGUAGE;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return normalizeIdioma(primary);
}
