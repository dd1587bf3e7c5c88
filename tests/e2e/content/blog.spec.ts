import { blogPosts } from "../../../src/web/features/content/blog/blog-posts.ts";
import { formatArticleDate } from "../../../src/web/features/content/shared/articles-date.ts";
import { test as accountTest } from "../auth/auth-test.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";
import { expectNoSidewaysScroll, linkTo, readOutbox, wordCount } from "./content-helpers.ts";

const sameOnEveryScreen =
  "the same links and articles on every screen; the phone checks the blog's and a post's layout";

const [featured, ...others] = blogPosts;
const recent = others.slice(0, 5);
const older = others.slice(5);

test("/blog shows a featured post and five recent ones with their details", async ({ page }) => {
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog do Vitae");

  const featuredCard = page.getByRole("region", { name: "Artigo em destaque" }).getByRole("article");
  await expect(featuredCard.getByRole("heading", { level: 2 })).toHaveText(featured?.title ?? "");
  await expect(featuredCard).toContainText(featured?.excerpt ?? "");
  await expect(featuredCard).toContainText(featured?.author.name ?? "");
  await expect(featuredCard).toContainText(formatArticleDate(featured?.date ?? ""));
  await expect(featuredCard).toContainText(featured?.category ?? "");

  const recentCards = page.getByRole("region", { name: "Artigos recentes" }).getByRole("article");
  await expect(recentCards).toHaveCount(recent.length);
  for (const [index, post] of recent.entries()) {
    const card = recentCards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(post.title);
    await expect(card).toContainText(post.excerpt);
    await expect(card).toContainText(post.author.name);
    await expect(card.locator("time")).toHaveAttribute("datetime", post.date);
    await expect(card.getByRole("link", { name: linkTo("Ler artigo", post.title) })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("'Carregar mais artigos' shows the older posts, moves the focus to them and then says none are left", async ({
  page,
}) => {
  await page.goto("/blog");
  const olderLink = page.getByRole("link", { name: linkTo("Ler artigo", older[0]?.title ?? "") });
  await expect(olderLink).toBeHidden();
  await page.getByRole("button", { name: "Carregar mais artigos" }).click();
  await expect(olderLink).toBeFocused();
  for (const post of older) await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Carregar mais artigos" })).toHaveCount(0);
  await expect(
    page.getByRole("status").filter({ hasText: "Você já viu todos os artigos publicados." }),
  ).toBeVisible();
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("every post opens from 'Ler artigo' at its own address, with author, date, related posts and a way back", async ({
    page,
  }) => {
    test.setTimeout(120_000); // every post, each opened from the list
    for (const post of blogPosts) {
      await page.goto("/blog");
      if (older.includes(post)) await page.getByRole("button", { name: "Carregar mais artigos" }).click();
      await page.getByRole("link", { name: linkTo("Ler artigo", post.title) }).click();
      await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page).toHaveTitle(`${post.title} | Vitae`);
      await expect(page.getByText(post.author.name)).toBeVisible();
      await expect(page.locator(`time[datetime="${post.date}"]`)).toHaveText(formatArticleDate(post.date));
      expect(await wordCount(page.locator("main article"))).toBeGreaterThanOrEqual(600);
      await expect(
        page.getByRole("navigation", { name: "Artigos relacionados" }).getByRole("link"),
      ).toHaveCount(3);
    }
    await page.getByRole("link", { name: "← Voltar para o blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("a post page has no serious accessibility problems and fits a phone", async ({ page }) => {
  await page.goto(`/blog/${featured?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  // A related post leads to that post.
  const next = page.getByRole("navigation", { name: "Artigos relacionados" }).getByRole("link").first();
  const href = await next.getAttribute("href");
  await next.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test.describe("an unknown post", () => {
  // The browser logs the page's own 404 status; anything else (a hydration error, say) still fails.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*status of 404/] });

  test("answers 404 and shows the not-found content", async ({ page }) => {
    const response = await page.goto("/blog/post-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

accountTest.describe("newsletter", () => {
  accountTest("the field checks the address before sending it", async ({ page }) => {
    await page.goto("/blog");
    const field = page.getByLabel("Seu e-mail");
    await page.getByRole("button", { name: "Assinar" }).click();
    await expect(page.getByText("Informe seu e-mail.")).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await field.fill("maria@");
    await page.getByRole("button", { name: "Assinar" }).click();
    await expect(page.getByText("E-mail inválido")).toBeVisible();
  });

  accountTest(
    "a valid address is subscribed: the page confirms and the server mails a welcome",
    async ({ page }) => {
      const email = `leitora-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await page.goto("/blog");
      await page.getByLabel("Seu e-mail").fill(email);
      await page.getByRole("button", { name: "Assinar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Inscrição confirmada!" })).toContainText(
        email,
      );
      await expect(page.getByLabel("Seu e-mail")).toHaveValue("");
      await expect
        .poll(() => readOutbox().some((m) => m.to === email && m.subject.includes("newsletter")), {
          timeout: 10_000,
        })
        .toBe(true);
    },
  );

  accountTest("an address the server refuses shows the server's message", async ({ page }) => {
    await page.goto("/blog");
    // Passes the quick check in the browser; the server's stricter rule refuses the double dot.
    await page.getByLabel("Seu e-mail").fill("ana..souza@example.com");
    await page.getByRole("button", { name: "Assinar" }).click();
    await expect(page.getByText("E-mail inválido")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Inscrição confirmada!" })).toHaveCount(0);
  });
});
