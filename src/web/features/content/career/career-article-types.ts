/** The three tabs of /dicas-de-carreira, in order. */
export const CAREER_TOPICS = [
  { id: "busca-de-emprego", label: "Busca de emprego" },
  { id: "desenvolvimento-profissional", label: "Desenvolvimento profissional" },
  { id: "tendencias-do-mercado", label: "Tendências do mercado" },
] as const;

export type CareerTopicId = (typeof CAREER_TOPICS)[number]["id"];

/** A career article: its own address is /dicas-de-carreira/{slug}; `body` uses the content markup. */
export type CareerArticle = {
  slug: string;
  topic: CareerTopicId;
  title: string;
  summary: string;
  body: string;
};
