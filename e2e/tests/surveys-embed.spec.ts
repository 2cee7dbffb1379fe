import { asDevVisitor, injectFault } from '../support/dev-services';
import { completeSignUpForm, expect, signedInAsANewMember, test } from '../support/member-fixture';
import { newMember } from '../support/members';
import { acceptAllCookiesFromTheSurveyPage, finishTheSurvey, surveysRemote } from '../support/surveys';

type Embed = {
  hasCompletedScenarioSurvey(scenario: string): Promise<boolean>;
  triggerManualScenario(scenario: string): Promise<unknown>;
};
declare const window: Window & { mapleSurveys: Embed };

test('a scenario script opens the feedback survey through the embed interface, and learns when it is completed', async ({ page }) => {
  await signedInAsANewMember(page, 'Embed', { confirmed: true });
  await page.goto('/survey/');
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  // After the reload, the interface says so again once the member's session is restored.
  await page.waitForFunction(() => 'mapleSurveys' in window);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Embed');

  expect(await page.evaluate(() => window.mapleSurveys.hasCompletedScenarioSurvey('feedback'))).toBe(false);
  expect(await page.evaluate(() => window.mapleSurveys.triggerManualScenario('feedback'))).toEqual({ status: 'opened', surveyId: 1292 });
  const remote = surveysRemote(page);
  await expect(remote.getByRole('heading', { level: 2, name: 'Your visit today' })).toBeVisible();
  await finishTheSurvey(page, 'en-CA');

  expect(await page.evaluate(() => window.mapleSurveys.hasCompletedScenarioSurvey('feedback'))).toBe(true);
  expect(await page.evaluate(() => window.mapleSurveys.triggerManualScenario('feedback'))).toEqual({
    status: 'alreadyCompleted',
    surveyId: 1292,
  });
  await expect(page.evaluate(() => window.mapleSurveys.triggerManualScenario('exit-intent'))).rejects.toThrow('unknown scenario');
});

test('when the DEQ or the feedback survey cannot be loaded, the error modal shows 1284 or 1285', async ({ page }) => {
  const visitor = await asDevVisitor(page.context());
  await signedInAsANewMember(page, 'Panne', { confirmed: true });
  await page.goto('/fr/sondage/');
  // The surveys remote offers the interface once it is on the page.
  await page.waitForFunction(() => 'mapleSurveys' in window);
  await injectFault(visitor, { path: 'user/surveys/{surveyId}', method: 'GET', status: 503, times: 2 });

  expect(await page.evaluate(() => window.mapleSurveys.triggerManualScenario('deq'))).toEqual({ status: 'failed', code: 1284 });
  const modal = page.getByRole('alertdialog', { name: 'OUPS! Une erreur s’est produite. Veuillez réessayer.' });
  await expect(modal).toContainText('1284');
  await modal.getByRole('button', { name: 'Fermer' }).first().click();
  await expect(modal).toHaveCount(0);

  expect(await page.evaluate(() => window.mapleSurveys.triggerManualScenario('feedback'))).toEqual({ status: 'failed', code: 1285 });
  await expect(page.getByRole('alertdialog')).toContainText('1285');
});

test('a visitor asked for a scenario survey signs in first, and comes back to it', async ({ page }) => {
  await page.goto('/survey/');
  await page.waitForFunction(() => 'mapleSurveys' in window);
  expect(await page.evaluate(() => window.mapleSurveys.hasCompletedScenarioSurvey('deq'))).toBe(false);
  expect(await page.evaluate(() => window.mapleSurveys.triggerManualScenario('deq'))).toEqual({ status: 'signInRequired' });
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await prompt.getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Scenario'));
  await expect(page).toHaveURL(/\/survey\/\?scenario=deq$/);
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  await expect(surveysRemote(page).getByRole('heading', { level: 2, name: 'A little more about you' })).toBeVisible();
  await expect(page).toHaveURL(/\/survey\/\?survey=1291$/);
});
