import { expectUsableAtEveryWidth } from '../support/accessibility';
import { expect, test } from '../support/member-fixture';
import { couponPagesOf, couponsApp } from '../support/coupons';

// `#optimumCards` (spec section 2) lands on the loyalty-card partner's section: scrolled to,
// and focused so the keyboard carries on from there. Its login opens the partner's page of
// this environment in a new tab, without handing it this page.

test('#optimumCards scrolls to the loyalty-card offers and focuses them', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await page.goto('/coupons/#optimumCards');
  const section = couponsApp(page).locator('#optimumCards');
  await expect(section).toBeFocused();
  await expect(section.getByRole('heading', { level: 2, name: 'Loyalty-card offers' })).toBeInViewport();
  const login = section.getByRole('link', { name: /^Sign in to your loyalty card/ });
  await expect(login).toHaveAttribute('href', /^https:\/\//);
  await expect(login).toHaveAttribute('target', '_blank');
  await expect(login).toHaveAttribute('rel', 'noopener noreferrer');

  // The keyboard goes on from the section: the next Tab reaches its login.
  await page.keyboard.press('Tab');
  await expect(login).toBeFocused();
  await expectUsableAtEveryWidth(page);
});

test('#optimumCards shows a signed-in member the loyalty-card offers kept for them, in French', async ({ browser, memberState }) => {
  const context = await browser.newContext({ storageState: memberState });
  const page = await context.newPage();
  await page.goto('/fr/bons-rabais/#optimumCards');
  const section = couponsApp(page).locator('#optimumCards');
  await expect(section).toBeFocused();
  await expect(section.getByRole('heading', { level: 2, name: 'Offres pour carte de fidélité' })).toBeInViewport();
  await expect(section.getByRole('heading', { name: /^1\s000 points en prime sur Downy Unstopables$/ })).toBeVisible();
  // The environment's French loyalty-card login, from the coupons remote's settings.
  const couponPages = await couponPagesOf(page);
  await expect(section.getByRole('link', { name: /^Me connecter à ma carte de fidélité/ })).toHaveAttribute(
    'href',
    couponPages.loyaltyLogin?.['fr-CA'] ?? 'missing',
  );
  await expectUsableAtEveryWidth(page);
  await context.close();
});
