import { accessibilityViolations } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';
import { acceptAllCookiesFromTheSurveyPage, finishTheSurvey, surveysRemote } from '../support/surveys';

test('a member completes a survey and sees its 100 points, the cause point and 5 sweepstakes entries, credited once', async ({ page }) => {
  await signedInAsANewMember(page, 'Robin', { confirmed: true });
  await page.goto('/survey/');
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  const remote = surveysRemote(page);
  await remote.getByRole('link', { name: 'Start survey Laundry day' }).click();
  await expect(page).toHaveURL(/\/survey\/\?survey=1285$/);

  await remote.getByRole('radio', { name: '3 to 5' }).check();
  await remote.getByRole('button', { name: 'Next question' }).click();
  await remote.getByRole('checkbox', { name: 'Liquid detergent' }).check();
  await remote.getByRole('button', { name: 'Next question' }).click();
  await remote.getByRole('radio', { name: 'Cold' }).check();
  expect(await accessibilityViolations(page)).toEqual([]);
  await remote.getByRole('button', { name: 'Finish the survey' }).click();

  await expect(remote.getByRole('heading', { level: 2, name: 'Thank you! You completed “Laundry day”' })).toBeVisible();
  const earned = remote.getByText('Added to your account:').locator('..').getByRole('listitem');
  await expect(earned).toHaveText(['+100 points', '1 cause point for the charity you support', '5 sweepstakes entries']);
  await expect(remote.getByText('Your balance is now 100 points.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('100 points');
  expect(await accessibilityViolations(page)).toEqual([]);

  const api = await apiAsThePage(page);
  await expect(api.call('points')).resolves.toMatchObject({ pointsBalance: 100 });
  await expect(api.call('charityDetailsCount')).resolves.toEqual({ charityDetailsCount: 1 });
  const again = await api.call('completeSurvey', { params: { surveyId: '1285' } });
  expect(again).toMatchObject({ pointsAwarded: 0, alreadyCredited: true, pointsBalance: 100 });

  await remote.getByRole('link', { name: 'Back to all surveys' }).click();
  const laundry = remote.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Laundry day' }) });
  await expect(laundry).toContainText('Completed on');
  await expect(laundry.getByRole('link')).toHaveCount(0);
});

test('en français, un membre remplit un sondage de 50 points et voit ce qu’il lui rapporte', async ({ page }) => {
  await signedInAsANewMember(page, 'Camille', { confirmed: true });
  await page.goto('/fr/sondage/');
  await acceptAllCookiesFromTheSurveyPage(page, 'fr-CA');
  const remote = surveysRemote(page);
  await remote.getByRole('link', { name: 'Commencer le sondage Brossage, soie dentaire et vous' }).click();

  await expect(remote.getByRole('group', { name: 'Combien de fois par jour vous brossez-vous les dents?' })).toBeVisible();
  await finishTheSurvey(page, 'fr-CA');

  await expect(
    remote.getByRole('heading', { level: 2, name: 'Merci! Vous avez rempli « Brossage, soie dentaire et vous »' }),
  ).toBeVisible();
  await expect(remote.getByText('Ajouté à votre compte :').locator('..').getByRole('listitem')).toHaveText([
    '+50 points',
    '1 point versé à l’organisme de bienfaisance que vous soutenez',
    '5 participations aux concours',
  ]);
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('50 points');
  expect(await accessibilityViolations(page)).toEqual([]);
});
