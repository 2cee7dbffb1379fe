import { expect, test } from '@playwright/test';
import { countReactRenderers, reactRendererVersions } from '../support/react-renderers';

test('the shell and every remote visited share one React renderer', async ({ page }) => {
  await countReactRenderers(page);
  await page.goto('/');
  await expect(page.locator('[data-mfe="campaigns"]')).toBeVisible();
  for (const [link, app] of [
    ['Rewards', 'rewards'],
    ['Coupons', 'coupons'],
    ['Surveys', 'surveys'],
  ] as const) {
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
    await expect(page.locator(`[data-mfe="${app}"]`)).toBeVisible();
  }
  // The account remote, through the sitemap's link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Reset password' }).click();
  await expect(page.locator('[data-mfe="account"]')).toBeVisible();
  expect(await reactRendererVersions(page)).toEqual(['19.3.1']);
});
