import { expect, test } from '@playwright/test';

// A remote entry whose app throws while mounting: a stand-in for a bad deployment.
const brokenRemoteEntry = `
var mfe_rewards = {
  init: function () {},
  get: function () {
    return Promise.resolve(function () {
      return {
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error('exploded while mounting')); },
        unmount: function () { return Promise.resolve(); }
      };
    });
  }
};`;

test('a remote that throws while mounting shows the fallback in its slot and the site keeps working', async ({ page }) => {
  const reports: string[] = [];
  page.on('console', (message) => message.type() === 'error' && reports.push(message.text()));
  await page.route('**/composition.json', async (route) => {
    const response = await route.fetch();
    const composition = await response.json();
    for (const remote of composition.remotes) {
      if (remote.app === 'rewards') remote.entry = new URL('/e2e/broken-remote-entry.js', route.request().url()).href;
    }
    await route.fulfill({ response, json: composition });
  });
  await page.route('**/e2e/broken-remote-entry.js', (route) => route.fulfill({ contentType: 'text/javascript', body: brokenRemoteEntry }));

  await page.goto('/rewards/');
  await expect(page.locator('[data-slot="rewards"]').getByRole('alert')).toContainText('This part of the site could not load');
  expect(reports.some((text) => text.includes('remote "rewards" failed (mount)') && text.includes('exploded while mounting'))).toBe(true);

  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page.locator('[data-slot="rewards"]').getByRole('alert')).toContainText('Cette partie du site n’a pas pu être chargée');
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Échantillons gratuits' }).click();
  await expect(page.locator('[data-mfe="coupons"]').getByRole('heading', { level: 1, name: 'Échantillons gratuits' })).toBeVisible();
});
