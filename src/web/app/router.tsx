import { useEffect, useState } from "react";
import { Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { IMPROVE_PREFIX, WIZARD_STEPS } from "#web/features/wizard/wizard-steps.ts";
import { RequireAuth } from "#web/lib/require-auth.tsx";
import { useSignInEffect } from "#web/lib/use-sign-in-effect.ts";
import { lazyPage as page, preloadPages } from "./layout/lazy-page.tsx";
import { RootLayout } from "./layout/root-layout.tsx";
import { SiteLayout } from "./layout/site-layout.tsx";

// Each page is its own chunk so a first visit loads only what it shows.
// Declarative routing (useRoutes in a BrowserRouter) rather than a data router: the data router alone
// weighs ~16 KB gzip more, which would push the first visit to '/' past its 100 KB JavaScript budget.
// Consequence: no loaders/actions, useBlocker, useNavigation or route `lazy`; pages fetch with TanStack Query.

const wizardRoutes = (prefix: string): RouteObject[] =>
  WIZARD_STEPS.map((step) => ({ path: `${prefix}${step.path}`, ...page(step.load) }));

export const routes: RouteObject[] = [
  {
    // Header on every page, toasts, scroll handling.
    element: <RootLayout />,
    children: [
      {
        // Footer: the marketing and entry pages.
        element: <SiteLayout />,
        children: [
          { path: "/", ...page(() => import("#web/features/landing/landing-page.tsx")) },
          {
            path: "/choose-option",
            ...page(() => import("#web/features/wizard/pages/choose-option-page.tsx")),
          },
          { path: "/melhorar-curriculo", ...page(() => import("#web/features/improve/improve-page.tsx")) },
          {
            path: "/melhorar-curriculo-info",
            ...page(() => import("#web/features/improve/improve-info-page.tsx")),
          },
          { path: "/signup", ...page(() => import("#web/features/auth/pages/signup-page.tsx")) },
          { path: "/login", ...page(() => import("#web/features/auth/pages/login-page.tsx")) },
          {
            path: "/forgot-password",
            ...page(() => import("#web/features/auth/pages/forgot-password-page.tsx")),
          },
          {
            path: "/reset-password",
            ...page(() => import("#web/features/auth/pages/reset-password-page.tsx")),
          },
          {
            path: "/verificar-email",
            ...page(() => import("#web/features/auth/pages/verify-email-page.tsx")),
          },
          // Public content pages (issue 8), prerendered at build time.
          {
            path: "/modelos-de-curriculo",
            ...page(() => import("#web/features/content/resume-templates/resume-templates-page.tsx")),
          },
          {
            path: "/exemplos-de-curriculo",
            ...page(() => import("#web/features/content/examples/examples-page.tsx")),
          },
          {
            path: "/cartas-de-apresentacao",
            ...page(() => import("#web/features/content/cover-letters/cover-letters-page.tsx")),
          },
          {
            path: "/dicas-de-carreira",
            ...page(() => import("#web/features/content/career/career-tips-page.tsx")),
          },
          {
            path: "/dicas-de-carreira/:slug",
            ...page(() => import("#web/features/content/career/career-article-page.tsx")),
          },
          { path: "/blog", ...page(() => import("#web/features/content/blog/blog-page.tsx")) },
          { path: "/blog/:slug", ...page(() => import("#web/features/content/blog/blog-post-page.tsx")) },
          {
            path: "/centro-de-ajuda",
            ...page(() => import("#web/features/content/help/help-center-page.tsx")),
          },
          { path: "/suporte", ...page(() => import("#web/features/content/support/support-page.tsx")) },
          { path: "/sobre-nos", ...page(() => import("#web/features/content/company/about-page.tsx")) },
          { path: "/contato", ...page(() => import("#web/features/content/company/contact-page.tsx")) },
          { path: "/termos-de-uso", ...page(() => import("#web/features/content/legal/terms-page.tsx")) },
          {
            path: "/politica-de-privacidade",
            ...page(() => import("#web/features/content/legal/privacy-page.tsx")),
          },
          { path: "/cookies", ...page(() => import("#web/features/content/legal/cookies-page.tsx")) },
          // The spec's short addresses for the legal pages, linked from the sign-up form.
          { path: "/termos", element: <Navigate to="/termos-de-uso" replace /> },
          { path: "/privacidade", element: <Navigate to="/politica-de-privacidade" replace /> },
          // Payments (issue 6). /payment is outside the dashboard but needs a session: the same guard.
          {
            element: <RequireAuth />,
            children: [{ path: "/payment", ...page(() => import("#web/features/billing/payment-page.tsx")) }],
          },
          {
            path: "/pagamento-inicial",
            ...page(() => import("#web/features/billing/initial-payment-page.tsx")),
          },
          {
            path: "/payment-success",
            ...page(() => import("#web/features/billing/payment-success-page.tsx")),
          },
          { path: "/sucesso", ...page(() => import("#web/features/billing/confirmation-page.tsx")) },
          {
            path: "/pagamento-demo",
            ...page(() => import("#web/features/billing/demo-checkout-page.tsx")),
          },
          { path: "*", ...page(() => import("./not-found-page.tsx")) },
        ],
      },
      {
        // Signed-in pages, inside the dashboard's sidebar layout; the guard sends anyone else to /login.
        element: <RequireAuth />,
        children: [
          {
            ...page(() => import("#web/features/dashboard/dashboard-layout.tsx")),
            children: [
              { path: "/dashboard", ...page(() => import("#web/features/dashboard/resumes-page.tsx")) },
              {
                path: "/dashboard/analysis",
                ...page(() => import("#web/features/dashboard/analysis-page.tsx")),
              },
              {
                path: "/dashboard/analysis/:id",
                ...page(() => import("#web/features/dashboard/resume-analysis-page.tsx")),
              },
              {
                path: "/dashboard/templates",
                ...page(() => import("#web/features/dashboard/templates-page.tsx")),
              },
              { path: "/dashboard/plan", ...page(() => import("#web/features/billing/plan-page.tsx")) },
              { path: "/profile", ...page(() => import("#web/features/account/profile-page.tsx")) },
            ],
          },
        ],
      },
      // The wizard screens bring their own focused layout (steps, preview) under the shared header.
      ...wizardRoutes(""),
      ...wizardRoutes(IMPROVE_PREFIX),
    ],
  },
];

/** Loads the code of the pages at `pathname`; main.tsx awaits it before the first render. */
export const preloadRoute = (pathname: string) => preloadPages(routes, pathname);

/**
 * The app's pages, inside a BrowserRouter. Like a data router, a navigation keeps the current page on
 * screen until the next page's code has arrived, then shows it (with its location) in one step.
 */
export function AppRoutes() {
  const location = useLocation();
  const [shown, setShown] = useState(location);
  useEffect(() => {
    let current = true;
    const show = () => current && setShown(location);
    preloadRoute(location.pathname).then(show, show);
    return () => {
      current = false;
    };
  }, [location]);
  const page = useRoutes(routes, shown);
  return (
    <>
      <ClaimDraftOnSignIn />
      {page}
    </>
  );
}

/**
 * A visitor who signs in or up keeps the resume built before: it is saved to the new account (loaded on demand
 * so the first visit to '/' does not carry the resume API). A component of its own, so that the session's
 * answer re-renders it alone and not the routes, which would match and render the whole page again.
 */
function ClaimDraftOnSignIn() {
  useSignInEffect(() => {
    void import("#web/features/wizard/state/save-draft-resume.ts").then((m) => m.claimVisitorDraft());
  });
  return null;
}
