import type { Page } from '@playwright/test';
import { remoteOrigin } from '../support/environment';
import { layoutShift, picturesIn, picturesSettled, readThrough, watchLayoutShifts } from '../support/images';
import { expect, test, visitorContext } from '../support/member-fixture';

// The site looks like a brand (issue 20, item 6): every reward, sample, coupon, cause, article and
// landing page has its picture, with alt text in the page's language, loaded lazily below the
// first screen, in a frame that holds its place (no layout shift), a placeholder when it cannot be shown.

const CAMPAIGNS_OFFSET = 5;

test('the rewards catalogue pictures every reward: the first at once, the rest as they come near the screen, nothing moving', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await watchLayoutShifts(page);
  await page.goto('/rewards/all/');
  const list = page.locator('[data-mfe="rewards"]').getByRole('list', { name: 'Rewards found' });
  await expect(list.getByRole('img', { name: 'A blue Cineplex gift card tied with a ribbon' })).toBeAttached();

  const pictures = await picturesIn(list);
  expect(pictures.length).toBeGreaterThanOrEqual(15);
  for (const picture of pictures) expect(picture.alt?.length).toBeGreaterThan(10);
  expect(pictures[0]).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
  expect(pictures.slice(1).every((picture) => picture.loading === 'lazy')).toBe(true);
  // Far below the first screen nothing has been fetched yet.
  const farBelow = pictures.filter((picture) => picture.top > 4000);
  expect(farBelow.length).toBeGreaterThan(0);
  expect(farBelow.some((picture) => picture.shown)).toBe(false);

  await readThrough(page);
  await picturesSettled(page);
  expect((await picturesIn(list)).every((picture) => picture.shown)).toBe(true);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});

/** Each page shows, in its remote, a picture whose alt text is the one given. */
async function expectPicturesSaying(page: Page, expectations: readonly { path: string; app: string; alt: string }[]) {
  for (const { path, app, alt } of expectations) {
    await page.goto(path);
    await expect(page.locator(`[data-mfe="${app}"]`).getByRole('img', { name: alt }), path).toBeAttached();
  }
}

test('the pictures say what they show in French on French pages', async ({ page }) => {
  await expectPicturesSaying(page, [
    { path: '/fr/recompenses/toutes/', app: 'rewards', alt: 'Une carte-cadeau Cineplex bleue nouée d’un ruban' },
    { path: '/fr/bons-rabais/', app: 'coupons', alt: 'Une boîte de Tide PODS à côté d’un bon de réduction et de ciseaux' },
    { path: '/fr/echantillons', app: 'coupons', alt: 'Un tube bleu de dentifrice Crest' },
    { path: '/fr/causes/', app: 'campaigns', alt: 'Un ours noir devant des montagnes vertes' },
    {
      path: '/fr/bonnes-nouvelles/',
      app: 'campaigns',
      alt: 'Un oiseau blanc sur l’eau d’un milieu humide, parmi les quenouilles, sous le soleil',
    },
    { path: '/fr/recyclage/', app: 'campaigns', alt: 'Un bac de recyclage bleu où tombent des bouteilles, à côté d’un arbre' },
  ]);
});

test('and in English on English pages: coupons, samples, causes, articles and guides', async ({ page }) => {
  await expectPicturesSaying(page, [
    { path: '/coupons/', app: 'coupons', alt: 'A box of Tide PODS beside a coupon and scissors' },
    { path: '/samples', app: 'coupons', alt: 'A blue tube of Crest toothpaste' },
    { path: '/causes/', app: 'campaigns', alt: 'A black bear in front of green mountains' },
    { path: '/articles/', app: 'campaigns', alt: 'A washing machine and a snowflake' },
    {
      path: '/good-news/?article=wetlands-restored-2026',
      app: 'campaigns',
      alt: 'A white bird on the water of a wetland, among cattails, under the sun',
    },
  ]);
});

test('a landing page is served with its banner, asked for first, where the campaigns remote serves it, cached for a year', async ({
  page,
  request,
}) => {
  const served = await (await request.get('/recycling/')).text();
  const banner = served.match(/<img[^>]*recycling-[^>]*>/)?.[0] ?? '';
  expect(banner).toMatch(/fetchpriority="high"/i);
  expect(banner).toMatch(/alt="A blue recycling bin with bottles going in, beside a tree"/);
  const src = banner.match(/ src="([^"]+)"/)?.[1] ?? '';
  expect(src.startsWith(`${remoteOrigin(CAMPAIGNS_OFFSET)}/images/recycling-1280.`)).toBe(true);
  const file = await request.get(src);
  expect(file.headers()['content-type']).toBe('image/webp');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.body()).length).toBeLessThan(30 * 1024);

  await watchLayoutShifts(page);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/recycling/');
  const shown = page
    .locator('[data-mfe="campaigns"]')
    .getByRole('img', { name: 'A blue recycling bin with bottles going in, beside a tree' });
  await expect(shown).toBeVisible();
  await picturesSettled(page);
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
});

test('the API’s pictures are small and cached for a year', async ({ page, request }) => {
  await page.goto('/causes/');
  const picture = page.locator('[data-mfe="campaigns"]').getByRole('img', { name: 'A black bear in front of green mountains' });
  const src = await picture.getAttribute('src');
  const file = await request.get(src ?? '');
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.body()).length).toBeLessThan(30 * 1024);
});

test('a picture that cannot be loaded leaves a clean placeholder, never a broken image', async ({ browser }) => {
  const context = await visitorContext(browser);
  await context.route('**/media/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  const page = await context.newPage();
  await page.goto('/fr/causes/');
  const list = page.locator('[data-mfe="campaigns"]').getByRole('region', { name: 'Les causes que vous pouvez appuyer' });
  await expect(list.getByRole('listitem')).toHaveCount(15);
  await readThrough(page);
  await expect(list.locator('img')).toHaveCount(0);
  await expect(list.locator('[aria-hidden="true"] > svg')).toHaveCount(15);
  await context.close();
});
