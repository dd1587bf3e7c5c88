import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, MiddlewareHandler } from "hono";
import { matchesRoute, readRouteFacts } from "./client-routes.ts";
import { errorResponse } from "./errors.ts";

export function hasClientBuild(clientDir: string): boolean {
  return existsSync(join(clientDir, "index.html"));
}

const IMMUTABLE = "public, max-age=31536000, immutable";
/** The bare app, for client routes that are not prerendered (written by scripts/prerender.ts). */
const APP_SHELL = "app.html";
/** The prerendered not-found page. */
const NOT_FOUND_PAGE = "404.html";

/**
 * The built React app. Vite puts a content hash in every /assets name, so those are cached for a year;
 * everything else is revalidated so a new deploy shows at once. Public pages are prerendered files
 * (`/blog` is blog/index.html). The app's other routes get the app shell; any other path gets the
 * prerendered not-found page with status 404. A build without route facts (no prerender step) sends every
 * path to index.html and lets the client router decide.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  // The build writes .br and .gz copies of its text files (scripts/precompress.ts).
  const files = serveStatic({ root: clientDir, precompressed: true });
  const html = (file: string) => serveStatic({ root: clientDir, path: file, precompressed: true });
  const facts = readRouteFacts(clientDir);
  const hasShell = facts !== undefined && existsSync(join(clientDir, APP_SHELL));
  const appShell = html(hasShell ? APP_SHELL : "index.html");
  const notFoundPage = async (c: Context) => {
    // Read on each miss rather than kept: a new build changes the asset names it links to.
    const page = await readFile(join(clientDir, NOT_FOUND_PAGE), "utf8").catch(() => undefined);
    if (page === undefined) return errorResponse(c, "NOT_FOUND");
    return c.html(page, 404);
  };
  const isAppRoute = (path: string) => facts?.appRoutes.some((route) => matchesRoute(route, path)) ?? true;

  return async (c, next) => {
    const { path } = c.req;
    if (path === "/api" || path.startsWith("/api/")) return next();
    const redirect = facts?.redirects[path.replace(/\/+$/, "")];
    if (redirect) return c.redirect(`${redirect}${new URL(c.req.url).search}`, 301);
    // Set before the file is read so the response is created with it (whatever it turns out to be).
    c.header("Cache-Control", path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
    const found = await files(c, async () => {});
    if (found) return found;
    // A missing hashed asset is a stale page after a deploy: answering HTML would fail as a script.
    c.header("Cache-Control", "no-cache");
    if (path.startsWith("/assets/")) return errorResponse(c, "NOT_FOUND");
    if (!hasShell || isAppRoute(path)) return (await appShell(c, next)) ?? next();
    return notFoundPage(c);
  };
}
