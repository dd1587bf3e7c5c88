import { type ComponentType, createElement, lazy } from "react";
import { matchRoutes, type RouteObject } from "react-router";

type PageModule = { default: ComponentType };
type PageHandle = { preload: () => Promise<unknown> };
type PageEntry = { loaded?: ComponentType; Suspending: ComponentType };

function LazyPageView({ entry }: { entry: PageEntry }) {
  return createElement(entry.loaded ?? entry.Suspending);
}

/**
 * A route element whose code is its own chunk. The module is loaded *before* the route is shown
 * (preloadPages), so a page never suspends: no flash of an empty page, and no reveal that waits on
 * React's Suspense throttle timers (which a test's paused clock would freeze).
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, "element" | "handle"> {
  // Fallback for a page shown without preloading (should not happen): plain React.lazy.
  const entry: PageEntry = { Suspending: lazy(load) };
  let pending: Promise<unknown> | undefined;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        entry.loaded = module.default;
      },
      (error: unknown) => {
        pending = undefined; // a later navigation may retry
        throw error;
      },
    );
    return pending;
  };
  const handle: PageHandle = { preload };
  return { element: createElement(LazyPageView, { entry }), handle };
}

/** Loads the code of every page the path shows; resolves at once when it is already loaded. */
export function preloadPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  return Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload?.()));
}
