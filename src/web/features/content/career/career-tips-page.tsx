import { Link } from "react-router";
import { ContentTabs } from "#web/features/content/shared/articles-tabs.tsx";
import { ContentPage } from "#web/features/content/shared/content-page.tsx";
import { CreateResumeCta } from "#web/features/content/shared/create-resume-cta.tsx";
import { CareerArticleSection } from "./career-article-section.tsx";
import { CAREER_TOPICS } from "./career-article-types.ts";
import { careerArticlePath, careerArticlesOf } from "./career-articles.ts";

export default function CareerTipsPage() {
  return (
    <ContentPage
      title="Dicas de carreira"
      heading="Dicas de carreira para conquistar a próxima vaga"
      description="Artigos práticos sobre busca de emprego, LinkedIn e Gupy, entrevistas, negociação salarial, CLT ou PJ, transição de carreira e tendências do mercado de trabalho no Brasil."
      width="narrow"
      eyebrow="Conteúdo gratuito"
      intro="Guias completos e diretos ao ponto, escritos para o mercado brasileiro: da primeira candidatura à negociação da proposta."
    >
      <ContentTabs
        label="Temas das dicas de carreira"
        tabs={CAREER_TOPICS.map((topic) => ({
          id: topic.id,
          label: topic.label,
          content: <TopicPanel topic={topic.id} />,
        }))}
      />
      <ArticleIndex />
      <CreateResumeCta title="Coloque as dicas em prática">
        Monte um currículo claro, com as palavras-chave da vaga e pronto para as plataformas de recrutamento.
      </CreateResumeCta>
    </ContentPage>
  );
}

function TopicPanel({ topic }: { topic: (typeof CAREER_TOPICS)[number]["id"] }) {
  const articles = careerArticlesOf(topic);
  return (
    <div>
      <nav aria-label="Artigos deste tema" className="rounded-xl border border-slate-200 bg-white p-5">
        <p className="text-sm font-semibold text-slate-900">Neste tema</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-brand-700">
          {articles.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} className="underline-offset-2 hover:underline">
                {article.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {articles.map((article) => (
        <CareerArticleSection key={article.slug} article={article} />
      ))}
    </div>
  );
}

/** Every article's own address in one list: a way in for readers without JavaScript and for search engines. */
function ArticleIndex() {
  return (
    <nav aria-labelledby="todos-os-artigos" className="mt-16 border-t border-slate-200 pt-10">
      <h2 id="todos-os-artigos" className="text-2xl font-bold text-slate-900">
        Todos os artigos
      </h2>
      <div className="mt-6 grid gap-8 sm:grid-cols-3">
        {CAREER_TOPICS.map((topic) => (
          <div key={topic.id}>
            <h3 className="font-semibold text-slate-900">{topic.label}</h3>
            <ul className="mt-2 space-y-1">
              {careerArticlesOf(topic.id).map((article) => (
                <li key={article.slug}>
                  <Link
                    to={careerArticlePath(article.slug)}
                    className="inline-block py-1.5 text-brand-700 underline-offset-2 hover:underline"
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
