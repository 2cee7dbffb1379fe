import { campaigns, expectUsableAtEveryWidth } from '../support/campaigns';
import { expect, test, visitorContext } from '../support/member-fixture';

const landings = [
  {
    paths: ['/learn-about-menopause', '/fr/en-savoir-plus-sur-la-menopause'],
    titles: ['Learn about menopause', 'En savoir plus sur la ménopause'],
    source: 'everydayAcquisition',
  },
  {
    paths: ['/signup/downy-unstopables-sample/', '/fr/inscrivez-vous/echantillon-downy-unstopables/'],
    titles: ['Free fabric-care sample', 'Échantillon gratuit de soin des tissus'],
    source: 'pgeAcquisition',
  },
  { paths: ['/recycling/', '/fr/recyclage/'], titles: ['Recycling', 'Recyclage'], source: 'sourceEnrollment' },
  { paths: ['/scholarship/', '/fr/bourse-d-etudes/'], titles: ['Scholarship', 'Bourse d’études'], source: 'sweepsAcquisitionContest' },
  {
    paths: ['/alwayscoupon2025/', '/fr/alwayscoupon2025/'],
    titles: ['Always coupons', 'Bons de réduction Always'],
    source: 'alwayscoupon2025',
  },
] as const;

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
  expect(await page.evaluate(() => localStorage.getItem('campaignSource'))).toBe('tideContestQR');
});

test('landing pages load no member data for a member with a stored session, and pass axe signed in', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  const memberCalls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/v1\/ca\/(user|nmc-consumer|modernincentives)\//.test(path) && !path.endsWith('/user/reward/choiceList'))
      memberCalls.push(path);
  });
  for (const landing of landings) {
    await page.goto(landing.paths[0]);
    await expect(campaigns(page).getByRole('heading', { level: 1, name: landing.titles[0] })).toBeVisible();
    await expectUsableAtEveryWidth(page);
  }
  expect(memberCalls).toEqual([]);
  await context.close();
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
