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

test('a visitor who keeps only necessary cookies, in French, is never tracked', async ({ page }) => {
  await page.goto('/fr/');
  const banner = page.getByRole('region', { name: 'Choix des témoins' });
  await banner.getByRole('button', { name: 'Nécessaires seulement' }).click();
  await expect(banner).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Récompenses' }).click();
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  expect(await dataLayer(page)).toEqual([]);
});
