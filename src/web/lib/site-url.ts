/**
 * The public address of the site, for canonical links, Open Graph and the sitemap. Fixed at build time
 * (SITE_URL, else PUBLIC_URL, else http://localhost:3000; see vite.config.ts) so the prerendered HTML and
 * the hydrated page agree.
 */
export const SITE_URL: string = (
  (import.meta.env.SITE_URL as string | undefined) ?? "http://localhost:3000"
).replace(/\/+$/, "");

/** The absolute address of a path on the site. */
export const absoluteUrl = (path: string): string => `${SITE_URL}${path === "/" ? "/" : path}`;
