import { createBrowserRouter, type RouteObject } from "react-router";
import { IMPROVE_PREFIX, WIZARD_STEPS } from "#web/features/wizard/wizard-steps.ts";
import { RootLayout } from "./layout/root-layout.tsx";
import { SiteLayout } from "./layout/site-layout.tsx";

// Each page is its own chunk so a first visit loads only what it shows.
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

const wizardRoutes = (prefix: string): RouteObject[] =>
  WIZARD_STEPS.map((step) => ({ path: `${prefix}${step.path}`, ...page(step.load) }));

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Header and footer: the marketing and entry pages.
        Component: SiteLayout,
        children: [
          { path: "/", ...page(() => import("#web/features/landing/landing-page.tsx")) },
          {
            path: "/choose-option",
            ...page(() => import("#web/features/wizard/pages/choose-option-page.tsx")),
          },
          { path: "/melhorar-curriculo", ...page(() => import("#web/features/improve/improve-page.tsx")) },
          { path: "*", ...page(() => import("./not-found-page.tsx")) },
        ],
      },
      // The wizard screens bring their own focused layout (header, steps, preview).
      ...wizardRoutes(""),
      ...wizardRoutes(IMPROVE_PREFIX),
    ],
  },
];

export const router = createBrowserRouter(routes);
