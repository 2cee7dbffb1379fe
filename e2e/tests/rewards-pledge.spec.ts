import { apiAsThePage } from '../support/members';
import { expect, test, visitorContext } from '../support/member-fixture';

test('?pledge on the impact page runs the charity pledge, with a confirm step', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/fr/impact/?pledge');
  const confirm = page.getByRole('dialog', { name: 'Vous engager à soutenir WWF-Canada?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Je m’engage' }).click();
  await expect(page.getByText('Merci! Vous vous êtes engagé à soutenir WWF-Canada.')).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/impact\/$/);

  const api = await apiAsThePage(page);
  expect((await api.call('pledges')).pledges.map((pledge) => pledge.causeId)).toContain('006WWF');
  const history = await api.call('history');
  expect(history.MemberIssuedRewards.find((reward) => reward.typeCode === 'PLEDGE')?.details).toEqual({
    rewardType: 'CAUSE_DONATION',
    pointsRedeemed: 0,
    rewardCode: '648',
  });

  // Pledged: ?pledge again says so instead of asking twice.
  await page.goto('/fr/impact/?pledge');
  await expect(page.getByText(/Vous vous êtes engagé à soutenir WWF-Canada le/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await context.close();
});

test('?pledge on another rewards screen takes the member to the impact page to pledge', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/rewards/all/?pledge');
  await expect(page).toHaveURL(/\/impact\/(\?pledge)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Our impact' })).toBeVisible();
  await context.close();
});

test('a visitor with ?pledge is asked to sign in to pledge, and the prompt says why', async ({ page }) => {
  await page.goto('/impact/?pledge');
  await expect(page.getByText('Sign in or join to make your pledge: it takes a minute.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in to pledge' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in to continue' })).toContainText('Sign in to pledge your support to your cause.');
});
