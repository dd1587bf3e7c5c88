import CircleCheck from "lucide-react/icons/circle-check";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import type { ReactNode } from "react";
import { cn } from "#web/ui/cn.ts";

/** A message about the whole form: destructive (red) for failures, success (green) for confirmations. */
export function FormAlert({ tone, children }: { tone: "destructive" | "success"; children: ReactNode }) {
  const Icon = tone === "destructive" ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === "destructive" ? "alert" : "status"}
      className={cn(
        "flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm",
        tone === "destructive"
          ? "border-red-300 bg-red-50 text-red-900"
          : "border-emerald-300 bg-emerald-50 text-emerald-900",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
