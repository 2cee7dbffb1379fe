import { expect, test } from '@playwright/test';

test('an unknown English path shows the not-found page in English', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Maple Rewards');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown French path shows it in French, and the switch leads to the English home page', async ({ page }) => {
  await page.goto('/fr/page-inexistante');
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('[data-mfe="campaigns"]')).toBeVisible();
});
