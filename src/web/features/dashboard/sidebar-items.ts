/** The dashboard sidebar's links (spec part 2 §2), in order. */
export const SIDEBAR_ITEMS = [
  { label: "Meus Currículos", to: "/dashboard", exact: true },
  { label: "Análise de Currículo", to: "/dashboard/analysis", exact: false },
  { label: "Templates", to: "/dashboard/templates", exact: false },
  { label: "Meu Plano", to: "/dashboard/plan", exact: false },
  { label: "Meu Perfil", to: "/profile", exact: false },
] as const;

type SidebarItem = (typeof SIDEBAR_ITEMS)[number];

/** Exact match for /dashboard (else it would light up on every sub-page), prefix match for the others. */
export function isItemActive(item: Pick<SidebarItem, "to" | "exact">, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.exact) return path === item.to;
  return path === item.to || path.startsWith(`${item.to}/`);
}
