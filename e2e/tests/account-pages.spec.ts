import { LOCALES, routeTable } from '@maple/contracts';
import { accessibilityViolations } from '../support/accessibility';
import { newMemberOnTheSite, seedHistory } from '../support/account';
import { expect, test } from '../support/member-fixture';

// Every account screen, signed in, in both languages, at 360 px and 1280 px: no axe violation,
// nothing wider than the window, tables included. Screenshots go to test-results/ for a person to look at.
const accountRoutes = routeTable.filter((route) => route.app === 'account');

// One member per language and width: 11 screens of about 6 calls each stay under the API's
// rate limit of 120 calls a minute per member.
for (const width of [360, 1280]) {
  for (const locale of LOCALES) {
    test(`the account screens at ${width} px, signed in, in ${locale}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      // A member of their own, with a history worth looking at (a history is seeded once per member).
      await newMemberOnTheSite(page, 'Morgan');
      await seedHistory(page);
      for (const route of accountRoutes) {
        await page.goto(route.paths[locale]);
        const app = page.locator('[data-mfe="account"]');
        await expect(app.getByRole('heading', { level: 1, name: route.title[locale], exact: true })).toBeVisible();
        await expect(app.locator('[aria-busy="true"], [data-skeleton]')).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        expect(await accessibilityViolations(page), `${route.id} ${locale} ${width}px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${route.id} ${locale} ${width}px is wider than the window`).toBeLessThanOrEqual(0);
        // A table may scroll inside its own box; none should have to, even on a phone.
        const tableOverflow = await app
          .locator('table')
          .evaluateAll((tables) => Math.max(0, ...tables.map((table) => table.getBoundingClientRect().right - window.innerWidth)));
        expect(tableOverflow, `${route.id} ${locale} ${width}px has a table wider than the window`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: test.info().outputPath(`${route.id}-${locale}-${width}.png`), fullPage: true });
      }
    });
  }
}

// The one account screen a visitor comes to on purpose: a friend's invitation link.
for (const width of [360, 1280]) {
  test(`the invitation page at ${width} px, signed out, in English and French`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const locale of LOCALES) {
      await page.goto(`${routeTable.find((route) => route.id === 'invitation')?.paths[locale]}?invite=ABCD2345`);
      const app = page.locator('[data-mfe="account"]');
      await expect(app.getByRole('link', { name: locale === 'fr-CA' ? 'S’inscrire gratuitement' : 'Sign up for free' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await accessibilityViolations(page), `invitation ${locale} ${width}px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: test.info().outputPath(`invitation-visitor-${locale}-${width}.png`), fullPage: true });
    }
  });
}
