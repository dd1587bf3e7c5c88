import Sparkles from "lucide-react/icons/sparkles";
import type { ReactNode } from "react";
import { cn } from "#web/ui/cn.ts";

/** Says where a new resume came from (a template chosen on the site, an example): a quiet line, not an alert. */
export function StartNotice({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900",
        className,
      )}
    >
      <Sparkles aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      <span>{children}</span>
    </p>
  );
}
