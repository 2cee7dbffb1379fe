import { expect, type Page, test } from '@playwright/test';

test.use({ storageState: { cookies: [], origins: [] } });

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []);

test('a first visit asks for the cookie choice; nothing is tracked until the visitor accepts', async ({ page }) => {
  await page.goto('/rewards/');
  const banner = page.getByRole('region', { name: 'Cookie choices' });
  await expect(banner).toBeVisible();
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  expect(await dataLayer(page)).toEqual([]);

  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect.poll(() => dataLayer(page)).toContainEqual({ event: 'page_view', path: '/coupons/', locale: 'en-CA', title: 'Coupons' });

  await page.reload();
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toHaveCount(0);
});

test('a visitor who keeps only necessary cookies, in French on a phone, is never tracked', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/fr/');
  const banner = page.getByRole('region', { name: 'Choix des témoins' });
  // The choice covers a quarter of the screen at most: the page behind stays in view.
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(640 / 4);
  await banner.getByRole('button', { name: 'Nécessaires seulement' }).click();
  await expect(banner).toHaveCount(0);
  // The phone's menu folds again with Escape, then opens to go on.
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await menu.click();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Récompenses' }).click();
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  expect(await dataLayer(page)).toEqual([]);
});
