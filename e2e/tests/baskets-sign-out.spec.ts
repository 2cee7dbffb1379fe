import { expect, test, throughTheProviderLogout } from '../support/member-fixture';
import { card, couponsApp, expectUsableOnPhoneAndDesktop, signUpInTheLanguageOfThePage } from '../support/coupons';

// The coupon basket and the sample basket follow the member across pages and languages, and
// are emptied when they sign out (the next person on this computer starts with nothing).

test('both baskets follow a member across pages and languages, and are emptied at sign-out', async ({ page }) => {
  // Sign-up, two pages checked at two widths, and the identity provider's sign-out.
  test.setTimeout(60_000);
  await page.goto('/coupons/');
  await signUpInTheLanguageOfThePage(page, 'en-CA');
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
  await expectUsableOnPhoneAndDesktop(page);

  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
  await throughTheProviderLogout(page, '/fr/');
  expect(await page.evaluate(() => [localStorage.getItem('basket'), localStorage.getItem('sampleBasket')])).toEqual([null, null]);
  await page.goto('/basket/');
  await expect(app.getByRole('heading', { name: 'No coupons in your basket' })).toBeVisible();
  await expect(app.getByRole('heading', { name: 'No samples in your basket' })).toBeVisible();
  await expectUsableOnPhoneAndDesktop(page);
});
