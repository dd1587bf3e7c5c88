import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { matchesRoute } from "./client-routes.ts";
import { staticFiles } from "./static-files.ts";

const folder = mkdtempSync(join(tmpdir(), "vitae-static-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A client build as `npm run build` writes it: prerendered pages, the shell, 404.html and the route facts. */
function prerenderedBuild(): string {
  const dir = join(folder, "prerendered");
  const file = (path: string, content: string) => {
    mkdirSync(join(dir, path, ".."), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  file("index.html", "<main>landing</main>");
  file("app.html", '<div id="root"></div>');
  file("404.html", "<main>404 Página não encontrada</main>");
  file("blog/index.html", "<main>blog</main>");
  file("blog/como-fazer-um-curriculo/index.html", "<main>artigo</main>");
  file("assets/main-1a2b.js", "console.log(1)");
  file("assets/main-1a2b.js.br", "brotli bytes");
  file(
    "client-routes.json",
    JSON.stringify({
      appRoutes: ["/login", "/dashboard", "/dashboard/plan", "/melhorar-curriculo/criar-curriculo", "/x/:id"],
      redirects: { "/termos": "/termos-de-uso" },
    }),
  );
  return dir;
}

const appFor = (clientDir: string) => new Hono().get("*", staticFiles(clientDir));

describe("static files of a prerendered build", () => {
  const app = appFor(prerenderedBuild());
  const get = (path: string) => app.request(path);

  it("serves a prerendered page from its folder, revalidated on every visit", async () => {
    for (const [path, text] of [
      ["/", "landing"],
      ["/blog", "blog"],
      ["/blog/", "blog"],
      ["/blog/como-fazer-um-curriculo", "artigo"],
    ]) {
      const response = await get(path as string);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toContain(text);
    }
  });

  it("serves the bare app shell with 200 for the app's client routes", async () => {
    for (const path of [
      "/login",
      "/dashboard",
      "/dashboard/plan/",
      "/melhorar-curriculo/criar-curriculo",
      "/x/42",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe('<div id="root"></div>');
    }
  });

  it("answers 404 with the not-found page for an unknown path or an unknown article", async () => {
    for (const path of ["/pagina-que-nao-existe", "/blog/artigo-que-nao-existe", "/dashboard/nada", "/x"]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await response.text(), path).toContain("404 Página não encontrada");
    }
  });

  it("answers a missing hashed asset with a JSON 404, not HTML", async () => {
    const response = await get("/assets/main-old.js");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect((await get("/assets/main-1a2b.js")).headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
  });

  it("sends the build's compressed copy to a browser that accepts it", async () => {
    const compressed = await app.request("/assets/main-1a2b.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(compressed.headers.get("content-type")).toMatch(/javascript/);
    expect(compressed.headers.get("vary")).toMatch(/accept-encoding/i);
    expect(await compressed.text()).toBe("brotli bytes");
    const plain = await app.request("/assets/main-1a2b.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.log(1)");
  });

  it("redirects the short legal addresses permanently, keeping the query", async () => {
    const response = await get("/termos?origem=cadastro");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/termos-de-uso?origem=cadastro");
  });
});

describe("static files of a build without route facts", () => {
  it("sends every path to index.html and lets the client router decide", async () => {
    const dir = join(folder, "plain");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "index.html"), "<div id=root></div>");
    const response = await appFor(dir).request("/qualquer-coisa");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<div id=root></div>");
  });
});

describe("route patterns", () => {
  it("match static and parameter segments, ignoring a trailing slash", () => {
    expect(matchesRoute("/dashboard/plan", "/dashboard/plan/")).toBe(true);
    expect(matchesRoute("/blog/:slug", "/blog/um-artigo")).toBe(true);
    expect(matchesRoute("/blog/:slug", "/blog")).toBe(false);
    expect(matchesRoute("/dashboard", "/dashboard/plan")).toBe(false);
    expect(matchesRoute("/", "/")).toBe(true);
  });
});
