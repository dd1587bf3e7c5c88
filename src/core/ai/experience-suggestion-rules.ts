import { RESUME_LIMITS } from "../resume/limits.ts";

// When a description can be suggested, and how a suggestion joins what the person wrote: the wizard's card
// needs these at once, the phrase tables that write the suggestion (experience-description.ts) only later.

const MIN_FIELD_LENGTH = 2;

/**
 * The description needs both the company and the role; without them the page shows
 * 'Informações incompletas' (spec part 1 §5). Same minimum as the form fields.
 */
export function canGenerateExperienceDescription(exp: { empresa: string; cargo: string }): boolean {
  return exp.empresa.trim().length >= MIN_FIELD_LENGTH && exp.cargo.trim().length >= MIN_FIELD_LENGTH;
}

/**
 * 'Adicionar ao texto': the person's text exactly as written (only trailing blank space dropped), then the
 * suggested bullets on new lines. Only whole bullets that keep the description within its limit are
 * added; undefined when not even one fits.
 */
export function appendSuggestions(
  current: string,
  suggestion: string,
  max: number = RESUME_LIMITS.descricao,
): string | undefined {
  let text = current.trimEnd();
  let added = 0;
  for (const line of suggestion.split("\n")) {
    const next = text ? `${text}\n${line}` : line;
    // Counted in code points, as the schema counts them.
    if ([...next].length > max) break;
    text = next;
    added++;
  }
  return added > 0 ? text : undefined;
}
