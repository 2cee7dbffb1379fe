import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns, scrolledTo } from '../support/campaigns';
import { apiAsThePage } from '../support/members';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

test('the causes page presents all 15 causes, each with its own page', async ({ page }) => {
  await page.goto('/causes/');
  const list = campaigns(page).getByRole('region', { name: 'The causes you can support' });
  await expect(list.getByRole('listitem')).toHaveCount(15);
  await expect(list.getByRole('link', { name: 'Food Allergy Canada' })).toHaveAttribute('href', '/causes/?cause=004fa');
  await expect(list.getByText('Default cause')).toBeVisible();
  await expectUsableAtEveryWidth(page);
});

test('a cause’s own page invites a French visitor to join', async ({ page }) => {
  await page.goto('/fr/causes/?cause=united');
  const cause = campaigns(page).getByRole('article', { name: 'Centraide United Way Canada' });
  await expect(cause).toContainText('organismes locaux');
  // A visitor is invited to join; choosing is for members.
  await expect(
    cause.getByRole('region', { name: 'Appuyer cette cause' }).getByRole('link', { name: 'Devenir membre de Maple Rewards' }),
  ).toBeVisible();
  await expect(cause.getByRole('button')).toHaveCount(0);
  await expectUsableAtEveryWidth(page);
});

test('a member’s page of a cause they may choose is usable at every width', async ({ page }) => {
  await signedInAsANewMember(page);
  await page.goto('/causes/?cause=csdw');
  const cause = campaigns(page).getByRole('article', { name: 'Children’s Safe Drinking Water' });
  await expect(cause.getByRole('button', { name: 'Choose this cause' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});

test('a member chooses a cause: the API records it and every page knows it at once', async ({ page }) => {
  await signedInAsANewMember(page);
  await page.goto('/causes/?cause=csdw');
  const cause = campaigns(page).getByRole('article', { name: 'Children’s Safe Drinking Water' });
  await cause.getByRole('button', { name: 'Choose this cause' }).click();
  await expect(cause.getByRole('status')).toHaveText(/Children’s Safe Drinking Water is now your cause\. Thank you!/);
  await expect.poll(async () => (await (await apiAsThePage(page)).call('getProfile')).traits.charitableCause).toBe('001CSDW');

  // The home page follows without a reload.
  await page.getByRole('link', { name: 'Maple Rewards' }).first().click();
  const homeCause = await scrolledTo(campaigns(page).getByRole('region', { name: 'Your cause and your impact' }));
  await expect(homeCause.getByRole('link', { name: 'Children’s Safe Drinking Water' })).toBeVisible();

  await page.goto('/fr/causes/?cause=csdw');
  await expect(campaigns(page).getByText('Eau potable saine pour les enfants est votre cause.')).toBeVisible();
});
