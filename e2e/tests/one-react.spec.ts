import { expect, test } from '@playwright/test';
import { countReactRenderers, reactRendererVersions } from '../support/react-renderers';

test('the shell and every remote visited share one React renderer', async ({ page }) => {
  await countReactRenderers(page);
  await page.goto('/');
  await expect(page.locator('[data-slot="campaigns"] [data-mfe="campaigns"]')).toBeVisible();
  for (const [link, app] of [
    ['Rewards', 'rewards'],
    ['Coupons', 'coupons'],
    ['Surveys', 'surveys'],
  ] as const) {
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
    await expect(page.locator(`[data-slot="${app}"] [data-mfe="${app}"]`)).toBeVisible();
  }
  // The account remote, through the sitemap's link.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Reset password' }).click();
  // The slot's mount, not the account's site-wide parcels, which carry the same marker.
  await expect(page.locator('[data-slot="account"] [data-mfe="account"]')).toBeVisible();
  expect(await reactRendererVersions(page)).toEqual(['19.3.1']);
});
