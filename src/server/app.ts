import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

type AppOptions = { clientDir: string };

/** The HTTP application: the API under /api and the built React app for everything else. */
export function createApp({ clientDir }: AppOptions) {
  const app = new Hono();
  app.get("/api/health", (c) => c.json({ status: "ok" }));
  app.all("/api/*", (c) => c.json({ code: "NOT_FOUND", message: "Recurso não encontrado" }, 404));
  app.use("/*", serveStatic({ root: clientDir }));
  // Client-side routes: every other path gets the app shell.
  app.get("*", async (c) => c.html(await readFile(join(clientDir, "index.html"), "utf8")));
  return app;
}
