import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns, scrolledTo } from '../support/campaigns';
import { expect, test, visitorContext } from '../support/member-fixture';

test('a visitor’s home page shows three live rewards, the ways to earn, the causes and the latest good news, in English', async ({
  page,
}) => {
  await page.goto('/');
  const home = campaigns(page);
  await expect(home.getByRole('heading', { level: 1, name: 'Get rewarded for the brands you already buy' })).toBeVisible();

  const featured = await scrolledTo(home.getByRole('region', { name: 'Featured rewards' }));
  // From the API's catalogue: one of each kind first (a sweepstakes, a donation, a gift card).
  await expect(featured.getByRole('listitem')).toHaveCount(3);
  await expect(featured.getByRole('link', { name: 'Win $5,000 cash' })).toBeVisible();
  await expect(featured.getByText('Gift card', { exact: true })).toBeVisible();
  await expect(home.getByRole('region', { name: 'Ways to earn' }).getByRole('link', { name: 'Quizzes' })).toHaveAttribute(
    'href',
    '/quizzes/',
  );
  await expect(home.getByRole('region', { name: 'Support a cause' }).getByRole('link', { name: 'Discover the causes' })).toBeVisible();
  const news = await scrolledTo(home.getByRole('region', { name: 'Latest good news' }));
  await expect(news.getByRole('listitem')).toHaveCount(3);
  await expect(news.getByRole('link', { name: 'Members helped restore 40 hectares of wetland' })).toBeVisible();

  await expectUsableAtEveryWidth(page);
});

test('the French home page shows the same, in French', async ({ page }) => {
  await page.goto('/fr/');
  const home = campaigns(page);
  await expect(
    home.getByRole('heading', { level: 1, name: 'Obtenez des récompenses pour les marques que vous achetez déjà' }),
  ).toBeVisible();
  const featured = await scrolledTo(home.getByRole('region', { name: 'Récompenses en vedette' }));
  await expect(featured.getByRole('listitem')).toHaveCount(3);
  await expect(featured.getByText('1 000 points')).toBeVisible();
  await expect((await scrolledTo(home.getByRole('region', { name: 'Dernières bonnes nouvelles' }))).getByRole('listitem')).toHaveCount(3);
  await expect(home.getByRole('region', { name: 'Appuyez une cause' })).toBeVisible();

  await expectUsableAtEveryWidth(page);
});

test('a member’s home page shows their own rewards list, their cause and the points they earned for it', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  const rewardLists: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('/user/reward/list') || path.endsWith('/user/reward/choiceList')) rewardLists.push(path.split('/').pop() ?? '');
  });

  await page.goto('/');
  const home = campaigns(page);
  await expect(home.getByRole('link', { name: 'Start earning points' })).toBeVisible();
  const cause = await scrolledTo(home.getByRole('region', { name: 'Your cause and your impact' }));
  await expect(cause.getByRole('link', { name: 'WWF-Canada' })).toHaveAttribute('href', '/causes/?cause=wwf');
  await expect(cause).toContainText('You have earned 0 points for your cause so far.');
  await expect((await scrolledTo(home.getByRole('region', { name: 'Featured rewards' }))).getByRole('listitem')).toHaveCount(3);
  expect(rewardLists).toContain('list');

  await page.goto('/fr/');
  const frenchCause = await scrolledTo(campaigns(page).getByRole('region', { name: 'Votre cause et votre impact' }));
  await expect(frenchCause.getByRole('link', { name: 'WWF-Canada' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
  await context.close();
});

test('the home page’s hero is there before any data arrives', async ({ page }) => {
  // Hold the API's answers: the hero must not wait for them.
  await page.route('**/api/v1/ca/user/reward/choiceList', () => new Promise(() => {}));
  await page.route('**/api/v1/ca/content/library', () => new Promise(() => {}));
  await page.goto('/');

  const home = campaigns(page);
  await expect(home.getByRole('region', { name: 'Earn points for what you already do, and support a cause you care about' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Join Maple Rewards' })).toBeVisible();
  await expect(home.getByRole('region', { name: 'Featured rewards' }).getByRole('status')).toBeAttached();
});

test('a home page section that cannot load says so in its place, and tries again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/v1/ca/user/reward/choiceList', (route) =>
    fail
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 503, message: 'Service not available' }),
        })
      : route.continue(),
  );
  await page.goto('/');

  const featured = await scrolledTo(campaigns(page).getByRole('region', { name: 'Featured rewards' }));
  await expect(featured.getByRole('alert')).toContainText('The featured rewards could not be loaded');
  // The rest of the home page is there, and the site's error modal stays closed.
  await expect((await scrolledTo(campaigns(page).getByRole('region', { name: 'Latest good news' }))).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  fail = false;
  await featured.getByRole('button', { name: 'Try again' }).click();
  await expect(featured.getByRole('listitem')).toHaveCount(3);
});

test('on a phone, the home page downloads its data only as its sections come on screen', async ({ browser }) => {
  const context = await visitorContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 640 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/api/v1/ca/') && !pathname.endsWith('/geo')) asked.push(pathname.split('/api/v1/ca/')[1] ?? pathname);
  });
  await page.goto('/');
  const home = campaigns(page);
  await expect(home.getByRole('link', { name: 'Join Maple Rewards' })).toBeVisible();
  // The first screen shows the hero: nothing of the API's data is asked for.
  await expect(home.getByRole('region', { name: 'Featured rewards' }).getByRole('status')).toBeAttached();
  expect(asked).toEqual([]);

  const featured = await scrolledTo(home.getByRole('region', { name: 'Featured rewards' }));
  await expect(featured.getByRole('listitem')).toHaveCount(3);
  expect(asked).toEqual(['user/reward/choiceList']);
  await expect((await scrolledTo(home.getByRole('region', { name: 'Latest good news' }))).getByRole('listitem')).toHaveCount(3);
  expect(asked).toEqual(['user/reward/choiceList', 'content/library']);
  await context.close();
});
