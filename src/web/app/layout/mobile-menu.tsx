import { useRef, useState } from "react";
import { createPortal } from "react-dom";
import { Link, useLocation } from "react-router";
import { displayName, type SessionUser } from "#web/lib/session.ts";
import { useLogout } from "#web/lib/use-logout.ts";
import { MD_SCREEN, useMediaQuery } from "#web/lib/use-media-query.ts";
import { buttonClasses } from "#web/ui/button.tsx";
import { BrandLogo } from "./brand-logo.tsx";
import { CloseIcon, MenuIcon } from "./layout-icons.tsx";
import {
  ACCOUNT_MENU,
  CREATE_RESUME,
  isCurrentPage,
  MAIN_NAV,
  SIGN_IN,
  SIGN_OUT_LABEL,
} from "./nav-items.ts";
import { useModalOverlay } from "./use-modal-overlay.ts";

const PANEL_ID = "menu-celular";

const toggleClasses = buttonClasses("ghost", "icon", "text-slate-800");

const VISITOR_ACTIONS = [
  { item: SIGN_IN, variant: "secondary" },
  { item: CREATE_RESUME, variant: "primary" },
] as const;

const itemClasses =
  "flex min-h-14 items-center rounded-lg px-2 text-lg font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[current=page]:text-brand-700";

/** The small-screen menu: a toggle in the header and a full-screen panel with the header's items. */
export function MobileMenu({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation (a menu link, the back button) closes the menu.
  const [seenKey, setSeenKey] = useState(location.key);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    setOpen(false);
  }

  const close = () => setOpen(false);
  const panelRef = useModalOverlay(open, close, toggleRef);

  // The panel only exists below the md breakpoint; widening the window closes it.
  const wide = useMediaQuery(MD_SCREEN);
  if (wide && open) setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={`${toggleClasses} md:hidden`}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        aria-label={open ? "Fechar menu" : "Abrir menu"}
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      {open &&
        createPortal(
          <div
            ref={panelRef}
            id={PANEL_ID}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-white md:hidden"
          >
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 px-4 sm:px-6">
              <BrandLogo onNavigate={close} />
              <button
                type="button"
                className={toggleClasses}
                aria-expanded="true"
                aria-controls={PANEL_ID}
                aria-label="Fechar menu"
                onClick={close}
              >
                <CloseIcon className="h-6 w-6" />
              </button>
            </div>
            <nav aria-label="Menu" className="flex flex-1 flex-col px-4 pt-4 pb-8 sm:px-6">
              {user && (
                <p className="px-2 pb-2 text-sm text-slate-600">
                  Conectado como <span className="font-semibold text-slate-900">{displayName(user)}</span>
                </p>
              )}
              <ul className="divide-y divide-slate-100">
                {(user ? ACCOUNT_MENU : MAIN_NAV).map((item) => (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      onClick={close}
                      aria-current={isCurrentPage(item, location.pathname) ? "page" : undefined}
                      className={itemClasses}
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
              {user ? (
                <div className="mt-auto flex flex-col gap-3 pt-8">
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                    className={buttonClasses("secondary", "lg", "w-full")}
                  >
                    {SIGN_OUT_LABEL}
                  </button>
                </div>
              ) : (
                <div className="mt-auto flex flex-col gap-3 pt-8">
                  {VISITOR_ACTIONS.map(({ item, variant }) => (
                    <Link
                      key={item.to}
                      to={item.to}
                      onClick={close}
                      className={buttonClasses(variant, "lg", "w-full")}
                    >
                      {item.label}
                    </Link>
                  ))}
                  <p className="text-center text-sm text-slate-600">
                    Grátis para começar · Sem cartão de crédito
                  </p>
                </div>
              )}
            </nav>
          </div>,
          document.body,
        )}
    </>
  );
}
