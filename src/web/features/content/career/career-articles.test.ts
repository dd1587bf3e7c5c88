import { describe, expect, it } from "vitest";
import { countWords, parseProse } from "#web/features/content/shared/articles-prose-blocks.ts";
import { CAREER_TOPICS } from "./career-article-types.ts";
import {
  careerArticleSlugs,
  careerArticles,
  careerArticlesOf,
  findCareerArticle,
} from "./career-articles.ts";

describe("career articles", () => {
  it("has three articles in each of the three tabs", () => {
    expect(CAREER_TOPICS.map((topic) => topic.label)).toEqual([
      "Busca de emprego",
      "Desenvolvimento profissional",
      "Tendências do mercado",
    ]);
    for (const topic of CAREER_TOPICS) expect(careerArticlesOf(topic.id)).toHaveLength(3);
  });

  it("gives every article a unique address-safe slug and a unique title", () => {
    expect(new Set(careerArticleSlugs).size).toBe(careerArticles.length);
    expect(new Set(careerArticles.map((a) => a.title)).size).toBe(careerArticles.length);
    for (const slug of careerArticleSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(careerArticles.map((a) => [a.slug, a] as const))(
    "%s is a full article of 700 to 1200 words",
    (_, a) => {
      const words = countWords(a.body);
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1200);
      // Organised for reading on a phone: several sections, a summary that fits a search result.
      expect(parseProse(a.body).filter((block) => block.kind === "heading").length).toBeGreaterThanOrEqual(4);
      expect(a.summary.length).toBeGreaterThan(60);
      expect(a.summary.length).toBeLessThanOrEqual(200);
    },
  );

  it("finds an article by slug and nothing for an unknown one", () => {
    expect(findCareerArticle(careerArticleSlugs[0])?.slug).toBe(careerArticleSlugs[0]);
    expect(findCareerArticle("nao-existe")).toBeUndefined();
    expect(findCareerArticle(undefined)).toBeUndefined();
  });
});
