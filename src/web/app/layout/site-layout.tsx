import { Suspense } from "react";
import { Outlet } from "react-router";
import { SiteFooter } from "./site-footer.tsx";

/** Marketing and entry pages: the page, then the footer (the header comes from RootLayout). */
export function SiteLayout() {
  return (
    <>
      {/* Its own boundary, so the footer stays below the page while the page's code loads. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <Outlet />
      </Suspense>
      <SiteFooter />
    </>
  );
}
