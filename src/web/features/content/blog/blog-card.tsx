import { forwardRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { BlogByline } from "./blog-byline.tsx";
import { BlogCover } from "./blog-cover.tsx";
import { type BlogPost, blogPostPath } from "./blog-posts.ts";

type BlogCardProps = { post: BlogPost; featured?: boolean };

/**
 * A post in the list: cover, category, title, excerpt, author and date, and 'Ler artigo'. The ref is on the
 * 'Ler artigo' link, so 'Carregar mais artigos' can move the focus to the first post it reveals.
 */
export const BlogCard = forwardRef<HTMLAnchorElement, BlogCardProps>(function BlogCard(
  { post, featured },
  ref,
) {
  const Heading = featured ? "h2" : "h3";
  return (
    <article
      className={cn(
        "flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm",
        featured && "md:flex-row",
      )}
    >
      <BlogCover
        slug={post.slug}
        category={post.category}
        className={cn("aspect-[16/9] w-full", featured && "md:aspect-auto md:w-1/2")}
      />
      <div className={cn("flex flex-1 flex-col gap-3 p-5", featured && "sm:p-8")}>
        <p className="text-sm font-semibold text-brand-700">{post.category}</p>
        <Heading
          className={cn(
            "font-bold tracking-tight text-balance text-slate-900",
            featured ? "text-2xl sm:text-3xl" : "text-lg",
          )}
        >
          <Link to={blogPostPath(post.slug)} className="hover:text-brand-800">
            {post.title}
          </Link>
        </Heading>
        <p className="leading-relaxed text-slate-700">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-2">
          <BlogByline post={post} />
          <Link
            ref={ref}
            to={blogPostPath(post.slug)}
            className={buttonClasses(featured ? "primary" : "secondary", "md")}
          >
            Ler artigo<span className="sr-only">: {post.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
});
