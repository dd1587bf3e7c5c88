import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
import "./styles.css";
import "./lib/zod-jitless.ts";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes, preloadRoute } from "./app/router.tsx";
import { markPrerendered } from "./lib/prerendered.ts";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
// Public pages arrive prerendered (scripts/prerender.ts): React takes over that markup instead of redrawing it.
const render = () => {
  if (root.hasAttribute("data-client-render")) {
    // The not-found page's static HTML: redrawn, with the head tags React is about to add removed first.
    for (const tag of document.head.querySelectorAll("[data-prerendered]")) tag.remove();
    return startTransition(() => createRoot(root).render(app));
  }
  // As a transition, the first render (or hydration) yields to the browser every few milliseconds instead of holding the main thread
  // in one long task; a tap before it ends makes React finish hydrating at once and then handle it.
  if (!root.firstElementChild) return startTransition(() => createRoot(root).render(app));
  markPrerendered();
  startTransition(() => {
    hydrateRoot(root, app);
  });
};
// The first page's code is fetched before the first render, so the page appears whole, at once.
preloadRoute(window.location.pathname).then(render, render);
