import { LOCALES, routeTable } from '@maple/contracts';
import { accessibilityViolations } from '../support/accessibility';
import { newMemberOnTheSite, seedHistory } from '../support/account';
import { expect, test } from '../support/member-fixture';

// Every account screen, signed in, in both languages, at 360 px and 1280 px: no axe violation,
// nothing wider than the window, tables included. Screenshots go to test-results/ for a person to look at.
const accountRoutes = routeTable.filter((route) => route.app === 'account');

for (const width of [360, 1280]) {
  test(`the account screens at ${width} px, signed in, in English and French`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    // A member of their own, with a history worth looking at (a history is seeded once per member).
    await newMemberOnTheSite(page, 'Morgan');
    await seedHistory(page);
    for (const route of accountRoutes) {
      for (const locale of LOCALES) {
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
    }
  });
}
