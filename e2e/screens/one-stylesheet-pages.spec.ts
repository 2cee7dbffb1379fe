import { type Locale, LOCALES, href } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { accessibilityViolations, WIDTHS } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

// The apps whose CSS became one stylesheet (decision 012, issue 18): the shell, mfe-campaigns,
// mfe-rewards and mfe-surveys, each on a page served as HTML or rendered in the browser, at
// 360 px and 1280 px, in both languages, for a visitor and a member. No axe violation, nothing
// wider than the window; full-page screenshots go to test-results/ for a person to look at.
const pages: readonly { name: string; app: string; path: (locale: Locale) => string }[] = [
  { name: 'home', app: 'campaigns', path: (locale) => href('home', locale) },
  { name: 'landing', app: 'campaigns', path: (locale) => href('menopause', locale) },
  { name: 'all-rewards', app: 'rewards', path: (locale) => href('allRewards', locale) },
  { name: 'quizzes', app: 'surveys', path: (locale) => href('quizzes', locale) },
];

async function checkAndCapture(page: Page, who: string, locale: Locale, width: number) {
  for (const shown of pages) {
    const path = shown.path(locale);
    await page.goto(path);
    await expect(page.locator(`[data-mfe="${shown.app}"]`).getByRole('heading', { level: 1 }), path).toBeVisible();
    expect(await accessibilityViolations(page), `${path} ${who} ${width}px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${path} is wider than ${width}px`,
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${shown.name}-${who}-${locale}-${width}.png`) });
  }
}

for (const locale of LOCALES) {
  test(`the one-stylesheet pages for a visitor, in ${locale}`, async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await checkAndCapture(page, 'visitor', locale, width);
    }
  });

  test(`the one-stylesheet pages for a member, in ${locale}`, async ({ page }) => {
    await signedInAsANewMember(page, 'Morgan');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await checkAndCapture(page, 'member', locale, width);
    }
  });
}
