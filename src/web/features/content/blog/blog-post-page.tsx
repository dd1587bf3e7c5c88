import { Link, useParams } from "react-router";
import { ArticleLinks } from "#web/features/content/shared/article-links.tsx";
import { ArticleProse } from "#web/features/content/shared/articles-prose.tsx";
import { readingMinutes } from "#web/features/content/shared/articles-prose-blocks.ts";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { buttonClasses } from "#web/ui/button.tsx";
import { NotFoundContent } from "#web/ui/not-found-content.tsx";
import { BlogByline } from "./blog-byline.tsx";
import { BlogCover } from "./blog-cover.tsx";
import { blogPostBodies } from "./blog-post-bodies.ts";
import { blogPostPath, findBlogPost } from "./blog-posts.ts";
import { relatedPosts } from "./blog-related.ts";

/** /blog/:slug — one post with its author, date and related posts; an unknown slug is a not-found page. */
export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findBlogPost(slug);
  const body = post && blogPostBodies[post.slug];
  if (!post || !body) return <NotFoundContent />;
  return (
    <ContentPage
      title={post.title}
      description={post.excerpt}
      eyebrow={post.category}
      intro={post.excerpt}
      width="narrow"
      heroExtra={
        <div className="flex flex-col gap-4">
          <BlogByline post={post} showRole />
          <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-600">
            <Link
              to="/blog"
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2"
            >
              ← Voltar para o blog
            </Link>
            <span>Leitura de {readingMinutes(body)} min</span>
          </p>
        </div>
      }
    >
      <article>
        <BlogCover
          slug={post.slug}
          category={post.category}
          className="mb-8 aspect-[16/9] w-full rounded-2xl"
        />
        <ArticleProse source={body} />
      </article>
      <div className="mt-12 rounded-2xl bg-brand-50 p-6 text-center">
        <p className="text-lg font-semibold text-slate-900">Coloque em prática no seu currículo</p>
        <Link to="/choose-option" className={buttonClasses("primary", "lg", "mt-4")}>
          Criar meu currículo
        </Link>
      </div>
      <ArticleLinks
        id="relacionados-titulo"
        title="Artigos relacionados"
        links={relatedPosts(post).map((other) => ({
          to: blogPostPath(other.slug),
          content: (
            <>
              <span className="text-sm font-semibold text-brand-700">{other.category}</span>
              <span className="mt-1 block font-semibold text-slate-900">{other.title}</span>
              <span className="mt-1 block text-sm text-slate-600">{other.excerpt}</span>
            </>
          ),
        }))}
      />
    </ContentPage>
  );
}
