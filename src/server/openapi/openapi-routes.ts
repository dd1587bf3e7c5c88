import { Hono } from "hono";
import { apiDocument } from "./api-document.ts";

/** GET /api/openapi.json: the API as integrators and self-hosters read it, built once from the schemas. */
export function openApiRoutes() {
  let document: ReturnType<typeof apiDocument> | undefined;
  return new Hono().get("/openapi.json", (c) => {
    document ??= apiDocument();
    return c.json(document);
  });
}
