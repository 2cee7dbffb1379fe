import { accountApp } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';

test('a member opts out after a confirmation that says what stops, sees the message, and opts back in (keyboard, English)', async ({
  page,
}) => {
  await signedInAsANewMember(page, 'Lee');
  await page.goto('/opt-out');
  const app = accountApp(page);
  await expect(app.getByRole('region', { name: 'What stops when you opt out' })).toContainText('You stop earning points');

  await app.getByRole('button', { name: 'Opt out of Maple Rewards' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Opt out of Maple Rewards?' });
  await expect(confirm).toContainText('Earning, redeeming, offers and messages stop until you opt back in.');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  const api = await apiAsThePage(page);
  expect((await api.call('getProfile')).optedOutUser).toBe(false);

  await app.getByRole('button', { name: 'Opt out of Maple Rewards' }).click();
  await page.getByRole('dialog', { name: 'Opt out of Maple Rewards?' }).getByRole('button', { name: 'Opt out', exact: true }).click();

  const optedOut = page.getByRole('dialog', { name: 'You have opted out of Maple Rewards' });
  await expect(optedOut).toBeVisible();
  expect((await api.call('getProfile')).optedOutUser).toBe(true);
  await expect(app.getByText('Your account is inactive')).toBeVisible();
  await optedOut.getByRole('button', { name: 'Opt Back In' }).click();
  await expect(optedOut).toBeHidden();
  await expect(app.getByRole('button', { name: 'Opt out of Maple Rewards' })).toBeVisible();
  expect((await api.call('getProfile')).optedOutUser).toBe(false);
});

test('an opted-out member is told their membership is inactive, not to sign in, and opts back in from the French page itself', async ({
  page,
}) => {
  await signedInAsANewMember(page, 'Mael');
  await (await apiAsThePage(page)).call('optOut');
  // Opted out elsewhere: the tab keeps the profile it read moments ago until it is stale, or
  // until the member reloads (decision 020).
  await page.goto('/fr/desinscrire');
  await page.reload();
  await page.getByRole('dialog', { name: 'Vous vous êtes désinscrit de Maple Rewards' }).getByRole('button', { name: 'Fermer' }).click();
  const app = accountApp(page);
  await expect(app.getByText('Vous êtes désinscrit')).toBeVisible();
  // Elsewhere too, the site tells an opted-out member their membership is inactive, never to sign in or join.
  await page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Échantillons gratuits' }).click();
  const samples = page.locator('[data-mfe="coupons"]');
  await expect(samples.getByText('Votre adhésion est inactive')).toBeVisible();
  await expect(samples.getByRole('button', { name: 'Se connecter ou s’inscrire' })).toHaveCount(0);
  await page.goBack();
  await app.getByRole('button', { name: 'Me réinscrire' }).click();
  await expect(app.getByRole('button', { name: 'Me désinscrire de Maple Rewards' })).toBeVisible();
  expect((await (await apiAsThePage(page)).call('getProfile')).optedOutUser).toBe(false);
});
