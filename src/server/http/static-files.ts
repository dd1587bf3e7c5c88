import { existsSync } from "node:fs";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import { errorResponse } from "./errors.ts";

export function hasClientBuild(clientDir: string): boolean {
  return existsSync(join(clientDir, "index.html"));
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The built React app. Vite puts a content hash in every /assets name, so those are cached for a year;
 * everything else is revalidated so a new deploy shows at once. Any other GET outside /api gets index.html
 * and the client router decides what to show.
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const files = serveStatic({
    root: clientDir,
    onFound: (_path, c) => {
      c.header("Cache-Control", c.req.path.startsWith("/assets/") ? IMMUTABLE : "no-cache");
    },
  });
  const appShell = serveStatic({
    root: clientDir,
    path: "index.html",
    onFound: (_path, c) => {
      c.header("Cache-Control", "no-cache");
    },
  });

  return async (c, next) => {
    if (c.req.path === "/api" || c.req.path.startsWith("/api/")) return next();
    const found = await files(c, async () => {});
    if (found) return found;
    // A missing hashed asset is a stale page after a deploy: answering HTML would fail as a script.
    if (c.req.path.startsWith("/assets/")) return errorResponse(c, "NOT_FOUND");
    return (await appShell(c, next)) ?? next();
  };
}
