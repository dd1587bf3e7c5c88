import { Link, useLocation } from "react-router";
import { displayName, useSession } from "#web/lib/session.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { cn } from "#web/ui/cn.ts";
import { BrandLogo } from "./brand-logo.tsx";
import { LazyUserMenu } from "./lazy-user-menu.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { CREATE_RESUME, isCurrentPage, MAIN_NAV, MY_RESUMES, SIGN_IN } from "./nav-items.ts";

const navLink = cn(
  "inline-flex h-10 items-center rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors",
  "hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
);

/** The site header shown on every page: brand, main links, and the visitor's or the signed-in person's actions. */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { user, isLoading } = useSession();
  return (
    <header className="relative z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLogo to={user ? "/dashboard" : "/"} />
        {!user && (
          <nav aria-label="Principal" className="hidden md:block">
            <ul className="flex items-center gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className={navLink}
                    aria-current={isCurrentPage(item, pathname) ? "page" : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {user ? (
          <div className="hidden items-center gap-2 md:flex">
            <Link to={MY_RESUMES.to} className={buttonClasses("primary", "md")}>
              {MY_RESUMES.label}
            </Link>
            <LazyUserMenu name={displayName(user)} />
          </div>
        ) : (
          // Hidden, not absent, while the session loads: no flash of 'Entrar' for someone signed in.
          <div className={cn("hidden items-center gap-2 md:flex", isLoading && "invisible")}>
            <Link to={SIGN_IN.to} className={buttonClasses("ghost", "md")}>
              {SIGN_IN.label}
            </Link>
            <Link to={CREATE_RESUME.to} className={buttonClasses("primary", "md")}>
              {CREATE_RESUME.label}
            </Link>
          </div>
        )}
        <MobileMenu user={user} />
      </div>
    </header>
  );
}
