import type { NavItem } from "./nav-items.ts";

type FooterGroup = { title: string; links: NavItem[] };

// Spec part 1 §2: the footer links to every public content page.
export const FOOTER_GROUPS: FooterGroup[] = [
  {
    title: "Currículo",
    links: [
      { label: "Modelos de currículo", to: "/modelos-de-curriculo" },
      { label: "Exemplos de currículo", to: "/exemplos-de-curriculo" },
      { label: "Melhorar currículo", to: "/melhorar-curriculo" },
      { label: "Cartas de apresentação", to: "/cartas-de-apresentacao" },
    ],
  },
  {
    title: "Conteúdo",
    links: [
      { label: "Dicas de carreira", to: "/dicas-de-carreira" },
      { label: "Blog", to: "/blog" },
      { label: "Central de ajuda", to: "/centro-de-ajuda" },
    ],
  },
  {
    title: "Vitae",
    links: [
      { label: "Sobre nós", to: "/sobre-nos" },
      { label: "Suporte", to: "/suporte" },
      { label: "Contato", to: "/contato" },
    ],
  },
  {
    title: "Legal",
    links: [
      { label: "Termos de uso", to: "/termos-de-uso" },
      { label: "Política de privacidade", to: "/politica-de-privacidade" },
      { label: "Cookies", to: "/cookies" },
    ],
  },
];

export const INSTAGRAM_URL = "https://www.instagram.com/vitae.curriculos/";
