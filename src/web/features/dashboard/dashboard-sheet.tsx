import X from "lucide-react/icons/x";
import { Dialog as D } from "radix-ui";
import { SidebarNav } from "./sidebar-nav.tsx";
import { sidebarTriggerClasses } from "./sidebar-trigger.ts";

export type DashboardSheetProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Below 768 px the dashboard's menu is an 18rem sheet from the left, opened by the 'Painel' bar's trigger. */
export function DashboardSheet({ open, onOpenChange }: DashboardSheetProps) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <D.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <D.Title className="text-base font-semibold text-slate-900">Menu do painel</D.Title>
            <D.Close className={sidebarTriggerClasses} aria-label="Fechar menu do painel">
              <X aria-hidden="true" className="h-5 w-5" />
            </D.Close>
          </div>
          <SidebarNav onNavigate={() => onOpenChange(false)} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
