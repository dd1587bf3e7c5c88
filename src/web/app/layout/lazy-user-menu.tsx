import { type ComponentType, useEffect, useState } from "react";
import { cn } from "#web/ui/cn.ts";

export const userMenuTrigger = cn(
  "inline-flex h-10 max-w-56 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-800",
  "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
);

/**
 * The user menu, fetched only once someone is signed in: its dropdown code stays out of a visitor's first
 * load of '/'. Until it arrives, a look-alike of its trigger holds the place.
 */
export function LazyUserMenu({ name }: { name: string }) {
  const [Menu, setMenu] = useState<ComponentType<{ name: string }> | null>(null);
  useEffect(() => {
    let current = true;
    import("./user-menu.tsx").then((module) => current && setMenu(() => module.default));
    return () => {
      current = false;
    };
  }, []);
  if (Menu) return <Menu name={name} />;
  return (
    <span className={userMenuTrigger}>
      <span className="truncate">{name}</span>
    </span>
  );
}
