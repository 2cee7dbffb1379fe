import { type Locale, LOCALES, normalizePath, routeTable } from '@maple/contracts';
import { accessibilityViolations } from '../support/accessibility';
import { expect, test, visitorContext } from '../support/member-fixture';

// The screens whose heading says more than their short title (the title names them in the
// navigation and the document's title).
const headings: Readonly<Record<string, Record<Locale, string>>> = {
  home: {
    'en-CA': 'Get rewarded for the brands you already buy',
    'fr-CA': 'Obtenez des récompenses pour les marques que vous achetez déjà',
  },
};

// Every screen of the spec, in both languages, rendered by the app that owns it, with no
// WCAG 2.1 A/AA violation that axe can find. The other written form of each path (with or
// without its trailing slash) is answered with the same page; the route index matches both
// forms (route-index.test.ts), so the browser renders the spec's form only.
for (const route of routeTable) {
  test(`${route.id} is rendered by ${route.app} in English and French`, async ({ browser, memberState }) => {
    // Member-only screens are checked as a signed-in member; the redirect of visitors has its own journey.
    const context = await visitorContext(browser, route.protected ? memberState : undefined);
    const page = await context.newPage();
    for (const locale of LOCALES) {
      const path = route.paths[locale];
      const served = await (await page.goto(path))?.text();
      const name = headings[route.id]?.[locale] ?? route.title[locale];
      const heading = page.getByRole('heading', { level: 1, name, exact: true });
      if (route.app === 'shell') {
        await expect(heading).toBeVisible();
        await expect(page.locator('[data-mfe]:visible')).toHaveCount(0);
      } else {
        await expect(page.locator(`[data-mfe="${route.app}"]`).getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${route.title[locale]} | Maple Rewards`);
      expect(await accessibilityViolations(page)).toEqual([]);
      if (path !== '/') {
        const otherForm = path.endsWith('/') ? normalizePath(path) : `${path}/`;
        const other = await page.request.get(otherForm);
        expect(other.status(), otherForm).toBe(200);
        expect(await other.text(), otherForm).toBe(served);
      }
    }
    await context.close();
  });
}
