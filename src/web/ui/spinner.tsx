import LoaderCircle from "lucide-react/icons/loader-circle";
import { cn } from "./cn.ts";

export function Spinner({ className, label = "Carregando..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn("h-5 w-5 animate-spin", className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
