import { Link } from "react-router";
import { cn } from "#web/ui/cn.ts";

type BrandLogoProps = { to?: string; onNavigate?: () => void; className?: string };

/** The Vitae mark and word, linking home (the dashboard when signed in). Same mark as the favicon. */
export function BrandLogo({ to = "/", onNavigate, className }: BrandLogoProps) {
  return (
    <Link
      to={to}
      onClick={onNavigate}
      className={cn(
        "inline-flex min-h-10 items-center gap-2 rounded-lg text-xl font-bold tracking-tight text-slate-900",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="h-8 w-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0f5e5a" />
        <path
          d="M9 9l7 15 7-15"
          fill="none"
          stroke="#fff"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      Vitae
    </Link>
  );
}
