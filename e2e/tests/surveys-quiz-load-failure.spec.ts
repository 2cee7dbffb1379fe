import { accessibilityViolations } from '../support/accessibility';
import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { surveysRemote } from '../support/surveys';

test('when the quizzes cannot be loaded, the error modal shows the quiz code 1283 and the page offers to try again', async ({ page }) => {
  const visitor = await asDevVisitor(page.context());
  await injectFault(visitor, { path: 'content/quizzes', method: 'GET', status: 503 });
  await page.goto('/quizzes/');

  const modal = page.getByRole('alertdialog', { name: 'OOPS! Something went wrong. Please try again.' });
  await expect(modal).toContainText('Error code: 1283');
  await modal.getByRole('button', { name: 'Close' }).first().click();
  const remote = surveysRemote(page);
  await expect(remote.getByRole('alert')).toContainText('The quizzes could not be loaded');
  await remote.getByRole('button', { name: 'Try again' }).click();
  await expect(remote.getByRole('link', { name: 'Water quiz' })).toBeVisible();
});

test('en français, un quiz qui ne se charge pas montre le code 1283, puis se charge quand on réessaie', async ({ page }) => {
  const visitor = await asDevVisitor(page.context());
  await signedInAsANewMember(page, 'Sam', { confirmed: true });
  await page.goto('/fr/quiz/eau/');
  await injectFault(visitor, { path: 'user/quizzes/{quizId}', method: 'GET', status: 502 });
  await page.reload();

  const modal = page.getByRole('alertdialog', { name: 'OUPS! Une erreur s’est produite. Veuillez réessayer.' });
  await expect(modal).toContainText('1283');
  await modal.getByRole('button', { name: 'Fermer' }).first().click();
  const remote = surveysRemote(page);
  await expect(remote.getByRole('alert')).toContainText('Le quiz n’a pas pu être chargé');
  expect(await accessibilityViolations(page)).toEqual([]);
  await remote.getByRole('button', { name: 'Réessayer' }).click();
  await expect(remote.getByRole('region', { name: 'Faire le quiz' })).toBeVisible();
});
