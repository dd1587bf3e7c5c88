import { Link, useParams } from "react-router";
import { ArticleLinks } from "#web/features/content/shared/article-links.tsx";
import { ArticleProse } from "#web/features/content/shared/articles-prose.tsx";
import { readingMinutes } from "#web/features/content/shared/articles-prose-blocks.ts";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { buttonClasses } from "#web/ui/button.tsx";
import { NotFoundContent } from "#web/ui/not-found-content.tsx";
import { CAREER_TOPICS } from "./career-article-types.ts";
import { careerArticlePath, careerArticlesOf, findCareerArticle } from "./career-articles.ts";

/** /dicas-de-carreira/:slug — one career article on its own page; an unknown slug is a not-found page. */
export default function CareerArticlePage() {
  const { slug } = useParams();
  const article = findCareerArticle(slug);
  if (!article) return <NotFoundContent />;
  const topic = CAREER_TOPICS.find((item) => item.id === article.topic);
  const related = careerArticlesOf(article.topic).filter((other) => other.slug !== article.slug);
  return (
    <ContentPage
      title={article.title}
      description={article.summary}
      eyebrow={topic?.label}
      intro={article.summary}
      width="narrow"
      heroExtra={
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <Link
            to="/dicas-de-carreira"
            className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
          >
            ← Todas as dicas de carreira
          </Link>
          <span>Leitura de {readingMinutes(article.body)} min</span>
        </div>
      }
    >
      <article>
        <ArticleProse source={article.body} />
      </article>
      <ArticleLinks
        id="mais-artigos"
        title={<>Mais sobre {topic?.label.toLowerCase()}</>}
        links={related.map((other) => ({
          to: careerArticlePath(other.slug),
          content: (
            <>
              <span className="font-semibold text-brand-800">{other.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{other.summary}</span>
            </>
          ),
        }))}
      />
      <div className="mt-10 rounded-2xl bg-brand-50 p-6 text-center">
        <p className="text-lg font-semibold text-slate-900">Pronto para atualizar o seu currículo?</p>
        <Link to="/choose-option" className={buttonClasses("primary", "lg", "mt-4")}>
          Criar meu currículo
        </Link>
      </div>
    </ContentPage>
  );
}
