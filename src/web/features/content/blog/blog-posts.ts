/** Who writes on the blog (fictional team members); the avatar is drawn from the initials. */
type BlogAuthor = { name: string; role: string; initials: string };

export type BlogCategory =
  | "Currículo"
  | "Entrevistas"
  | "Primeiro emprego"
  | "Mercado de trabalho"
  | "Carreira";

/** A post's listing data; its full text lives in blog-post-bodies.ts so /blog does not download it. */
export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  /** Publication day, "yyyy-mm-dd". */
  date: string;
  author: BlogAuthor;
  category: BlogCategory;
};

const helena: BlogAuthor = { name: "Helena Duarte", role: "Especialista em recrutamento", initials: "HD" };
const rafael: BlogAuthor = { name: "Rafael Nogueira", role: "Editor de carreira", initials: "RN" };
const camila: BlogAuthor = { name: "Camila Prado", role: "Consultora de RH", initials: "CP" };

/** Newest first; the first one is the featured post. */
export const blogPosts: readonly BlogPost[] = [
  {
    slug: "curriculo-que-passa-na-triagem",
    title: "Como escrever um currículo que passa na triagem e convence o recrutador",
    excerpt:
      "Estrutura simples, palavras-chave da vaga e resultados concretos: o que faz um currículo ser lido pelo sistema e lembrado pela pessoa que decide.",
    date: "2026-11-18",
    author: helena,
    category: "Currículo",
  },
  {
    slug: "resumo-profissional-exemplos",
    title: "Resumo profissional: exemplos para adaptar ao seu currículo",
    excerpt:
      "Três frases no topo do currículo decidem se o resto será lido. Veja a fórmula e exemplos para diferentes momentos de carreira.",
    date: "2026-11-11",
    author: rafael,
    category: "Currículo",
  },
  {
    slug: "perguntas-comuns-em-entrevistas",
    title: "Perguntas comuns em entrevistas de emprego e como responder",
    excerpt:
      '"Fale sobre você", "por que quer trabalhar aqui?" e "qual é a sua pretensão salarial?": como preparar respostas honestas e seguras.',
    date: "2026-11-04",
    author: camila,
    category: "Entrevistas",
  },
  {
    slug: "curriculo-primeiro-emprego",
    title: "Currículo para o primeiro emprego: o que colocar quando não há experiência",
    excerpt:
      "Projetos, cursos, trabalho voluntário e até bicos contam. Veja como organizar um currículo de uma página que mostra o seu potencial.",
    date: "2026-10-28",
    author: helena,
    category: "Primeiro emprego",
  },
  {
    slug: "vagas-temporarias-de-fim-de-ano",
    title: "Vagas temporárias de fim de ano: como aproveitar e quais são os seus direitos",
    excerpt:
      "Comércio, logística e serviços contratam mais no fim do ano. Entenda o contrato temporário e como transformar a vaga em efetivação.",
    date: "2026-10-21",
    author: rafael,
    category: "Mercado de trabalho",
  },
  {
    slug: "lacuna-no-curriculo",
    title: "Como explicar um período sem trabalhar no currículo e na entrevista",
    excerpt:
      "Pausas acontecem: demissão, cuidado com a família, estudo, saúde. Veja como tratar o intervalo com naturalidade e sem mentir.",
    date: "2026-10-14",
    author: camila,
    category: "Carreira",
  },
  {
    slug: "carta-de-apresentacao-vale-a-pena",
    title: "Carta de apresentação ainda vale a pena?",
    excerpt:
      "Nem toda vaga pede, mas uma carta curta e específica pode ser o que separa você de candidatos com currículo parecido.",
    date: "2026-10-07",
    author: helena,
    category: "Currículo",
  },
  {
    slug: "feedback-depois-da-entrevista",
    title: "Feedback depois da entrevista: como pedir e o que fazer com ele",
    excerpt:
      'Um e-mail de agradecimento bem escrito, o momento certo de perguntar pelo resultado e como usar um "não" para chegar ao próximo "sim".',
    date: "2026-09-30",
    author: rafael,
    category: "Entrevistas",
  },
];

/** The addresses /blog/{slug} that exist, for prerendering and the sitemap. */
export const blogPostSlugs: string[] = blogPosts.map((post) => post.slug);

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** How many recent posts /blog lists under the featured one before 'Carregar mais artigos'. */
export const RECENT_POSTS_SHOWN = 5;

export function findBlogPost(slug: string | undefined): BlogPost | undefined {
  return blogPosts.find((post) => post.slug === slug);
}
