import { accessibilityViolations } from '../support/accessibility';
import { completeSignUpForm, expect, keepThePreselectedCause, test } from '../support/member-fixture';
import { newMember } from '../support/members';
import { acceptAllCookiesFromTheSurveyPage, surveysRemote } from '../support/surveys';

test('a visitor who starts a survey signs up from the prompt and comes back to that same survey', async ({ page }) => {
  await page.goto('/survey/');
  const remote = surveysRemote(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await remote.getByRole('button', { name: 'Start survey Laundry day' }).click();

  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toContainText('Sign in to take this survey and earn its points.');
  await prompt.getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Gate'));

  await expect(page).toHaveURL(/\/survey\/\?survey=1285$/);
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  await expect(remote.getByRole('heading', { level: 2, name: 'Laundry day' })).toBeVisible();
  await expect(remote.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
  await expect(remote.getByRole('group', { name: 'How many loads of laundry do you do a week?' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});

test('en français, un visiteur qui ouvre l’adresse d’un sondage se connecte et revient à ce sondage', async ({ page }) => {
  await page.goto('/fr/sondage/?survey=1283');
  const remote = surveysRemote(page);
  await expect(
    remote.getByRole('heading', { level: 2, name: 'Connectez-vous pour répondre à « Vos habitudes de soins capillaires »' }),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await remote.getByRole('button', { name: 'Connectez-vous pour commencer ce sondage' }).click();

  const prompt = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
  await prompt.getByRole('button', { name: 'S’inscrire gratuitement' }).click();
  const member = newMember('Dominique');
  await keepThePreselectedCause(page);
  await page.getByLabel('Courriel').fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByLabel('Prénom').fill(member.firstName);
  await page.getByLabel('Nom de famille').fill(member.lastName);
  await page.getByRole('button', { name: 'Créer le compte' }).click();

  await expect(page).toHaveURL(/\/fr\/sondage\/\?survey=1283$/);
  await acceptAllCookiesFromTheSurveyPage(page, 'fr-CA');
  await expect(remote.getByRole('heading', { level: 2, name: 'Vos habitudes de soins capillaires' })).toBeVisible();
  await expect(remote.getByRole('heading', { name: 'Question 1 sur 3' })).toBeVisible();
  await expect(remote.getByRole('group', { name: 'Comment décririez-vous vos cheveux?' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
});
