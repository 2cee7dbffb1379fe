import { accessibilityViolations } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { apiAs, apiAsThePage } from '../support/members';
import { acceptAllCookiesFromTheSurveyPage, completeTheSurveyThroughTheServices, finishTheSurvey, surveysRemote } from '../support/surveys';

// The three onboarding surveys, one journey per step boundary: each test answers one survey
// through the page, so each stays far below its limit on a busy machine.

test('a member finishes the first onboarding survey: its end screen says the step is done and leads to the next step', async ({ page }) => {
  await signedInAsANewMember(page, 'Sasha', { confirmed: true });
  await page.goto('/survey/');
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  const remote = surveysRemote(page);
  await expect(remote.getByRole('progressbar', { name: 'Onboarding surveys completed' })).toHaveAttribute('aria-valuetext', '0 of 3');

  await remote
    .getByRole('list', { name: 'The three onboarding steps' })
    .getByRole('link', { name: 'Start survey Tell us about you' })
    .click();
  await finishTheSurvey(page, 'en-CA');
  await expect(remote.getByText('Onboarding step 1 of 3 is done.')).toBeVisible();
  await remote.getByRole('link', { name: 'Next step: Your household' }).click();
  await expect(page).toHaveURL('/survey/?survey=1276');
  await expect(remote.getByRole('heading', { level: 2, name: 'Your household' })).toBeVisible();
});

test('a member who answered the first two onboarding surveys finishes the third: 3 of 3, each step credited once, in both languages', async ({
  page,
}) => {
  const member = await signedInAsANewMember(page, 'Sasha', { confirmed: true });
  for (const surveyId of ['1275', '1276']) await completeTheSurveyThroughTheServices(apiAs(member), surveyId);
  await page.goto('/survey/');
  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  const remote = surveysRemote(page);
  const progress = remote.getByRole('progressbar', { name: 'Onboarding surveys completed' });
  await expect(progress).toHaveAttribute('aria-valuetext', '2 of 3');

  const steps = remote.getByRole('list', { name: 'The three onboarding steps' });
  await steps.getByRole('link', { name: 'Start survey Your interests and causes' }).click();
  await finishTheSurvey(page, 'en-CA');
  await expect(remote.getByText('All onboarding surveys completed: your account is set up.')).toBeVisible();

  await remote.getByRole('link', { name: 'Back to all surveys' }).click();
  await expect(progress).toHaveAttribute('aria-valuetext', '3 of 3');
  await expect(remote.getByText('All onboarding surveys completed', { exact: true })).toBeVisible();
  await expect(steps.getByText('Reward earned')).toHaveCount(3);
  expect(await accessibilityViolations(page)).toEqual([]);

  // 3 surveys of 50 points, then each step's own 10 points, claimed once by the site.
  const api = await apiAsThePage(page);
  await expect.poll(async () => (await api.call('points')).pointsBalance).toBe(180);
  const earned = await api.call('history', { query: { transactionType: 'earn', isPagination: 'false' } });
  expect(
    earned.MemberTransactions.filter((entry) => entry.typeCode === 'ONBOARDING_STEP')
      .map((entry) => entry.reference)
      .sort(),
  ).toEqual(['1', '2', '3']);

  await page.goto('/fr/sondage/');
  await expect(remote.getByRole('progressbar', { name: 'Sondages d’accueil remplis' })).toHaveAttribute('aria-valuetext', '3 sur 3');
  await expect(remote.getByText('Tous les sondages d’accueil sont remplis', { exact: true })).toBeVisible();
});
