import { CAREER_TOPICS } from "../../../src/web/features/content/career/career-article-types.ts";
import {
  careerArticles,
  careerArticlesOf,
} from "../../../src/web/features/content/career/career-articles.ts";
import { expectNoSeriousA11yViolations } from "../fixtures/a11y.ts";
import { desktopOnly, expect, test } from "../fixtures/test.ts";
import { expectNoSidewaysScroll, linkTo, wordCount } from "./content-helpers.ts";

const sameOnEveryScreen =
  "the same links and HTML on every screen; the phone checks the tips' and an article's layout";

const [firstTopic, secondTopic, thirdTopic] = CAREER_TOPICS;

test("/dicas-de-carreira shows three tabs of three full articles, switched by click and keyboard", async ({
  page,
}) => {
  const response = await page.goto("/dicas-de-carreira");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dicas de carreira para conquistar a próxima vaga",
  );
  const tabs = page.getByRole("tablist", { name: "Temas das dicas de carreira" }).getByRole("tab");
  await expect(tabs).toHaveText(CAREER_TOPICS.map((topic) => topic.label));
  await expect(tabs.first()).toHaveAttribute("aria-selected", "true");

  const panel = page.getByRole("tabpanel");
  await expect(panel).toHaveCount(1);
  const titlesOf = (topic: (typeof CAREER_TOPICS)[number]) => careerArticlesOf(topic.id).map((a) => a.title);
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(titlesOf(firstTopic));
  // Full articles, not teasers: the whole text is in the panel.
  expect(await wordCount(page.getByRole("tabpanel"))).toBeGreaterThan(3 * 700);

  await page.getByRole("tab", { name: secondTopic.label }).click();
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
    titlesOf(secondTopic),
  );
  await expect(page.getByRole("heading", { name: titlesOf(firstTopic)[0] })).toBeHidden();

  // Arrow keys move between tabs and show the new one's articles.
  await page.getByRole("tab", { name: secondTopic.label }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: thirdTopic.label })).toBeFocused();
  await expect(page.getByRole("tab", { name: thirdTopic.label })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
    titlesOf(thirdTopic),
  );
  await page.keyboard.press("Home");
  await expect(page.getByRole("tab", { name: firstTopic.label })).toHaveAttribute("aria-selected", "true");
  await expectNoSidewaysScroll(page);
});

test.describe(() => {
  desktopOnly(sameOnEveryScreen);

  test("every tab's articles are in the page's HTML, for search engines and readers without JavaScript", async ({
    request,
  }) => {
    const html = await (await request.get("/dicas-de-carreira")).text();
    for (const article of careerArticles) {
      expect(html).toContain(article.title);
      expect(html).toContain(`href="/dicas-de-carreira/${article.slug}"`);
    }
  });

  test("every career article opens from its link at its own address", async ({ page }) => {
    test.setTimeout(120_000); // nine articles, each opened from the tips page
    for (const article of careerArticles) {
      await page.goto("/dicas-de-carreira");
      const topic = CAREER_TOPICS.find((t) => t.id === article.topic);
      await page.getByRole("tab", { name: topic?.label }).click();
      await page.getByRole("link", { name: linkTo("Abrir artigo em página própria", article.title) }).click();
      await expect(page).toHaveURL(new RegExp(`/dicas-de-carreira/${article.slug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page).toHaveTitle(`${article.title} | Vitae`);
      expect(await wordCount(page.locator("main article"))).toBeGreaterThanOrEqual(700);
    }
  });
});

test("an article page links back to the tips and to the other articles of its theme", async ({ page }) => {
  const [article, next] = careerArticlesOf(secondTopic.id);
  await page.goto(`/dicas-de-carreira/${article?.slug}`);
  await page.getByRole("link", { name: next?.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(next?.title ?? "");
  await page.getByRole("link", { name: "← Todas as dicas de carreira" }).click();
  await expect(page).toHaveURL(/\/dicas-de-carreira$/);
  await expectNoSeriousA11yViolations(page);
});

test.describe("an unknown article", () => {
  // The browser logs the page's own 404 status; anything else (a hydration error, say) still fails.
  test.use({ expectedConsoleErrors: [/Failed to load resource.*status of 404/] });

  test("answers 404 and shows the not-found content", async ({ page }) => {
    const response = await page.goto("/dicas-de-carreira/artigo-que-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
    await page.getByRole("link", { name: "Voltar para o início" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test("the tips have no serious accessibility problems, in every tab", async ({ page }) => {
  test.setTimeout(90_000); // axe reads three long panels
  await page.goto("/dicas-de-carreira");
  for (const topic of CAREER_TOPICS) {
    await page.getByRole("tab", { name: topic.label }).click();
    await expectNoSeriousA11yViolations(page);
  }
});

test("an article page has no serious accessibility problems and fits a phone", async ({ page }) => {
  await page.goto(`/dicas-de-carreira/${careerArticles[0]?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
});
