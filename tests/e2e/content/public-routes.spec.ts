import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_PAGES } from "#web/features/content/public-routes.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";

// The build's sitemap lists every prerendered public address (pages, blog posts, career articles).
const clientDir = process.env.CLIENT_DIR ?? "dist/client";
const sitemap = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
const publicPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1] as string).pathname,
);

/** The internal links of a page's HTML, without the hash, as the server would be asked for them. */
function internalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) =>
    (m[1] as string).replace(/&amp;/g, "&"),
  );
  return hrefs
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .map((href) => href.split("#")[0] || "/");
}

// Answers read without a device (the request fixture, a context of its own): the phone project would repeat them.
const oneProject = "the same answer on every screen: one project is enough";

test.describe("the sitemap", () => {
  desktopOnly(oneProject);

  test("lists the landing page, the content pages and every article", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const served = await response.text();
    for (const path of PUBLIC_PAGES.filter((p) => p !== "/melhorar-curriculo-info"))
      expect(served, path).toContain(`${path === "/" ? "/" : path}</loc>`);
    expect(publicPaths.filter((p) => p.startsWith("/blog/")).length).toBeGreaterThanOrEqual(5);
    expect(publicPaths.filter((p) => p.startsWith("/dicas-de-carreira/")).length).toBeGreaterThanOrEqual(9);
  });

  test("robots.txt lets search engines in and points to the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /api/");
  });
});

/**
 * The pages the phone checks too: each page of its own layout, and one blog post and one career article, whose
 * siblings share their layout (every address is checked on the desktop). The meta tags are the same served HTML
 * on both; what a phone changes is the layout axe reads and what hydrates at 360 px.
 */
const onePerLayout = new Set([
  ...PUBLIC_PAGES,
  publicPaths.find((path) => path.startsWith("/blog/")),
  publicPaths.find((path) => path.startsWith("/dicas-de-carreira/")),
]);

for (const path of publicPaths) {
  test.describe(() => {
    if (!onePerLayout.has(path)) desktopOnly("an article laid out like one the phone checks");

    test(`${path} is served whole, with its own meta tags, and hydrates cleanly`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(/\S.* \| Vitae$/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(40);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator("title")).toHaveCount(1);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(path);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical ?? "");
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\| Vitae$/);
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "pt_BR");
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test.describe("the whole site", () => {
  desktopOnly(oneProject);

  test("every public page reads whole with JavaScript turned off", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const titles = new Set<string>();
    for (const path of publicPaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      const text = (await page.locator("main").textContent()) ?? "";
      expect(text.length, path).toBeGreaterThan(300);
      await expect(page.getByRole("contentinfo"), path).toBeVisible();
      titles.add(await page.title());
    }
    // Each address has a title of its own.
    expect(titles.size).toBe(publicPaths.length);
    await context.close();
  });

  test("every internal link on every public page leads somewhere", async ({ request }) => {
    test.setTimeout(120_000);
    const checked = new Map<string, number>();
    for (const path of publicPaths) {
      const html = await (await request.get(path)).text();
      for (const link of internalLinks(html)) {
        if (checked.has(link)) continue;
        const response = await request.get(link);
        checked.set(link, response.status());
      }
    }
    const broken = [...checked].filter(([, status]) => status !== 200);
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(20);
  });
});

test.describe("addresses that are not pages", () => {
  // The browser logs the document's own 404 status.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*status of 404/] });

  test("an unknown address answers 404 with the not-found page", async ({ page }) => {
    for (const path of ["/pagina-que-nao-existe", "/blog/artigo-que-nao-existe", "/dashboard/nada-aqui"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText("404", { exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: "Voltar para o início" })).toBeVisible();
      await expect(page).toHaveTitle("Página não encontrada | Vitae");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the app's own screens still load with 200", async ({ page }) => {
    for (const [path, heading] of [
      ["/login", "Entrar"],
      ["/criar-curriculo", "Informações Pessoais"],
      ["/melhorar-curriculo/criar-curriculo", "Informações Pessoais"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toContainText(heading);
    }
    // Signed-in pages answer 200 too; the page itself sends a visitor to /login.
    expect((await page.goto("/dashboard"))?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe("redirects", () => {
    desktopOnly(oneProject);

    test("the short legal addresses redirect permanently", async ({ request }) => {
      for (const [from, to] of [
        ["/termos", "/termos-de-uso"],
        ["/privacidade", "/politica-de-privacidade"],
      ]) {
        const response = await request.get(from as string, { maxRedirects: 0 });
        expect(response.status()).toBe(301);
        expect(response.headers().location).toBe(to);
      }
    });
  });
});
