import PanelLeft from "lucide-react/icons/panel-left";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { lazyComponent } from "#web/ui/lazy-component.tsx";
import { VerifyEmailBanner } from "#web/ui/verify-email-banner.tsx";
import { SidebarNav } from "./sidebar-nav.tsx";
import { sidebarTriggerClasses } from "./sidebar-trigger.ts";
import { useSidebar } from "./use-sidebar.ts";

// The phone's sheet (Radix's dialog) is fetched once the page is idle: the first paint and wide screens do
// without it. A tap on the trigger before then opens it as soon as it arrives.
const DashboardSheet = lazyComponent(
  () => import("./dashboard-sheet.tsx").then((module) => module.DashboardSheet),
  null,
  { idle: true },
);

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
      {sidebar.isMobile && <DashboardSheet open={sidebar.sheetOpen} onOpenChange={sidebar.setSheetOpen} />}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-1 sm:px-4">
          <button
            type="button"
            onClick={() => {
              if (sidebar.isMobile) void DashboardSheet.preload();
              sidebar.toggle();
            }}
            aria-expanded={expanded}
            aria-controls={!sidebar.isMobile && sidebar.open ? "painel-menu" : undefined}
            className={sidebarTriggerClasses}
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
