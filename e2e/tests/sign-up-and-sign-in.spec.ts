import { expect, test } from '@playwright/test';
import { completeSignUpForm, keepThePreselectedCause, signedInAsANewMember, throughTheProviderLogout } from '../support/member-fixture';
import { apiAsThePage, newMember, signUpThroughTheServices } from '../support/members';

test('a visitor signs up in French and comes back, signed in, to the page they were on', async ({ page }) => {
  const member = newMember('Camille');
  await page.goto('/fr/recompenses/toutes/');
  await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
  await keepThePreselectedCause(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte Maple Rewards' })).toBeVisible();
  await page.getByLabel('Courriel').fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByLabel('Prénom').fill(member.firstName);
  await page.getByLabel('Nom de famille').fill(member.lastName);
  await page.getByRole('button', { name: 'Créer le compte' }).click();

  await expect(page).toHaveURL(/\/fr\/recompenses\/toutes\/$/);
  const account = page.getByRole('navigation', { name: 'Votre compte' });
  await expect(account).toContainText('Bonjour, Camille');
  await expect(account).toContainText('0 point');
  await expect(page.locator('[data-mfe="rewards"]').getByRole('heading', { level: 1, name: 'Toutes les récompenses' })).toBeVisible();

  // The consumer API knows the new member: profile, balance and history.
  const api = await apiAsThePage(page);
  const profile = await api.call('getProfile');
  expect(profile).toMatchObject({
    enrolledForRewards: true,
    ids: { email: member.email },
    traits: { firstName: 'Camille', charitableCause: '006WWF' },
  });
  await expect(api.call('points')).resolves.toMatchObject({ pointsBalance: 0 });
  await expect(api.call('history', { query: { transactionType: 'all' } })).resolves.toMatchObject({ page: 1 });

  // Logging out in French lands on the French home page.
  await account.getByRole('button', { name: 'Se déconnecter' }).click();
  await throughTheProviderLogout(page, '/fr/');
  await expect(page.getByRole('navigation', { name: 'Votre compte' }).getByRole('button', { name: 'Se connecter' })).toBeVisible();
});

test('a member logs out, then signs in again in English and returns to the page they were on', async ({ page }) => {
  // Signed up through the services, signed in on the site and at the provider: signing up through the pages is the journey above.
  const member = await signedInAsANewMember(page, 'Jordan');
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Jordan');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('navigation', { name: 'Your account' }).getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('sessionToken'),
      localStorage.getItem('consumer_id'),
      localStorage.getItem('isLoggedIn'),
    ]),
  ).toEqual([null, null, null]);
  // After 3 seconds the identity provider's logout sends the member to the home page.
  await throughTheProviderLogout(page, '/');
  await expect(page.locator('[data-mfe="campaigns"]')).toBeVisible();

  await page.goto('/coupons/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Maple Rewards' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/coupons\/$/);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Jordan');
});

test('signing up twice with one email says the account already exists', async ({ page }) => {
  // The first sign-up through the services (signing up through the pages is the journeys above).
  const first = await signUpThroughTheServices('Alex');
  await page.goto('/signup');
  await page.getByRole('main').getByRole('button', { name: 'Create my account' }).click();
  await completeSignUpForm(page, { ...newMember('Alex'), email: first.email });
  await expect(page.getByRole('alert')).toContainText('An account with that email already exists.');
});
