import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes, preloadRoute } from "./app/router.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("#root element missing from index.html");
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
// The first page's code is fetched before the first render, so the page appears whole, at once.
preloadRoute(window.location.pathname).then(render, render);
