import { describe, expect, it } from "vitest";
import { countWords } from "#web/features/content/shared/articles-prose-blocks.ts";
import { blogPostBodies } from "./blog-post-bodies.ts";
import { blogPostSlugs, blogPosts, findBlogPost, RECENT_POSTS_SHOWN } from "./blog-posts.ts";
import { relatedPosts } from "./blog-related.ts";

describe("blog posts", () => {
  it("has a featured post, five recent ones and more for 'Carregar mais artigos'", () => {
    expect(RECENT_POSTS_SHOWN).toBe(5);
    expect(blogPosts.length).toBeGreaterThan(1 + RECENT_POSTS_SHOWN);
  });

  it("lists posts newest first, with unique address-safe slugs", () => {
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(blogPostSlugs).size).toBe(blogPosts.length);
    for (const slug of blogPostSlugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("has a body for every post and no body without a post", () => {
    expect(Object.keys(blogPostBodies).sort()).toEqual([...blogPostSlugs].sort());
  });

  it.each(blogPosts.map((p) => [p.slug, p] as const))(
    "%s is a full post of 600 to 1000 words",
    (slug, post) => {
      const words = countWords(blogPostBodies[slug] ?? "");
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(1000);
      expect(post.excerpt.length).toBeLessThanOrEqual(200);
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it("finds a post by slug and nothing for an unknown one", () => {
    expect(findBlogPost(blogPostSlugs[1])?.slug).toBe(blogPostSlugs[1]);
    expect(findBlogPost("nao-existe")).toBeUndefined();
  });

  it("suggests three other posts, those of the same category first", () => {
    const post = blogPosts[0];
    if (!post) throw new Error("no posts");
    const related = relatedPosts(post);
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.slug)).not.toContain(post.slug);
    const sameCategory = blogPosts.filter((p) => p.category === post.category && p.slug !== post.slug);
    expect(related.slice(0, Math.min(3, sameCategory.length))).toEqual(sameCategory.slice(0, 3));
  });
});
