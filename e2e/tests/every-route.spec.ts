import { LOCALES, normalizePath, routeTable } from '@maple/contracts';
import { accessibilityViolations } from '../support/accessibility';
import { expect, test, visitorContext } from '../support/member-fixture';

// Every screen of the spec, in both languages, rendered by the app that owns it, with no
// WCAG 2.1 A/AA violation that axe can find.
for (const route of routeTable) {
  test(`${route.id} is rendered by ${route.app} in English and French`, async ({ browser, memberState }) => {
    // Member-only screens are checked as a signed-in member; the redirect of visitors has its own journey.
    const context = await visitorContext(browser, route.protected ? memberState : undefined);
    const page = await context.newPage();
    for (const locale of LOCALES) {
      const path = route.paths[locale];
      // Both written forms of a path work: with and without its trailing slash.
      const forms = path === '/' ? [path] : [path, path.endsWith('/') ? normalizePath(path) : `${path}/`];
      for (const form of forms) {
        await page.goto(form);
        const heading = page.getByRole('heading', { level: 1, name: route.title[locale], exact: true });
        if (route.app === 'shell') {
          await expect(heading).toBeVisible();
          await expect(page.locator('[data-mfe]:visible')).toHaveCount(0);
        } else {
          await expect(
            page.locator(`[data-mfe="${route.app}"]`).getByRole('heading', { level: 1, name: route.title[locale], exact: true }),
          ).toBeVisible();
        }
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(`${route.title[locale]} | Maple Rewards`);
      }
      expect(await accessibilityViolations(page)).toEqual([]);
    }
    await context.close();
  });
}
