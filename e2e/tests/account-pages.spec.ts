import { LOCALES, routeTable } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { accessibilityViolations } from '../support/accessibility';
import { seedHistoryOf } from '../support/account';
import { expect, openTheSessionOf, test as base } from '../support/member-fixture';
import { type SignedUpMember, signUpThroughTheServices } from '../support/members';

// Every account screen, signed in, in both languages, at 360 px and 1280 px: no axe violation,
// nothing wider than the window, tables included. One screen a test.
const accountRoutes = routeTable.filter((route) => route.app === 'account');

/**
 * The member these tours look at, one a worker, with a history worth looking at (seeded once;
 * the tours read, never change): a member of their own keeps the tours' calls under the API's
 * limit of 120 a minute per member, and away from the worker's member of the other journeys.
 */
const test = base.extend<object, { touringMember: SignedUpMember }>({
  touringMember: [
    async ({ playwright }, use) => {
      const member = await signUpThroughTheServices('Morgan', { requests: playwright.request });
      await seedHistoryOf(member.consumerId);
      await use(member);
    },
    { scope: 'worker' },
  ],
});

/** The page at the window's width: no axe violation, nothing wider than the window, no table either. */
async function expectUsableAt(page: Page, width: number, what: string) {
  await page.setViewportSize({ width, height: 900 });
  expect(await accessibilityViolations(page), `${what} ${width}px`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} ${width}px is wider than the window`).toBeLessThanOrEqual(0);
  // A table may scroll inside its own box; none should have to, even on a phone.
  const tableOverflow = await page
    .locator('[data-mfe="account"] table')
    .evaluateAll((tables) => Math.max(0, ...tables.map((table) => table.getBoundingClientRect().right - window.innerWidth)));
  expect(tableOverflow, `${what} ${width}px has a table wider than the window`).toBeLessThanOrEqual(0);
}

for (const route of accountRoutes) {
  test(`the ${route.title['en-CA']} screen, signed in, in both languages at 360 px and 1280 px`, async ({ page, touringMember }) => {
    await openTheSessionOf(page, touringMember);
    for (const locale of LOCALES) {
      await page.goto(route.paths[locale]);
      const app = page.locator('[data-mfe="account"]');
      await expect(app.getByRole('heading', { level: 1, name: route.title[locale], exact: true })).toBeVisible();
      await expect(app.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      for (const width of [360, 1280]) await expectUsableAt(page, width, `${route.id} ${locale}`);
    }
  });
}

// The one account screen a visitor comes to on purpose: a friend's invitation link.
for (const locale of LOCALES) {
  test(`the invitation page, signed out, in ${locale} at 360 px and 1280 px`, async ({ page }) => {
    await page.goto(`${routeTable.find((route) => route.id === 'invitation')?.paths[locale]}?invite=ABCD2345`);
    const app = page.locator('[data-mfe="account"]');
    await expect(app.getByRole('link', { name: locale === 'fr-CA' ? 'S’inscrire gratuitement' : 'Sign up for free' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const width of [360, 1280]) {
      await expectUsableAt(page, width, `invitation ${locale}`);
      await page.screenshot({ path: test.info().outputPath(`invitation-visitor-${locale}-${width}.png`), fullPage: true });
    }
  });
}
