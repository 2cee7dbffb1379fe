import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { acceptAllCookiesFromTheSurveyPage, finishTheSurvey, surveysRemote } from '../support/surveys';

test('a member leaves a survey halfway and resumes where they left, with their answers kept', async ({ page }) => {
  await signedInAsANewMember(page, 'Alex', { confirmed: true });
  await page.goto('/survey/?survey=1286');
  const remote = surveysRemote(page);
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');

  await remote.getByRole('radio', { name: 'Yes', exact: true }).check();
  await remote.getByRole('button', { name: 'Next question' }).click();
  await remote.getByRole('checkbox', { name: 'Wipes' }).check();
  await remote.getByRole('button', { name: 'Save and finish later' }).click();

  await expect(page).toHaveURL(/\/survey\/$/);
  const babyCare = remote.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Baby and family care' }) });
  await expect(babyCare).toContainText('In progress Questions answered: 2 of 3');

  await page.reload();
  await babyCare.getByRole('link', { name: 'Resume survey Baby and family care' }).click();
  await expect(remote.getByRole('heading', { name: 'Question 3 of 3' })).toBeVisible();
  await expect(remote.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuetext', 'Questions answered: 2 of 3');
  await remote.getByRole('button', { name: 'Previous question' }).click();
  await expect(remote.getByRole('checkbox', { name: 'Wipes' })).toBeChecked();
  await remote.getByRole('button', { name: 'Previous question' }).click();
  await expect(remote.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();

  await page.goto('/fr/sondage/?survey=1286');
  await expect(remote.getByRole('heading', { name: 'Question 3 sur 3' })).toBeVisible();
  await finishTheSurvey(page, 'fr-CA');
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('100 points');
});
