import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * What the build tells the server about the web app's routes (written by scripts/prerender.ts from the
 * router's table, the one source of truth): the client routes that get the app shell, and the short
 * addresses that redirect. Public pages are files of their own and are not listed.
 */
const RouteFactsSchema = z.object({
  appRoutes: z.array(z.string().startsWith("/")),
  redirects: z.record(z.string(), z.string().startsWith("/")),
});
type RouteFacts = z.infer<typeof RouteFactsSchema>;

const ROUTE_FACTS_FILE = "client-routes.json";

/** The build's route facts, or undefined for a build without them (then every path gets the app shell). */
export function readRouteFacts(clientDir: string): RouteFacts | undefined {
  let raw: string;
  try {
    raw = readFileSync(join(clientDir, ROUTE_FACTS_FILE), "utf8");
  } catch {
    return undefined;
  }
  return RouteFactsSchema.parse(JSON.parse(raw));
}

const segments = (path: string) => path.split("/").filter(Boolean);

/** Whether `pathname` matches a route pattern of the router (static segments and `:param` segments). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return false;
  return want.every((part, index) => part.startsWith(":") || part === have[index]);
}
