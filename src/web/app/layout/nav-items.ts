import { HOW_IT_WORKS_ID } from "#web/features/landing/section-ids.ts";

export type NavItem = { label: string; to: string };

// Header navigation (spec part 1 §2 'Header'): visitors get the main links and Entrar / Criar Currículo;
// a signed-in person gets a Meus Currículos button and the user menu (ACCOUNT_MENU, then Sair).
export const MAIN_NAV: NavItem[] = [
  { label: "Início", to: "/" },
  { label: "Como Funciona", to: `/#${HOW_IT_WORKS_ID}` },
  // Placeholder until the templates page exists.
  { label: "Modelos", to: "/modelos-de-curriculo" },
];

export const SIGN_IN: NavItem = { label: "Entrar", to: "/login" };
export const CREATE_RESUME: NavItem = { label: "Criar Currículo", to: "/criar-curriculo" };
export const MY_RESUMES: NavItem = { label: "Meus Currículos", to: "/dashboard" };
export const ACCOUNT_MENU: NavItem[] = [MY_RESUMES, { label: "Meu Perfil", to: "/profile" }];
export const SIGN_OUT_LABEL = "Sair";

/** Whether a link points at the page being shown (section links never count as the page). */
export function isCurrentPage(item: NavItem, pathname: string): boolean {
  return !item.to.includes("#") && item.to === pathname;
}
