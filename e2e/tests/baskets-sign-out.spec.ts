import { expectUsableAtEveryWidth } from '../support/accessibility';
import { expect, signedInAsANewMember, test, throughTheProviderLogout } from '../support/member-fixture';
import { card, couponsApp } from '../support/coupons';

// The baskets are emptied when the member signs out: the next person on this computer starts with nothing.

test('both baskets are emptied when the member signs out, in French', async ({ page }) => {
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/fr/bons-rabais/');
  const app = couponsApp(page);
  await card(app, /^Économisez 3\s\$ sur Tide PODS$/)
    .getByRole('button', { name: /^Découper le bon/ })
    .click();
  await page.goto('/fr/echantillons');
  await card(app, 'Rehausseur de parfum Downy Unstopables')
    .getByRole('button', { name: /^Ajouter à mon panier/ })
    .click();
  await page.goto('/fr/panier/');
  await expect(app.getByRole('region', { name: 'Échantillons dans votre panier' })).toContainText('Rehausseur de parfum Downy Unstopables');

  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
  await throughTheProviderLogout(page, '/fr/');
  await expect
    .poll(() => page.evaluate(() => [localStorage.getItem('basket'), localStorage.getItem('sampleBasket')]))
    .toEqual([null, null]);
  await page.goto('/basket/');
  await expect(app.getByRole('heading', { name: 'No coupons in your basket' })).toBeVisible();
  await expect(app.getByRole('heading', { name: 'No samples in your basket' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
