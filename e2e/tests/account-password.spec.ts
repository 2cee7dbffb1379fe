import { accountApp, onTheChangePasswordPage } from '../support/account';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

test('a member changes their password: one too easy to guess is refused, then a good one is saved (English)', async ({ page }) => {
  const member = await signedInAsANewMember(page, 'Harper');
  const form = await onTheChangePasswordPage(page);

  await form.attempt(member.password, 'password1234');
  await expect(form.problem).toContainText('too common or too easy to guess');

  await form.attempt(member.password);
  await expect(page.getByText('Your password is changed. For your security, you were signed out on your other devices.')).toBeVisible();
  expect(form.sent()).toBe(2);
});

test('reset password hands a visitor off to the sign-in service in French, where the reset form is one click away', async ({ page }) => {
  await page.goto('/fr/reinitialiser-le-mot-de-passe');
  await accountApp(page).getByRole('button', { name: 'Continuer pour réinitialiser mon mot de passe' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réinitialisez votre mot de passe' })).toBeVisible();
});
