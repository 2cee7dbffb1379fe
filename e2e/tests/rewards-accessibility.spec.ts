import { LOCALES, siteRoutes } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { expect, signUpThroughTheSite, test, visitorContext } from '../support/member-fixture';

const SCREENS = siteRoutes.ownedBy('rewards');
const WIDTHS = [360, 1280] as const;

/**
 * Opens a screen the way a member moves around the site (in the page, keeping what it has
 * read: a reload per screen would also spend the member's API rate limit), then checks that
 * the page fits its width (no horizontal scrolling) and that axe finds nothing.
 */
async function checkScreen(page: Page, path: string) {
  if (page.url() === 'about:blank') await page.goto(path);
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
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} scrolls sideways`).toBe(true);
  expect(await accessibilityViolations(page), path).toEqual([]);
}

for (const width of WIDTHS) {
  test(`every rewards screen, signed out, at ${width} px in both languages: no axe violation, no sideways scrolling`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await visitorContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    for (const route of SCREENS.filter((screen) => !screen.protected)) {
      for (const locale of LOCALES) await checkScreen(page, route.paths[locale]);
    }
    // A reward's dialog, as a visitor sees it.
    await checkScreen(page, '/fr/recompenses/?reward=GC-CINEPLEX-10');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });

  test(`every rewards screen, signed in, at ${width} px in both languages: no axe violation, no sideways scrolling`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const context = await visitorContext(browser);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    // A member of its own: this tour spends most of a minute's API calls (the rate limit counts
    // per member), which the worker's member needs for the journeys after it.
    await page.goto('/');
    await signUpThroughTheSite(page);
    for (const route of SCREENS) {
      for (const locale of LOCALES) await checkScreen(page, route.paths[locale]);
    }
    await checkScreen(page, '/rewards/all/?reward=SWP-GROCERIES-YEAR');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await context.close();
  });
}

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
