import Crown from "lucide-react/icons/crown";
import { cn } from "./cn.ts";

type ProBadgeProps = { id?: string; className?: string };

/**
 * The mark of a PRO template wherever templates are listed. It reads 'Modelo PRO' aloud; `id` lets a control
 * that names the template cite it as its description.
 */
export function ProBadge({ id, className }: ProBadgeProps) {
  return (
    <span
      id={id}
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full bg-slate-900 px-2 py-0.5 text-xs font-bold text-amber-200",
        className,
      )}
    >
      <Crown aria-hidden="true" className="h-3 w-3" />
      <span className="sr-only">Modelo </span>PRO
    </span>
  );
}
