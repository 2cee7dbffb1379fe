import { expect, test } from '@playwright/test';

test('the language switch goes to the same page in French and back to English', async ({ page }) => {
  await page.goto('/rewards/all/?sort=cost#list');
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();

  await expect(page).toHaveURL(/\/fr\/recompenses\/toutes\/\?sort=cost#list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toutes les récompenses' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/rewards\/all\/\?sort=cost#list$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All rewards' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

test('switching language on a page of another remote keeps the member on its counterpart', async ({ page }) => {
  await page.goto('/fr/reinitialiser-le-mot-de-passe');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.locator('[data-mfe="account"]').getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
});

test('navigating through the header moves between remotes without a page load', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page).toHaveTitle('Coupons | Maple Rewards');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(page.locator('[data-mfe="campaigns"]')).toHaveCount(0);
});
