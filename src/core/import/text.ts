/** Lower case without accents, for comparing words. */
export function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** Collapses runs of whitespace and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Bullets and list markers that may start a printed line. */
export const BULLET =
  /^\s*(?:[•·▪▫■□◦●○◆◇►▶➢➤✓✔›»\u2022\u2023\u2043\u25aa\u25cf\uf0b7\uf0a7*]|[-–—>](?=\s))\s*/u;

export function stripBullet(text: string): string {
  return text.replace(BULLET, "").trim();
}

export function hasBullet(text: string): boolean {
  return BULLET.test(text);
}

/** Words in printed order (letters, digits and joiners kept together). */
export function words(text: string): string[] {
  return text.split(/\s+/).filter(Boolean);
}

/**
 * Name case for a line printed in capitals: 'JOSÉ RAIMUNDO DOS SANTOS' -> 'José Raimundo dos Santos'.
 * Portuguese particles stay in lower case.
 */
export function titleCase(text: string): string {
  const particles = new Set(["da", "de", "do", "das", "dos", "e", "di", "du", "van", "von"]);
  return text
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((part, i) =>
      i > 0 && particles.has(part) ? part : part.charAt(0).toLocaleUpperCase("pt-BR") + part.slice(1),
    )
    .join("");
}
