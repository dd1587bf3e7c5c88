// After `vite build`: renders every public page to static HTML in the client build (see
// docs/decisions/0017-prerendered-public-pages.md), plus 404.html, the bare app shell, sitemap.xml,
// robots.txt, and the route facts and company facts the server reads.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { precompress } from "./precompress.ts";
import { composePage, startAfterFirstPaint } from "./prerender-html.ts";

type Entry = typeof import("../src/web/prerender-entry.tsx");

const root = resolve(import.meta.dirname, "..");
const clientDir = resolve(root, process.env.CLIENT_DIR ?? "dist/client");
/** Any address the router does not know renders the not-found page. */
const NOT_FOUND_PROBE = "/404";

async function buildEntry(outDir: string): Promise<Entry> {
  await build({
    configFile: join(root, "vite.config.ts"),
    logLevel: "warn",
    build: {
      ssr: "prerender-entry.tsx",
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: "prerender-entry.js" } },
    },
  });
  return import(pathToFileURL(join(outDir, "prerender-entry.js")).href);
}

function write(relativePath: string, content: string) {
  const file = join(clientDir, relativePath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const fileFor = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);

/**
 * The built index.html, plus preloads of the interface font (Inter 400/600/700): prerendered text is on
 * screen before the stylesheet's fonts would arrive, and a late swap would shift it.
 */
function pageTemplate(): string {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const fonts = readdirSync(join(clientDir, "assets")).filter((name) =>
    /^inter-latin-(?:400|600|700)-normal-[\w-]+\.woff2$/.test(name),
  );
  const preloads = fonts.map(
    (name) => `<link rel="preload" as="font" type="font/woff2" href="/assets/${name}" crossorigin>`,
  );
  return html.replace("</head>", () => `  ${preloads.join("\n    ")}\n  </head>`);
}

/** The bare app shell loads the app at once; the prerendered pages after their first paint. */
const appShell = pageTemplate();
const template = startAfterFirstPaint(appShell);
// Inside the project so the bundle finds react and the other packages it leaves external.
const cacheDir = join(root, "node_modules", ".cache");
mkdirSync(cacheDir, { recursive: true });
const outDir = mkdtempSync(join(cacheDir, "vitae-prerender-"));
try {
  const entry = await buildEntry(outDir);
  // The bare shell for the app's other routes (wizard, dashboard, sign-in…), rendered in the browser.
  write("app.html", appShell);
  const rendered: string[] = [];
  for (const path of entry.PUBLIC_PATHS) {
    if (!entry.hasPage(path)) {
      console.warn(`prerender: no page for ${path} yet; skipped`);
      continue;
    }
    write(fileFor(path), composePage(template, await entry.render(path)));
    rendered.push(path);
  }
  // The app pages' frames: shown at once, then redrawn by the app (a draft or a session changes them).
  for (const path of entry.APP_SHELL_PATHS)
    write(fileFor(path), composePage(template, await entry.renderAppShell(path), { clientRender: true }));
  // Served for every unknown address, some of which the client routes to a page of its own (an unknown
  // article): the browser redraws it rather than hydrating markup that may not match.
  write("404.html", composePage(template, await entry.render(NOT_FOUND_PROBE), { clientRender: true }));
  write("sitemap.xml", entry.sitemapXml(entry.SITE_URL, rendered));
  write("robots.txt", entry.robotsTxt(entry.SITE_URL));
  write("client-routes.json", `${JSON.stringify(entry.routeFacts(), null, 2)}\n`);
  write("company-facts.json", `${JSON.stringify(entry.COMPANY_FACTS, null, 2)}\n`);
  const compressed = precompress(clientDir);
  console.log(
    `prerender: ${rendered.length} pages and 404.html in ${clientDir} (site ${entry.SITE_URL}); ` +
      `${compressed} files precompressed`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
