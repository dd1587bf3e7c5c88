import { PanelLeft, X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { VerifyEmailBanner } from "#web/ui/verify-email-banner.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { useSidebar } from "./use-sidebar.ts";

const triggerClasses =
  "inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The signed-in area (spec part 2 §2): a 16rem sidebar beside the page on wide screens, collapsible; below
 * 768 px an 18rem sheet opened by the trigger. Ctrl/Cmd+B toggles it.
 */
export default function DashboardLayout() {
  const sidebar = useSidebar();
  const expanded = sidebar.isMobile ? sidebar.sheetOpen : sidebar.open;
  return (
    <div className="flex min-h-[calc(100vh-4rem)] bg-slate-50">
      {!sidebar.isMobile && sidebar.open && (
        <aside
          id="painel-menu"
          aria-label="Menu do painel"
          className="sticky top-0 hidden h-screen max-h-[calc(100vh-4rem)] w-64 shrink-0 border-r border-slate-200 bg-white md:block"
        >
          <SidebarNav />
        </aside>
      )}
      <D.Root open={sidebar.isMobile && sidebar.sheetOpen} onOpenChange={sidebar.setSheetOpen}>
        <D.Portal>
          <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
          <D.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
          >
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
              <D.Title className="text-base font-semibold text-slate-900">Menu do painel</D.Title>
              <D.Close className={triggerClasses} aria-label="Fechar menu do painel">
                <X aria-hidden="true" className="h-5 w-5" />
              </D.Close>
            </div>
            <SidebarNav onNavigate={() => sidebar.setSheetOpen(false)} />
          </D.Content>
        </D.Portal>
      </D.Root>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-1 sm:px-4">
          <button
            type="button"
            onClick={sidebar.toggle}
            aria-expanded={expanded}
            aria-controls={!sidebar.isMobile && sidebar.open ? "painel-menu" : undefined}
            className={triggerClasses}
            title="Mostrar ou ocultar o menu (Ctrl+B)"
          >
            <PanelLeft aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{expanded ? "Ocultar menu do painel" : "Mostrar menu do painel"}</span>
          </button>
          <span className="text-sm text-slate-600">Painel</span>
        </div>
        <VerifyEmailBanner />
        <Suspense fallback={<div className="min-h-screen" />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
