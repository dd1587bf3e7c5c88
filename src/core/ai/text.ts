/**
 * Text helpers for the simulated AI. People type accents and capitals inconsistently
 * ('Gestão', 'gestao', 'GESTÃO'), so every comparison goes through the same normalisation.
 */

/** Lower case, accents stripped, whitespace collapsed: 'Ciência  da Computação' -> 'ciencia da computacao'. */
export function normalizeForMatch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** Words only: punctuation becomes a space, so 'Front-end' and 'front end' match the same keyword. */
function words(text: string): string {
  return normalizeForMatch(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** True when the text contains one of the keywords as whole words ('dev' matches 'Dev Jr', not 'devedor'). */
export function hasKeyword(text: string, keywords: readonly string[]): boolean {
  const haystack = ` ${words(text)} `;
  return keywords.some((keyword) => {
    const needle = words(keyword);
    return needle !== "" && haystack.includes(` ${needle} `);
  });
}

/** Natural Portuguese enumeration: 'A', 'A e B', 'A, B e C'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
}

/** Lowercases the first letter unless the first word is an acronym ('SQL', 'TI') that must keep its case. */
export function lowerFirst(text: string): string {
  const firstWord = text.split(/\s/)[0] ?? "";
  if (firstWord.length > 1 && firstWord === firstWord.toLocaleUpperCase("pt-BR")) return text;
  return text.charAt(0).toLocaleLowerCase("pt-BR") + text.slice(1);
}

/** Trimmed, non-blank, without repeats that differ only in case or accents; first spelling wins. */
export function uniqueTrimmed(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const value = item.trim();
    const key = normalizeForMatch(value);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(value);
  }
  return result;
}
