import { campaigns, completeFrenchSignUpForm } from '../support/campaigns';
import { apiAsThePage, newMember } from '../support/members';
import { expect, signUpThroughTheSite, test } from '../support/member-fixture';

// Each landing page records its campaign source; a visitor who signs up from it is enrolled
// under that source's label (the consumer API's sourceId: 100 general … 107 Tide contest).
test('signing up from the menopause page enrols under Everyday acquisition', async ({ page }) => {
  await page.goto('/learn-about-menopause');
  await expect(page).toHaveURL(/campaign=everydayAcquisition/);
  await signUpThroughTheSite(page, newMember('Morgane'));

  // Back on the landing page it signed up from.
  await expect(page).toHaveURL(/\/learn-about-menopause\?campaign=everydayAcquisition$/);
  const profile = await (await apiAsThePage(page)).call('getProfile');
  expect(profile).toMatchObject({ enrolledForRewards: true, ids: { sourceId: '103' }, traits: { campaignName: 'everydayAcquisition' } });
});

test('signing up in French from the recycling page enrols under source enrollment', async ({ page }) => {
  await page.goto('/fr/recyclage/');
  await expect(page).toHaveURL(/campaign=sourceEnrollment/);
  await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
  await completeFrenchSignUpForm(page, newMember('Rosalie'));
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Bonjour, Rosalie');

  const profile = await (await apiAsThePage(page)).call('getProfile');
  expect(profile).toMatchObject({ ids: { sourceId: '104' }, traits: { campaignName: 'sourceEnrollment' } });
});

test('joining from the fabric-care sample page comes back to it, enrolled under PGE acquisition', async ({ page }) => {
  await page.goto('/fr/inscrivez-vous/echantillon-downy-unstopables/');
  await campaigns(page).getByRole('button', { name: 'Devenez membre pour recevoir votre échantillon' }).click();
  const prompt = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
  await expect(prompt).toContainText('Connectez-vous pour commander des échantillons gratuits.');
  await prompt.getByRole('button', { name: 'S’inscrire gratuitement' }).click();
  await completeFrenchSignUpForm(page, newMember('Élodie'));

  await expect(page).toHaveURL(/\/fr\/inscrivez-vous\/echantillon-downy-unstopables\/\?campaign=pgeAcquisition$/);
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Échantillon gratuit de soin des tissus' })).toBeVisible();
  const profile = await (await apiAsThePage(page)).call('getProfile');
  expect(profile).toMatchObject({ ids: { sourceId: '101' }, traits: { campaignName: 'pgeAcquisition' } });
});

test('signing up from the scholarship page enrols under cash-prize acquisition', async ({ page }) => {
  await page.goto('/scholarship/');
  await expect(page).toHaveURL(/campaign=sweepsAcquisitionContest/);
  await signUpThroughTheSite(page, newMember('Jamal'));

  const profile = await (await apiAsThePage(page)).call('getProfile');
  expect(profile).toMatchObject({ ids: { sourceId: '106' }, traits: { campaignName: 'sweepsAcquisitionContest' } });
});
