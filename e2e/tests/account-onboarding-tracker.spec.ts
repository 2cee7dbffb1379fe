import type { Browser, Locator, Page } from '@playwright/test';
import { remoteOrigin } from '../support/environment';
import { expect, test, visitorContext } from '../support/member-fixture';

/** Near the top: above the page's heading, not at its foot. */
async function expectAboveTheHeading(page: Page, tracker: Locator) {
  const [trackerBox, headingBox] = [await tracker.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
  expect(trackerBox && headingBox && trackerBox.y < headingBox.y).toBe(true);
}

/** The confirmed member's home page, as the first page of a visit, greeting them. */
async function aConfirmedMemberHome(browser: Browser, state: Parameters<typeof visitorContext>[1]): Promise<Page> {
  const context = await visitorContext(browser, state);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Jordan');
  return page;
}

test('the onboarding tracker shows itself once the member interacts with the 2nd page of a visit, on another remote’s page', async ({
  browser,
  confirmedMemberState,
}) => {
  const page = await aConfirmedMemberHome(browser, confirmedMemberState);
  const tracker = page.getByRole('complementary', { name: /Your onboarding/ });
  await page.keyboard.press('Tab');
  await expect(tracker).toHaveCount(0);

  // The 2nd page of the visit, reached inside the site: a rewards remote's page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  await expect(tracker).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(tracker).toBeVisible();
  await expectAboveTheHeading(page, tracker);
  await expect(tracker).toContainText('Incomplete');
  await expect(tracker.getByRole('link', { name: 'Add your gender and date of birth' })).toBeVisible();

  // The 3rd page: out of the way again.
  await tracker.getByRole('link', { name: 'Add your gender and date of birth' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(tracker).toHaveCount(0);
  await page.context().close();
});

test('a full page load is the next page of the same visit: the tracker shows on the 2nd page, however it was reached', async ({
  browser,
  confirmedMemberState,
}) => {
  const page = await aConfirmedMemberHome(browser, confirmedMemberState);
  // The 2nd page loaded in full (a link followed before the scripts ran, or an address typed).
  await page.goto('/rewards/');
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  const tracker = page.getByRole('complementary', { name: /Your onboarding/ });
  // The tracker (a parcel loaded after the page) answers the first interaction it is there to see.
  await expect(async () => {
    await page.keyboard.press('Tab');
    await expect(tracker).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.context().close();
});

test('the tracker shows on a French rewards page of the completeOnboarding campaign, on the first page', async ({
  browser,
  confirmedMemberState,
}) => {
  const context = await visitorContext(browser, confirmedMemberState);
  const page = await context.newPage();
  await page.goto('/fr/recompenses/?campaign=completeOnboarding');
  await expect(page.locator('[data-mfe="rewards"]')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Jordan');
  // The tracker (a parcel loaded after the page) answers the first interaction it is there to see:
  // a click before it has loaded goes unseen, as it would for a person, who then clicks again.
  const tracker = page.getByRole('complementary', { name: /Votre accueil/ });
  await expect(async () => {
    await page.mouse.click(5, 300);
    await expect(tracker).toContainText('Incomplet', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expectAboveTheHeading(page, tracker);
  await context.close();
});

test('mfe-account’s parcels are for members: a visitor’s page loads nothing of mfe-account, a member’s loads them', async ({
  page,
  browser,
  memberState,
}) => {
  const accountOrigin = remoteOrigin(3);
  const fromAccount = (requests: string[]) => requests.filter((url) => url.startsWith(accountOrigin));
  const visitorRequests: string[] = [];
  page.on('request', (request) => visitorRequests.push(request.url()));
  await page.goto('/');
  await expect(page.locator('[data-mfe="campaigns"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fromAccount(visitorRequests)).toEqual([]);
  await expect(page.locator('[data-parcel]')).toHaveCount(0);

  const context = await visitorContext(browser, memberState);
  const member = await context.newPage();
  const memberRequests: string[] = [];
  member.on('request', (request) => memberRequests.push(request.url()));
  await member.goto('/');
  await expect(member.locator('[data-parcel="onboarding-tracker"]')).toBeAttached();
  await expect(member.locator('[data-parcel="referral-invitation"]')).toBeAttached();
  await expect.poll(() => fromAccount(memberRequests).some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await context.close();
});
