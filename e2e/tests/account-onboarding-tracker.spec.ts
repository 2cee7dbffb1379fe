import { expect, test, visitorContext } from '../support/member-fixture';

test('the onboarding tracker shows itself once the member interacts with the 2nd page of a visit, on another remote’s page', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/');
  const tracker = page.getByRole('complementary', { name: /Your onboarding/ });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Morgan');
  await expect(tracker).toHaveCount(0);

  // The 2nd page of the visit, reached inside the site: a rewards remote's page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  await expect(tracker).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(tracker).toBeVisible();
  await expect(tracker).toContainText('Incomplete');
  await expect(tracker.getByRole('link', { name: 'Add your gender and date of birth' })).toBeVisible();

  // The 3rd page: out of the way again.
  await tracker.getByRole('link', { name: 'Add your gender and date of birth' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(tracker).toHaveCount(0);
  await context.close();
});

test('the tracker shows on a French rewards page of the completeOnboarding campaign, on the first page', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/fr/recompenses/?campaign=completeOnboarding');
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  await page.mouse.click(5, 300);
  await expect(page.getByRole('complementary', { name: /Votre accueil/ })).toContainText('Incomplet');
  await context.close();
});
