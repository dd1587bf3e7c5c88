// Built by scripts/prerender.ts with Vite's SSR build: renders each public page to HTML at build time.
import { isValidElement, StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { matchRoutes, Navigate, type RouteObject, StaticRouter } from "react-router";
import { AppRoutes, preloadRoute, routes } from "./app/router.tsx";
import {
  type ArticleSlugs,
  PUBLIC_PAGES,
  PUBLIC_SLUG_ROUTES,
  publicPaths,
  robotsTxt,
  sitemapXml,
} from "./features/content/public-routes.ts";
import { IMPROVE_PREFIX, WIZARD_STEPS } from "./features/wizard/wizard-steps.ts";
import { COMPANY_FACTS } from "./lib/company-facts.ts";
import { asAppShell } from "./lib/prerendered.ts";
import { SITE_URL } from "./lib/site-url.ts";

export { COMPANY_FACTS, robotsTxt, SITE_URL, sitemapXml };

// The article lists are optional so the site builds while they are being written.
const slugModules = import.meta.glob<Partial<ArticleSlugs>>(
  ["./features/content/blog/blog-posts.ts", "./features/content/career/career-articles.ts"],
  { eager: true },
);
const slugs = (name: keyof ArticleSlugs) =>
  Object.values(slugModules).flatMap((module) => module[name] ?? []);

/** Every public address to prerender and list in the sitemap. */
export const PUBLIC_PATHS = publicPaths({
  blogPostSlugs: slugs("blogPostSlugs"),
  careerArticleSlugs: slugs("careerArticleSlugs"),
});

/** True when the router has a page for `path` other than the catch-all not-found page. */
export function hasPage(path: string): boolean {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches.at(-1)?.route.path !== "*";
}

type RouteFacts = { appRoutes: string[]; redirects: Record<string, string> };

/**
 * What the server needs from the route table: the app's other client routes (served the app shell) and the
 * routes that only redirect. Public pages are left out: they are files, and an unknown slug is a 404.
 */
export function routeFacts(): RouteFacts {
  const prerendered = new Set<string>([...PUBLIC_PAGES, ...PUBLIC_SLUG_ROUTES]);
  const facts: RouteFacts = { appRoutes: [], redirects: {} };
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      const { path, element } = route;
      if (path && path !== "*") {
        if (isValidElement<{ to: string }>(element) && element.type === Navigate)
          facts.redirects[path] = element.props.to;
        else if (!prerendered.has(path)) facts.appRoutes.push(path);
      }
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  return facts;
}

/** The page at `path` as HTML, with its title and meta tags first (React emits hoistable tags there). */
export async function render(path: string): Promise<string> {
  await preloadRoute(path);
  return renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
  );
}

/** The app pages whose frame is drawn at build time (isAppShell): every wizard step, in both modes, and the dashboard. */
export const APP_SHELL_PATHS = [
  ...WIZARD_STEPS.flatMap((step) => [step.path, `${IMPROVE_PREFIX}${step.path}`]),
  "/dashboard",
];

/** The frame of the app page at `path` as HTML, for the browser to show until the app draws the page. */
export async function renderAppShell(path: string): Promise<string> {
  await preloadRoute(path);
  return asAppShell(() =>
    renderToString(
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>,
    ),
  );
}
