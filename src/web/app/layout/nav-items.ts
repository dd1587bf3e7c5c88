import { HOW_IT_WORKS_ID } from "#web/features/landing/section-ids.ts";

export type NavItem = { label: string; to: string };

// Visitor navigation (spec part 1 §2 'Header'). A signed-in variant (user menu with Meus Currículos,
// Meu Perfil, Sair) will replace VISITOR_ACTIONS once accounts exist; the main links stay the same.
export const MAIN_NAV: NavItem[] = [
  { label: "Início", to: "/" },
  { label: "Como Funciona", to: `/#${HOW_IT_WORKS_ID}` },
  // Placeholder until the templates page exists.
  { label: "Modelos", to: "/modelos-de-curriculo" },
];

export const SIGN_IN: NavItem = { label: "Entrar", to: "/login" };
export const CREATE_RESUME: NavItem = { label: "Criar Currículo", to: "/criar-curriculo" };

/** Whether a link points at the page being shown (section links never count as the page). */
export function isCurrentPage(item: NavItem, pathname: string): boolean {
  return !item.to.includes("#") && item.to === pathname;
}
