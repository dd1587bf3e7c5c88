import { MD_SCREEN, useMediaQuery } from "#web/lib/use-media-query.ts";
import { cn } from "#web/ui/cn.ts";
import { lazyComponent } from "#web/ui/lazy-component.tsx";

export const userMenuTrigger = cn(
  "inline-flex h-10 max-w-56 items-center gap-2 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-800",
  "hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
);

/** A look-alike of the menu's trigger, holding its place until the menu's code arrives. */
function UserMenuPlaceholder({ name }: { name: string }) {
  return (
    <span className={userMenuTrigger}>
      <span className="truncate">{name}</span>
    </span>
  );
}

const UserMenu = lazyComponent(
  () => import("./user-menu.tsx").then((module) => module.default),
  UserMenuPlaceholder,
);

/**
 * The user menu, fetched only once someone is signed in, and only on a screen wide enough to show it (from
 * 768 px; a phone has the same links in its menu panel): its dropdown code stays out of a visitor's first load
 * of '/' and out of a phone's every load.
 */
export function LazyUserMenu({ name }: { name: string }) {
  const wide = useMediaQuery(MD_SCREEN);
  return wide ? <UserMenu name={name} /> : <UserMenuPlaceholder name={name} />;
}
