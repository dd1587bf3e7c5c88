import type { Locator, Page } from "@playwright/test";
import { VISITOR_DRAFT } from "../dashboard/dashboard-test.ts";
import { seedStorage } from "../fixtures/storage.ts";
import { expect, test } from "../fixtures/test.ts";

// Where the first-visit notice sits, on a phone and a desktop: it must never hide what a person came to press.
test.use({ cookieChoiceMade: false });

const banner = (page: Page) => page.getByRole("region", { name: "Aviso de cookies" });

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on screen");
  return box;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Whether a click at the element's centre reaches the element itself, not something drawn over it. */
async function reachableAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    return hit !== null && element.contains(hit);
  });
}

test.describe("on a 360 × 780 phone", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the notice is a thin strip, its three choices in one row, clear of the hero's button", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect((await boxOf(banner(page))).height).toBeLessThanOrEqual(780 * 0.15);

    const choices = [
      banner(page).getByRole("button", { name: "Rejeitar" }),
      banner(page).getByRole("button", { name: "Aceitar todos" }),
      banner(page).getByRole("link", { name: "Configurar" }),
    ];
    const tops = await Promise.all(choices.map(async (choice) => (await boxOf(choice)).y));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    await expect(banner(page).getByRole("link", { name: "Saiba mais" })).toHaveAttribute("href", "/cookies");

    const hero = page.getByRole("main").getByRole("link", { name: "Crie seu currículo grátis" });
    expect(await reachableAtCentre(hero)).toBe(true);

    // Rejecting stays one tap.
    await choices[0]?.click();
    await expect(banner(page)).toBeHidden();
  });

  test("in the wizard the notice rests above Voltar and Próximo, which stay pressable", async ({ page }) => {
    await seedStorage(page, VISITOR_DRAFT);
    await page.goto("/criar-curriculo");
    await expect(page.getByRole("heading", { level: 1, name: "Informações Pessoais" })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    const next = page.getByRole("button", { name: "Próximo" });
    const back = page.getByRole("button", { name: "Voltar" });
    const notice = await boxOf(banner(page));
    expect(overlap(notice, await boxOf(next))).toBe(false);
    expect(overlap(notice, await boxOf(back))).toBe(false);
    expect(await reachableAtCentre(next)).toBe(true);
    expect(await reachableAtCentre(back)).toBe(true);

    // Focusing a field near the end keeps it clear of both.
    const site = page.getByLabel("Site/Portfólio (opcional)");
    await site.focus();
    // The page scrolls smoothly to the focused field.
    await expect.poll(() => reachableAtCentre(site)).toBe(true);

    await next.click();
    await expect(page.getByRole("heading", { level: 1, name: "Resumo Profissional" })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    expect(await reachableAtCentre(page.getByRole("button", { name: "Próximo" }))).toBe(true);
  });
});

test("the page keeps room for the notice below its end: the footer's last link can be reached", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
  );
  const lastLink = page.getByRole("contentinfo").getByRole("link").last();
  await expect(lastLink).toBeInViewport();
  expect(await reachableAtCentre(lastLink)).toBe(true);
});

test("on a wide screen too, scrolling to Próximo brings it clear of the notice", async ({ page }) => {
  await seedStorage(page, VISITOR_DRAFT);
  await page.goto("/criar-curriculo");
  await expect(banner(page)).toBeVisible();
  const next = page.getByRole("button", { name: "Próximo" });
  await next.scrollIntoViewIfNeeded();
  await expect.poll(() => reachableAtCentre(next)).toBe(true);
  await next.click();
  await expect(page.getByRole("heading", { level: 1, name: "Resumo Profissional" })).toBeVisible();
});
