import { accessibilityViolations } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { acceptAllCookiesFromTheSurveyPage, surveysRemote } from '../support/surveys';

test('a member who kept necessary cookies only is asked for all cookies before a survey opens, and accepts them on the page', async ({
  page,
}) => {
  await signedInAsANewMember(page, 'Noor', { confirmed: true });
  await page.goto('/survey/?survey=1282');
  const remote = surveysRemote(page);
  const notice = remote.getByRole('note').filter({ hasText: 'Surveys need all cookies' });
  await expect(notice).toContainText('You chose necessary cookies only, so surveys cannot open.');
  await expect(remote.getByRole('heading', { name: 'Question 1 of 3' })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await acceptAllCookiesFromTheSurveyPage(page, 'en-CA');
  await expect(page).toHaveURL(/\/survey\/\?survey=1282$/);
  await expect(remote.getByRole('heading', { level: 2, name: 'Keeping your home clean' })).toBeVisible();
  await expect(remote.getByRole('heading', { name: 'Question 1 of 3' })).toBeVisible();
  // The shell started with the choice: no cookie banner, and the analytics data layer now records pages.
  await expect(page.getByRole('region', { name: 'Cookie choices' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBeGreaterThan(0);
});

test.describe('a first visit', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('en français, un visiteur qui n’a pas encore choisi voit l’exigence des sondages à côté de la bannière des témoins', async ({
    page,
  }) => {
    await page.goto('/fr/sondage/');
    const remote = surveysRemote(page);
    await expect(page.getByRole('region', { name: 'Choix des témoins' })).toBeVisible();
    await expect(remote.getByRole('note').filter({ hasText: 'Les sondages exigent tous les témoins' })).toContainText(
      'Vous n’avez pas encore fait votre choix de témoins.',
    );
    expect(await accessibilityViolations(page)).toEqual([]);

    await acceptAllCookiesFromTheSurveyPage(page, 'fr-CA');
    await expect(page.getByRole('region', { name: 'Choix des témoins' })).toHaveCount(0);
    await expect(remote.getByRole('heading', { level: 2, name: 'Choisissez un sondage' })).toBeVisible();
  });
});
