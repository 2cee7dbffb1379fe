import { expectUsableAtEveryWidth } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { card, couponsApp } from '../support/coupons';

// The coupon basket and the sample basket follow the member across pages and languages.

test('both baskets follow a member across pages and languages', async ({ page }) => {
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/coupons/');
  const app = couponsApp(page);
  await card(app, 'Save $3 on Tide PODS')
    .getByRole('button', { name: /^Clip coupon/ })
    .click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free samples' }).click();
  await card(app, 'Downy Unstopables in-wash scent booster')
    .getByRole('button', { name: /^Add to my basket/ })
    .click();

  await page.goto('/fr/panier/');
  await expect(
    app.getByRole('region', { name: 'Bons de réduction dans votre panier' }).getByText(/^Économisez 3\s\$ sur Tide PODS$/),
  ).toBeVisible();
  await expect(
    app
      .getByRole('region', { name: 'Échantillons dans votre panier' })
      .getByText('Rehausseur de parfum Downy Unstopables', { exact: true }),
  ).toBeVisible();
  await expect(app.getByText('Votre panier est vidé lorsque vous vous déconnectez.')).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
