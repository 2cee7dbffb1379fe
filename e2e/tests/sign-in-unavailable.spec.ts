import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../support/environment';
import { keepThePreselectedCause } from '../support/member-fixture';

const discovery = `http://localhost:${E2E_PORT + 11}/.well-known/openid-configuration`;

test('with the identity provider down, Log in says sign-in is unavailable and tries again on request', async ({ page }) => {
  await page.route(discovery, (route) => route.abort('connectionrefused'));
  await page.goto('/coupons/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign-in is unavailable right now' });
  await expect(dialog).toContainText('We could not reach our sign-in service.');
  await expect(page).toHaveURL(/\/coupons\/$/);

  // Once the provider is back, Try again continues the sign-in.
  await page.unroute(discovery);
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://localhost:${E2E_PORT + 11}/`));
});

test('Sign up says it in French on French pages', async ({ page }) => {
  await page.route(discovery, (route) => route.abort('connectionrefused'));
  await page.goto('/fr/bons-rabais/');
  await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
  await keepThePreselectedCause(page);
  await expect(page.getByRole('alertdialog', { name: 'La connexion est impossible pour le moment' })).toBeVisible();
});
