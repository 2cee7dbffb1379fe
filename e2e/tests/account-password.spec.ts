import { accountApp, newMemberOnTheSite } from '../support/account';
import { expect, test } from '../support/member-fixture';

test('the password counter: 3 failed attempts, the 4th is blocked without a call, then the right one changes it (English)', async ({
  page,
}) => {
  const member = await newMemberOnTheSite(page, 'Harper');
  await page.goto('/change-password');
  const app = accountApp(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/user/password')) sent += 1;
  });
  const attempt = async (current: string, next = `Harbour-${Date.now()}-Lantern`) => {
    await app.getByLabel('Current password').fill(current);
    await app.getByLabel('New password', { exact: true }).fill(next);
    await app.getByLabel('New password, again').fill(next);
    await app.getByRole('button', { name: 'Change my password' }).click();
  };

  await attempt('not-my-password-1');
  await expect(app.getByRole('group', { name: 'There is a problem' })).toContainText('2 attempts left');
  await attempt('not-my-password-2');
  await expect(app.getByRole('group', { name: 'There is a problem' })).toContainText('1 attempt left');
  await attempt('not-my-password-3');
  await expect(app.getByRole('group', { name: 'There is a problem' })).toContainText('Your next attempt will be blocked.');
  expect(sent).toBe(3);

  await attempt(member.password);
  await expect(app.getByRole('group', { name: 'There is a problem' })).toContainText('this attempt was blocked after 3 failed attempts');
  expect(sent).toBe(3);

  await attempt(member.password, 'password1234');
  await expect(app.getByRole('group', { name: 'There is a problem' })).toContainText('too common or too easy to guess');

  await attempt(member.password, `Harbour-${Date.now()}-Lantern`);
  await expect(app.getByText('Your password is changed. For your security, you were signed out on your other devices.')).toBeVisible();
  expect(sent).toBe(5);
});

test('reset password hands a visitor off to the sign-in service in French, where the reset form is one click away', async ({ page }) => {
  await page.goto('/fr/reinitialiser-le-mot-de-passe');
  await accountApp(page).getByRole('button', { name: 'Continuer pour réinitialiser mon mot de passe' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réinitialisez votre mot de passe' })).toBeVisible();
});
