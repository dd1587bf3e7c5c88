let prerendered = typeof window === "undefined";

/** Called by main.tsx before it hydrates markup prerendered at build time. */
export function markPrerendered(): void {
  prerendered = true;
}

/**
 * True on the server that prerenders the public pages and in a browser that hydrated one: a page that
 * would show a placeholder while something loads shows its content instead, as the static HTML did.
 */
export const isPrerendered = (): boolean => prerendered;
