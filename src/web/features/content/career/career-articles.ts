import { entrevistaStar } from "./articles/entrevista-star.ts";
import { habilidadesDigitaisIa } from "./articles/habilidades-digitais-ia.ts";
import { linkedinEGupy } from "./articles/linkedin-e-gupy.ts";
import { negociacaoCltPj } from "./articles/negociacao-clt-pj.ts";
import { networking } from "./articles/networking.ts";
import { primeiroEmprego } from "./articles/primeiro-emprego.ts";
import { softSkillsEsg } from "./articles/soft-skills-esg.ts";
import { trabalhoRemoto } from "./articles/trabalho-remoto.ts";
import { transicaoDeCarreira } from "./articles/transicao-de-carreira.ts";
import type { CareerArticle, CareerTopicId } from "./career-article-types.ts";

/** Every career article, three per tab, in the order they are shown. */
export const careerArticles: readonly CareerArticle[] = [
  linkedinEGupy,
  entrevistaStar,
  primeiroEmprego,
  networking,
  negociacaoCltPj,
  transicaoDeCarreira,
  trabalhoRemoto,
  habilidadesDigitaisIa,
  softSkillsEsg,
];

/** The addresses /dicas-de-carreira/{slug} that exist, for prerendering and the sitemap. */
export const careerArticleSlugs: string[] = careerArticles.map((article) => article.slug);

export const careerArticlePath = (slug: string) => `/dicas-de-carreira/${slug}`;

export function findCareerArticle(slug: string | undefined): CareerArticle | undefined {
  return careerArticles.find((article) => article.slug === slug);
}

export function careerArticlesOf(topic: CareerTopicId): CareerArticle[] {
  return careerArticles.filter((article) => article.topic === topic);
}
