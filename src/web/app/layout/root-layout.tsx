import { Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { CookieBanner } from "./cookie-banner.tsx";
import { LazyToaster } from "./lazy-toaster.tsx";
import { ScrollManager } from "./scroll-manager.tsx";
import { SiteHeader } from "./site-header.tsx";

const CONTENT_ID = "conteudo";

/** Every page: skip link, header, the page itself, toasts and scroll handling. */
export function RootLayout() {
  // Marks the page as interactive (React has taken over the prerendered markup), for tests that must not tap
  // a button before it has its handler.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <>
      <a
        href={`#${CONTENT_ID}`}
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:outline-2 focus:outline-brand-600"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      {/* Room below the page's end for the cookie notice, so its last lines can be scrolled clear of it. */}
      <div id={CONTENT_ID} tabIndex={-1} className="pb-[var(--cookie-banner-height,0px)] outline-none">
        <Suspense fallback={<div className="min-h-screen" />}>
          <Outlet />
        </Suspense>
      </div>
      <LazyToaster />
      <CookieBanner />
      <ScrollManager />
    </>
  );
}
