/**
 * The public pages: prerendered to static HTML at build time and listed in sitemap.xml. One list, read by
 * the prerender (src/web/prerender-entry.tsx) and the end-to-end tests. Article addresses come from the
 * blog's and career tips' own slug lists.
 */
export const PUBLIC_PAGES = [
  "/",
  "/modelos-de-curriculo",
  "/melhorar-curriculo-info",
  "/cartas-de-apresentacao",
  "/dicas-de-carreira",
  "/blog",
  "/centro-de-ajuda",
  "/exemplos-de-curriculo",
  "/suporte",
  "/sobre-nos",
  "/contato",
  "/termos-de-uso",
  "/politica-de-privacidade",
  "/cookies",
] as const;

/** Routes with a parameter whose every valid address is prerendered: any other slug is a 404. */
export const PUBLIC_SLUG_ROUTES = ["/blog/:slug", "/dicas-de-carreira/:slug"] as const;

export type ArticleSlugs = { blogPostSlugs: readonly string[]; careerArticleSlugs: readonly string[] };

/** Every public address: the pages, then each blog post and career article. */
export function publicPaths({ blogPostSlugs, careerArticleSlugs }: ArticleSlugs): string[] {
  return [
    ...PUBLIC_PAGES,
    ...blogPostSlugs.map((slug) => `/blog/${slug}`),
    ...careerArticleSlugs.map((slug) => `/dicas-de-carreira/${slug}`),
  ];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Search engines may read the public pages; the signed-in area and the API are of no use to them. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /profile",
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
