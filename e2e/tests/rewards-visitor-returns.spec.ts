import { completeSignUpForm, expect, test } from '../support/member-fixture';
import { newMember } from '../support/members';

test('a visitor who tries to redeem is asked to sign in with the reason, and comes back to the same reward', async ({ page }) => {
  await page.goto('/rewards/all/?type=gift-cards');
  await page.getByRole('button', { name: /^See details\W+\$10 Cineplex gift card$/ }).click();
  await page.getByRole('dialog', { name: '$10 Cineplex gift card' }).getByRole('button', { name: 'Sign in to redeem' }).click();

  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toContainText('Sign in to redeem your points for this gift card.');
  await prompt.getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Noor'));

  await expect(page).toHaveURL(/\/rewards\/all\/\?type=gift-cards&reward=GC-CINEPLEX-10$/);
  const dialog = page.getByRole('dialog', { name: '$10 Cineplex gift card' });
  await expect(dialog).toContainText('You need 1,000 points more to redeem this reward: you have 0 points.');
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Noor');
});

test('a French visitor who tries to enter a sweepstakes is asked why, in French', async ({ page }) => {
  await page.goto('/fr/recompenses/cartes-de-concours/');
  await page.getByRole('button', { name: 'Participer : Gagnez 5 000 $ en argent' }).click();
  await page
    .getByRole('dialog', { name: 'Gagnez 5 000 $ en argent' })
    .getByRole('button', { name: 'Se connecter pour participer' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Connectez-vous pour continuer' })).toContainText('participer à ce concours');
});
