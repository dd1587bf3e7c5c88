import BarChart3 from "lucide-react/icons/chart-column";
import CreditCard from "lucide-react/icons/credit-card";
import FileText from "lucide-react/icons/file-text";
import LayoutTemplate from "lucide-react/icons/layout-template";
import LogOut from "lucide-react/icons/log-out";
import UserRound from "lucide-react/icons/user-round";
import { Link, useLocation } from "react-router";
import { useLogout } from "#web/lib/use-logout.ts";
import { cn } from "#web/ui/cn.ts";
import { isItemActive, SIDEBAR_ITEMS } from "./sidebar-items.ts";

const ICONS = {
  "/dashboard": FileText,
  "/dashboard/analysis": BarChart3,
  "/dashboard/templates": LayoutTemplate,
  "/dashboard/plan": CreditCard,
  "/profile": UserRound,
} as const;

const itemClasses =
  "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/** The sidebar's links and 'Sair'; `onNavigate` closes the phone sheet after a choice. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <nav aria-label="Painel" className="flex h-full flex-col gap-1 p-3">
      <ul className="flex flex-col gap-1">
        {SIDEBAR_ITEMS.map((item) => {
          const active = isItemActive(item, pathname);
          const Icon = ICONS[item.to];
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  itemClasses,
                  active ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100",
                )}
              >
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-slate-200 pt-3">
        <button
          type="button"
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
          className={cn(itemClasses, "text-slate-700 hover:bg-slate-100")}
        >
          <LogOut aria-hidden="true" className="h-4 w-4 shrink-0" />
          Sair
        </button>
      </div>
    </nav>
  );
}
