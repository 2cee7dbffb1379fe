import { type Locale, LOCALES, href } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { accessibilityViolations, WIDTHS } from '../support/accessibility';
import { picturesSettled, readThrough } from '../support/images';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

// Every page issue 20's pictures, heading and company page changed, at 360 px and 1280 px, in
// both languages, for a visitor and a member: no axe violation, nothing wider than the screen,
// every picture shown. Full-page screenshots go to test-results/ for a person to look at.
const changedPages: readonly { name: string; app: string; path: (locale: Locale) => string }[] = [
  { name: 'home', app: 'campaigns', path: (locale) => href('home', locale) },
  { name: 'rewards', app: 'rewards', path: (locale) => href('rewards', locale) },
  { name: 'all-rewards', app: 'rewards', path: (locale) => href('allRewards', locale) },
  { name: 'coupons', app: 'coupons', path: (locale) => href('coupons', locale) },
  { name: 'samples', app: 'coupons', path: (locale) => href('samples', locale) },
  { name: 'causes', app: 'campaigns', path: (locale) => href('causes', locale) },
  { name: 'cause', app: 'campaigns', path: (locale) => `${href('causes', locale)}?cause=wwf` },
  { name: 'articles', app: 'campaigns', path: (locale) => href('articles', locale) },
  { name: 'good-news', app: 'campaigns', path: (locale) => href('goodNews', locale) },
  { name: 'article', app: 'campaigns', path: (locale) => `${href('goodNews', locale)}?article=wetlands-restored-2026` },
  { name: 'our-company', app: 'campaigns', path: (locale) => href('ourCompany', locale) },
  { name: 'menopause', app: 'campaigns', path: (locale) => href('menopause', locale) },
  { name: 'downy-sample', app: 'campaigns', path: (locale) => href('fabricCareSampleSignup', locale) },
  { name: 'recycling', app: 'campaigns', path: (locale) => href('recycling', locale) },
  { name: 'scholarship', app: 'campaigns', path: (locale) => href('scholarship', locale) },
  { name: 'always-coupons', app: 'campaigns', path: (locale) => (locale === 'fr-CA' ? '/fr/alwayscoupon2025/' : '/alwayscoupon2025/') },
];

async function checkAndCapture(page: Page, who: string, locale: Locale, width: number) {
  for (const changed of changedPages) {
    const path = changed.path(locale);
    await page.goto(path);
    const app = page.locator(`[data-mfe="${changed.app}"]`);
    await expect(app.getByRole('heading', { level: 1 }), path).toBeVisible();
    // Sections below the fold load as they come on screen: read through first.
    await readThrough(page);
    await expect(app.locator('[aria-busy="true"]'), path).toHaveCount(0);
    await picturesSettled(page);
    const broken = await page.evaluate(() => [...document.images].filter((image) => image.naturalWidth === 0).length);
    expect(broken, `${path}: a broken picture`).toBe(0);
    expect(await accessibilityViolations(page), `${path} ${who} ${width}px`).toEqual([]);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      `${path} is wider than ${width}px`,
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${changed.name}-${who}-${locale}-${width}.png`), fullPage: true });
  }
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(`the pictured pages at ${width} px for a visitor, in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await checkAndCapture(page, 'visitor', locale, width);
    });

    test(`the pictured pages at ${width} px for a member, in ${locale}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      // A member of their own per test: 16 pages stay under the API's 120 calls a minute per member.
      await signedInAsANewMember(page, 'Morgan');
      await checkAndCapture(page, 'member', locale, width);
    });
  }
}
