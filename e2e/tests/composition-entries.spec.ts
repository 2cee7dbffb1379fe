import { expect, test } from '@playwright/test';

test('a malformed or unknown entry of composition.json is skipped and reported; the rest of the site works', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reports.push(message.text()));
  await page.route('**/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = await response.json();
    composition.remotes.push(
      { app: 'loyalty-games', federationName: 'mfe_loyalty_games', entry: 'not a url', enabled: true, routes: [] },
      'garbage',
      // A well-formed remote that claims the rewards screens again.
      {
        ...composition.remotes[0],
        app: 'impostor',
        federationName: 'mfe_impostor',
        routes: composition.remotes[0].routes.map((route: object) => ({ ...route, app: 'impostor' })),
      },
    );
    await route.fulfill({ response, json: composition });
  });

  await page.goto('/rewards/');
  await expect(page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  expect(reports.find((text) => text.includes('remote "loyalty-games" failed (config)'))).toContain('entry');
  expect(reports.some((text) => text.includes('remote "#6" failed (config)'))).toBe(true);
  expect(reports.find((text) => text.includes('remote "impostor" failed (config)'))).toContain('already claimed by rewards');
});
