import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns, LANDING_PAGES as landings } from '../support/campaigns';
import { expect, test } from '../support/member-fixture';

for (const landing of landings) {
  test(`${landing.titles[0]}: a landing page in both languages that records its campaign source`, async ({ page }) => {
    for (const [index, path] of landing.paths.entries()) {
      await page.goto(path);
      await expect(campaigns(page).getByRole('heading', { level: 1, name: landing.titles[index] })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', index === 0 ? 'en-CA' : 'fr-CA');
      await expect(page).toHaveURL(new RegExp(`\\?campaign=${landing.source}$`));
      // The shell keeps it for the sign-in's campaignName.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('campaignSource'))).toBe(landing.source);
      await expectUsableAtEveryWidth(page);
    }
  });
}

test('a landing page keeps the campaign a visitor arrived with', async ({ page }) => {
  await page.goto('/recycling/?campaign=tideContestQR');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Recycling' })).toBeVisible();
  await expect(page).toHaveURL(/\/recycling\/\?campaign=tideContestQR$/);
  // The served heading shows before the shell's script stores the campaign: wait for the store.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('campaignSource'))).toBe('tideContestQR');
});

test('the Always campaign shows no language switch, in either language; other landings do', async ({ page }) => {
  await page.goto('/alwayscoupon2025/');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Always coupons' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lire cette page en français' })).toHaveCount(0);
  await page.goto('/fr/alwayscoupon2025/');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Bons de réduction Always' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read this page in English' })).toHaveCount(0);

  await page.goto('/recycling/');
  await expect(page.getByRole('link', { name: 'Lire cette page en français' })).toBeVisible();
});

test('the articles page and the sitemap list every landing page of the composition', async ({ page }) => {
  await page.goto('/sitemap');
  const sitemapCampaigns = campaigns(page).getByRole('region', { name: 'Campaigns' });
  for (const landing of landings)
    await expect(sitemapCampaigns.getByRole('link', { name: landing.titles[0] })).toHaveAttribute('href', landing.paths[0]);

  await page.goto('/fr/articles/');
  const articleCampaigns = campaigns(page).getByRole('region', { name: 'Nos campagnes' });
  for (const landing of landings)
    await expect(articleCampaigns.getByRole('link', { name: landing.titles[1] })).toHaveAttribute('href', landing.paths[1]);
});
