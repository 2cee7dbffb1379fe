import { expect, test } from '@playwright/test';
import { remoteOrigin } from '../support/environment';

const rewardsOrigin = remoteOrigin(1);

test('a remote that cannot be fetched shows a fallback in its slot while the rest of the site works', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reports.push(message.text()));
  await page.route(`${rewardsOrigin}/**`, (route) => route.abort('connectionrefused'));

  await page.goto('/rewards/');
  const slot = page.locator('[data-slot="rewards"]');
  await expect(slot.getByRole('alert')).toContainText('This part of the site could not load');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveTitle('Rewards | Maple Rewards');
  expect(reports.some((text) => text.includes('remote "rewards" failed (load)'))).toBe(true);

  // Every other route keeps working.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coupons' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Once the remote is back, Try again brings it in without reloading the page.
  await page.goBack();
  await page.unroute(`${rewardsOrigin}/**`);
  await slot.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(slot.getByRole('alert')).toHaveCount(0);
});

test('the fallback is in French on French pages', async ({ page }) => {
  await page.route(`${rewardsOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/fr/recompenses/');
  const slot = page.locator('[data-slot="rewards"]');
  await expect(slot.getByRole('alert')).toContainText('Cette partie du site n’a pas pu être chargée');
  await expect(slot.getByRole('button', { name: 'Réessayer' })).toBeVisible();
});

test('a remote slower than the time limit shows the fallback and names the remote', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reports.push(message.text()));
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), remoteLoadTimeoutMs: 1000 } });
  });
  // The remote's entry is held until the page has given up on it and shown the fallback.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${rewardsOrigin}/remoteEntry.js`, async (route) => {
    await answered;
    await route.continue().catch(() => undefined);
  });

  await page.goto('/rewards/all/');
  await expect(page.locator('[data-slot="rewards"]').getByRole('alert')).toBeVisible();
  answer();
  expect(reports.some((text) => text.includes('remote "rewards" failed (timeout)'))).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.locator('[data-mfe="campaigns"]').getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});
