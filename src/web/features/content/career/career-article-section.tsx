import { Link } from "react-router";
import { ArticleProse } from "#web/features/content/shared/articles-prose.tsx";
import { readingMinutes } from "#web/features/content/shared/articles-prose-blocks.ts";
import type { CareerArticle } from "./career-article-types.ts";
import { careerArticlePath } from "./career-articles.ts";

/** One full article inside a tab of /dicas-de-carreira, its title under the page's h1. */
export function CareerArticleSection({ article }: { article: CareerArticle }) {
  const titleId = `${article.slug}-titulo`;
  return (
    <article id={article.slug} aria-labelledby={titleId} className="mt-12 scroll-mt-20">
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {article.title}
      </h2>
      <p className="mt-3 text-lg leading-relaxed text-slate-700">{article.summary}</p>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>Leitura de {readingMinutes(article.body)} min</span>
        <Link
          to={careerArticlePath(article.slug)}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Abrir artigo em página própria
          <span className="sr-only">: {article.title}</span>
        </Link>
      </p>
      <div className="mt-4">
        <ArticleProse source={article.body} headingLevel={3} />
      </div>
    </article>
  );
}
