import { expect, test } from "@playwright/test";

// A prerendered page can be read and scrolled before its code has loaded; starting the app must not move it.
test("a page scrolled before the app starts stays where the visitor has it, and its links work", async ({
  page,
}) => {
  let release = () => {};
  const appLoaded = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/index-*.js", async (route) => {
    await appLoaded;
    await route.continue();
  });
  await page.goto("/dicas-de-carreira/networking-sem-constrangimento", { waitUntil: "domcontentloaded" });
  const link = page.getByRole("link", {
    name: "Negociação salarial: salário, benefícios e a escolha entre CLT e PJ",
  });
  await link.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);

  release();
  // Hydrated: React has attached its props to the link.
  await page.waitForFunction(() => {
    const anchor = document.querySelector('a[href="/dicas-de-carreira/negociacao-salarial-clt-ou-pj"]');
    return anchor !== null && Object.keys(anchor).some((key) => key.startsWith("__reactProps"));
  });
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Negociação salarial: salário, benefícios e a escolha entre CLT e PJ",
  );
  // A page opened inside the app starts at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
