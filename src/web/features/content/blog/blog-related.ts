import { type BlogPost, blogPosts } from "./blog-posts.ts";

/** Up to `count` other posts to read next: the same category first, then the newest. */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const others = blogPosts.filter((other) => other.slug !== post.slug);
  const sameCategory = others.filter((other) => other.category === post.category);
  const rest = others.filter((other) => other.category !== post.category);
  return [...sameCategory, ...rest].slice(0, count);
}
