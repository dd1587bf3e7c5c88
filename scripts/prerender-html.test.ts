import { describe, expect, it } from "vitest";
import { composePage, splitHoisted, startAfterFirstPaint } from "./prerender-html.ts";

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Vitae — padrão</title>
    <meta name="description" content="Descrição padrão" />
    <script type="module" src="/assets/main-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("prerendered HTML", () => {
  it("moves the page's own title and meta tags into <head> in place of the defaults", () => {
    const page = composePage(
      TEMPLATE,
      '<title>Blog | Vitae</title><meta name="description" content="Artigos"/><link rel="canonical" href="https://x/blog"/><header>Vitae</header><main><h1>Blog</h1></main>',
    );
    expect(page).not.toContain("Vitae — padrão");
    expect(page).not.toContain("Descrição padrão");
    expect(page).toMatch(/<head>[\s\S]*<title>Blog \| Vitae<\/title>[\s\S]*<\/head>/);
    expect(page).toMatch(/<head>[\s\S]*rel="canonical"[\s\S]*<\/head>/);
    expect(page).toContain('<div id="root"><header>Vitae</header><main><h1>Blog</h1></main></div>');
    expect(page).toContain('<html lang="pt-BR">');
  });

  it("keeps the default title when the page has none, and '$' in the text as written", () => {
    const page = composePage(TEMPLATE, "<main><p>R$ 7,97 $& $1</p></main>");
    expect(page).toContain("Vitae — padrão");
    expect(page).toContain("<p>R$ 7,97 $& $1</p>");
  });

  it("leaves a <title> inside the page markup alone (an SVG title, say)", () => {
    const { head, body } = splitHoisted('<meta name="a"/><svg><title>Ícone</title></svg>');
    expect(head).toBe('<meta name="a"/>');
    expect(body).toBe("<svg><title>Ícone</title></svg>");
  });

  it("marks a page to be redrawn in the browser, and its head tags to be replaced", () => {
    const page = composePage(
      TEMPLATE,
      '<title>404 | Vitae</title><meta name="robots" content="noindex"/><main>404</main>',
      {
        clientRender: true,
      },
    );
    expect(page).toContain("<title data-prerendered>404 | Vitae</title>");
    expect(page).toContain('<meta data-prerendered name="robots" content="noindex"/>');
    expect(page).toContain('<div id="root" data-client-render><main>404</main></div>');
  });
});

describe("startAfterFirstPaint", () => {
  it("hands the entry module and its imports to /start.js instead of loading them with the page", () => {
    const built = `<head>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="modulepreload" crossorigin href="/assets/api-3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-4.css">
  </head>`;
    const html = startAfterFirstPaint(built);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      '<script defer src="/start.js" data-entry="/assets/index-1.js" data-imports="/assets/react-2.js /assets/api-3.js"></script>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-4.css">');
  });

  it("refuses a page without the entry module script", () => {
    expect(() => startAfterFirstPaint("<head></head>")).toThrow(/entry module/);
  });
});
