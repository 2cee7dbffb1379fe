import { expectUsableAtEveryWidth } from '../support/accessibility';
import { expect, test } from '../support/member-fixture';
import { card, couponPagesOf, couponsApp } from '../support/coupons';

// Promo codes are shown in full and copied with one button; the partners' pages (retail
// partner, 1 per transaction; grocery partner) are this environment's, in the page's
// language, opened in a new tab that is not handed this page.

test('a visitor copies a promo code and finds the partners’ pages of this environment', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/coupons/');
  const app = couponsApp(page);
  const olay = card(app.getByRole('region', { name: 'Promo codes' }), '25% off Olay Regenerist online');
  await expect(olay.getByText('OLAYMAPLE25', { exact: true })).toBeVisible();
  await olay.getByRole('button', { name: /^Copy the code/ }).click();
  await expect(olay.getByRole('status')).toHaveText('Code OLAYMAPLE25 copied: paste it at checkout.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('OLAYMAPLE25');

  const couponPages = await couponPagesOf(page);
  const retail = app.getByRole('region', { name: 'Retail partner' });
  await expect(retail.getByText('Limit of 1 coupon per transaction.')).toBeVisible();
  const cashBack = retail.getByRole('link', { name: /^All cash-back offers/ });
  await expect(cashBack).toHaveAttribute('href', couponPages.retailCashback?.['en-CA'] ?? 'missing');
  await expect(cashBack).toHaveAttribute('target', '_blank');
  await expect(cashBack).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(card(retail, '$5 cash back on Gillette Fusion5 razors').getByRole('link', { name: /^Get this offer/ })).toHaveAttribute(
    'href',
    couponPages.razor?.['en-CA'] ?? 'missing',
  );
  await expect(app.getByRole('region', { name: 'Grocery partner' }).getByRole('link', { name: /^All grocery coupons/ })).toHaveAttribute(
    'href',
    couponPages.grocery?.['en-CA'] ?? 'missing',
  );
});

test('in French, the partners’ French pages', async ({ page }) => {
  await page.goto('/fr/bons-rabais/');
  const app = couponsApp(page);
  const couponPages = await couponPagesOf(page);
  const retail = app.getByRole('region', { name: 'Partenaire détaillant' });
  await expect(retail.getByText('Limite de 1 bon de réduction par transaction.')).toBeVisible();
  await expect(retail.getByRole('link', { name: /^Toutes les offres de remise en argent/ })).toHaveAttribute(
    'href',
    couponPages.retailCashback?.['fr-CA'] ?? 'missing',
  );
  await expect(app.getByRole('link', { name: /^Plus de bons de réduction chez notre partenaire/ })).toHaveAttribute(
    'href',
    couponPages.offers?.['fr-CA'] ?? 'missing',
  );
  await expect(card(app, /^25\s% de rabais sur Olay Regenerist en ligne$/).getByRole('button', { name: /^Copier le code/ })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
