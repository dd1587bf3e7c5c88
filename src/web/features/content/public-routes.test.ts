import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, publicPaths, robotsTxt, sitemapXml } from "./public-routes.ts";

describe("public routes", () => {
  it("lists the pages, then one address per blog post and career article", () => {
    const paths = publicPaths({ blogPostSlugs: ["um-post"], careerArticleSlugs: ["um-artigo", "outro"] });
    expect(paths.slice(0, PUBLIC_PAGES.length)).toEqual([...PUBLIC_PAGES]);
    expect(paths.slice(PUBLIC_PAGES.length)).toEqual([
      "/blog/um-post",
      "/dicas-de-carreira/um-artigo",
      "/dicas-de-carreira/outro",
    ]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("writes a sitemap of absolute addresses, escaped", () => {
    const xml = sitemapXml("https://vitae.example", ["/", "/blog", "/a&b"]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/,
    );
    expect(xml).toContain("<loc>https://vitae.example/</loc>");
    expect(xml).toContain("<loc>https://vitae.example/blog</loc>");
    expect(xml).toContain("<loc>https://vitae.example/a&amp;b</loc>");
  });

  it("lets robots read the site but not the API or the signed-in area", () => {
    const robots = robotsTxt("https://vitae.example");
    expect(robots).toContain("Sitemap: https://vitae.example/sitemap.xml");
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
  });
});
