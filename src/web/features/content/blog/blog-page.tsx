import { useRef, useState } from "react";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { useHydrated } from "#web/features/content/shared/use-hydrated.ts";
import { Button } from "#web/ui/button.tsx";
import { BlogCard } from "./blog-card.tsx";
import { blogPosts, RECENT_POSTS_SHOWN } from "./blog-posts.ts";
import { NewsletterForm } from "./newsletter-form.tsx";

const [featured, ...others] = blogPosts;
const recent = others.slice(0, RECENT_POSTS_SHOWN);
const older = others.slice(RECENT_POSTS_SHOWN);

/**
 * /blog: the featured post, five recent ones, and 'Carregar mais artigos' revealing the older ones (they are in
 * the HTML already, hidden, so search engines find every post). When none are left, it says so.
 */
export default function BlogPage() {
  const [showOlder, setShowOlder] = useState(false);
  const firstOlder = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();

  function loadMore() {
    setShowOlder(true);
    // After React shows them: the focus goes to the first revealed post, not back to the top of the page.
    requestAnimationFrame(() => firstOlder.current?.focus());
  }

  return (
    <ContentPage
      title="Blog"
      heading="Blog do Vitae"
      description="Artigos sobre currículo, entrevistas de emprego, primeiro emprego e mercado de trabalho no Brasil, com exemplos práticos para aplicar hoje."
      eyebrow="Artigos"
      intro="Conselhos práticos para escrever um currículo melhor, se sair bem nas entrevistas e planejar a carreira."
    >
      {featured && (
        <section aria-label="Artigo em destaque">
          <BlogCard post={featured} featured />
        </section>
      )}
      <section aria-labelledby="recentes-titulo" className="mt-14">
        <h2 id="recentes-titulo" className="text-2xl font-bold text-slate-900">
          Artigos recentes
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {recent.map((post) => (
            <li key={post.slug} className="flex">
              <BlogCard post={post} />
            </li>
          ))}
          {older.map((post, index) => (
            <li key={post.slug} className="flex" hidden={!showOlder}>
              <BlogCard post={post} ref={index === 0 ? firstOlder : undefined} />
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col items-center gap-2">
          {!showOlder && older.length > 0 && (
            <Button variant="secondary" size="lg" onClick={loadMore} disabled={!hydrated}>
              Carregar mais artigos
            </Button>
          )}
          <p role="status" className="text-slate-600 empty:hidden">
            {showOlder || older.length === 0 ? "Você já viu todos os artigos publicados." : ""}
          </p>
        </div>
      </section>
      <div className="mt-16">
        <NewsletterForm />
      </div>
    </ContentPage>
  );
}
