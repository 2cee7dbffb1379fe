import { apiAsThePage, newMember } from '../support/members';
import { confirmEmailThroughTheOutbox, expect, keepThePreselectedCause, signUpThroughTheSite, test } from '../support/member-fixture';

test('a member who adds the site to the home screen earns 25 points, once', async ({ page }) => {
  await page.goto('/');
  const member = await signUpThroughTheSite(page);
  await confirmEmailThroughTheOutbox(page, member);
  const account = page.getByRole('navigation', { name: 'Your account' });
  await expect(account).toContainText('0 points');

  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(account).toContainText('25 points');
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('25 points');
  await expect((await apiAsThePage(page)).call('points')).resolves.toMatchObject({ pointsBalance: 25 });
});

test('a member who opted out sees the message and can opt back in with the same email', async ({ page }) => {
  await page.goto('/fr/');
  await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
  await keepThePreselectedCause(page);
  await page.getByLabel('Courriel').fill(`opt.${Date.now()}@example.ca`);
  await page.getByLabel('Mot de passe').fill(newMember().password);
  await page.getByLabel('Prénom').fill('Sam');
  await page.getByLabel('Nom de famille').fill('Roy');
  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Bonjour, Sam');
  // Back from the sign-in callback first: reloading the callback would replay a spent code.
  await expect(page).toHaveURL(/\/fr\/$/);

  const api = await apiAsThePage(page);
  await api.call('optOut');
  await page.reload();
  const dialog = page.getByRole('dialog', { name: 'Vous vous êtes désinscrit de Maple Rewards' });
  await dialog.getByRole('button', { name: 'Me réinscrire' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await api.call('getProfile')).optedOutUser).toBe(false);
});
