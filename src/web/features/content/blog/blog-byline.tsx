import { formatArticleDate } from "#web/features/content/shared/articles-date.ts";
import type { BlogPost } from "./blog-posts.ts";

/** Author (initials as avatar), role and date of a post. */
export function BlogByline({ post, showRole = false }: { post: BlogPost; showRole?: boolean }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
      >
        {post.author.initials}
      </span>
      <span className="leading-tight">
        <span className="block font-semibold text-slate-900">
          {post.author.name}
          {showRole && <span className="font-normal text-slate-600">, {post.author.role}</span>}
        </span>
        <time dateTime={post.date} className="text-slate-600">
          {formatArticleDate(post.date)}
        </time>
      </span>
    </div>
  );
}
