import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/environment';

test('outside production a developer can point a remote at another URL from the browser', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const elsewhere = `http://localhost:${E2E_PORT + 9}/remoteEntry.js`;
  await page.goto('/help');
  await page.evaluate((entry) => localStorage.setItem('maple:remote-overrides', JSON.stringify({ rewards: entry })), elsewhere);

  await page.goto('/rewards/');
  // Nothing serves that URL, so the override shows as the rewards slot's fallback.
  await expect(page.locator('[data-slot="rewards"]').getByRole('alert')).toBeVisible();
  expect(warnings).toContain(`[shell] remote "rewards" overridden: ${elsewhere}`);

  await page.evaluate(() => localStorage.removeItem('maple:remote-overrides'));
  await page.reload();
  await expect(page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
});
