import { type Locale, LOCALES, siteRoutes } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { expect, openTheSessionOf, test as base } from '../support/member-fixture';
import { type SignedUpMember, signUpThroughTheServices } from '../support/members';

const SCREENS = siteRoutes.ownedBy('rewards');
const WIDTHS = [360, 1280] as const;

/**
 * The member of the signed-in tours, one a worker (the tours read, never change): a member of
 * their own keeps the tours' calls under the API's limit of 120 a minute per member, and away
 * from the worker's member of the other journeys.
 */
const test = base.extend<object, { touringMember: SignedUpMember }>({
  touringMember: [
    async ({ playwright }, use) => use(await signUpThroughTheServices('Robin', { requests: playwright.request })),
    { scope: 'worker' },
  ],
});

/**
 * Opens a screen, loaded or the way a member moves around the site (in the page, keeping what
 * it has read: a reload per screen would also spend the member's API rate limit), and waits for
 * its content.
 */
async function openScreen(page: Page, path: string, how: 'load' | 'in the page' = 'load') {
  if (how === 'load') await page.goto(path);
  else
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?.]/g, '\\$&')}$`));
  await expect(page.locator('[data-mfe="rewards"] h1')).toBeVisible();
  // Wait for the content, not the skeletons.
  await expect(page.locator('[data-mfe="rewards"] [aria-busy="true"], [data-mfe="rewards"] [role="status"]:text("Loading")')).toHaveCount(
    0,
  );
  await page.waitForLoadState('networkidle');
}

/** At `width`: the page fits it (no sideways scrolling) and axe finds nothing. */
async function checkAt(page: Page, what: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${what} scrolls sideways at ${width} px`,
  ).toBe(true);
  expect(await accessibilityViolations(page), `${what} at ${width} px`).toEqual([]);
}

/** The screen in both languages (in the page, as a member moves), each at both widths. */
async function checkInBothLanguages(page: Page, paths: Record<Locale, string>) {
  for (const locale of LOCALES) {
    await openScreen(page, paths[locale], locale === LOCALES[0] ? 'load' : 'in the page');
    for (const width of locale === 'en-CA' ? WIDTHS : [...WIDTHS].reverse()) await checkAt(page, paths[locale], width);
  }
}

for (const route of SCREENS.filter((screen) => !screen.protected)) {
  test(`the ${route.title['en-CA']} screen, signed out, in both languages at 360 px and 1280 px: no axe violation, no sideways scrolling`, async ({
    page,
  }) => {
    await checkInBothLanguages(page, route.paths);
  });
}

for (const route of SCREENS) {
  test(`the ${route.title['en-CA']} screen, signed in, in both languages at 360 px and 1280 px: no axe violation, no sideways scrolling`, async ({
    page,
    touringMember,
  }) => {
    await openTheSessionOf(page, touringMember);
    await checkInBothLanguages(page, route.paths);
  });
}

test('a reward’s dialog, as a visitor sees it, at 360 px and 1280 px', async ({ page }) => {
  await openScreen(page, '/fr/recompenses/?reward=GC-CINEPLEX-10');
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const width of WIDTHS) await checkAt(page, 'the dialog', width);
});

test('a sweepstakes’ dialog, as a member sees it, at 360 px and 1280 px', async ({ page, touringMember }) => {
  await openTheSessionOf(page, touringMember);
  await openScreen(page, '/rewards/all/?reward=SWP-GROCERIES-YEAR');
  await expect(page.getByRole('dialog')).toBeVisible();
  for (const width of WIDTHS) await checkAt(page, 'the dialog', width);
});

test('the catalogue, a reward and its sign-in prompt work with the keyboard alone', async ({ page }) => {
  await page.goto('/rewards/all/');
  const search = page.getByRole('searchbox', { name: 'Search rewards' });
  await search.focus();
  await page.keyboard.type('tim hortons');
  await expect(page.getByText('1 reward', { exact: true })).toBeVisible();
  // Tab on to the only card's button, and open it with Enter.
  const details = page.getByRole('button', { name: /^See details\W+\$5 Tim Hortons eGift card$/ });
  for (let presses = 0; presses < 10 && !(await details.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(details).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '$5 Tim Hortons eGift card' });
  await expect(dialog).toBeVisible();
  const signIn = dialog.getByRole('button', { name: 'Sign in to redeem' });
  for (let presses = 0; presses < 6 && !(await signIn.evaluate((button) => button === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(signIn).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(details).toBeFocused();
});
