import { expectUsableAtEveryWidth } from '../support/accessibility';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { card, couponsApp, fillTheSampleOrder, unusedCivicNumber } from '../support/coupons';

// A member chooses a free sample, which waits in the basket, and orders it with a delivery
// address and the two confirmations: the order number shows, the success code 1210 is
// logged, the order is listed, and the sample is now "already ordered".

test('a member orders a free sample from the basket, with a delivery address', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await signedInAsANewMember(page, 'Morgan', { confirmed: true });
  await page.goto('/samples');
  const app = couponsApp(page);
  const list = app.getByRole('region', { name: 'Samples you can order' });
  const downy = card(list, 'Downy Unstopables in-wash scent booster');
  await downy.getByRole('button', { name: /^Add to my basket/ }).click();
  await expect(downy.getByText('In your basket')).toBeVisible();

  await app.getByRole('link', { name: 'My basket' }).first().click();
  const basket = app.getByRole('region', { name: 'Samples in your basket' });
  await expect(basket.getByText('Downy Unstopables in-wash scent booster', { exact: true })).toBeVisible();
  await basket.getByRole('link', { name: 'Order my samples' }).click();

  await expect(page).toHaveURL(/\/samples#order$/);
  const order = app.locator('#order');
  await expect(order).toBeFocused();
  await fillTheSampleOrder(page, 'en-CA', {
    line1: `${unusedCivicNumber()} Elgin St.`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5K7',
  });
  await expectUsableAtEveryWidth(page);
  await order.getByRole('button', { name: 'Order my sample' }).click();

  const outcome = order.getByRole('status');
  await expect(outcome).toContainText('1 sample ordered of 1');
  await expect(outcome).toContainText(/Downy Unstopables in-wash scent booster: ordered\. Your order number is SO-[0-9A-F]{10}\./);
  expect(logged.some((line) => line.startsWith('[monitoring] 1210 POST modernincentives/orders/v2/samples'))).toBe(true);

  const orders = app.getByRole('region', { name: 'Your sample orders' });
  await expect(orders.getByText('Downy Unstopables in-wash scent booster')).toBeVisible();
  await expect(orders.getByText(/^SO-[0-9A-F]{10}$/)).toBeVisible();
  await expect(downy.getByText('Already ordered', { exact: true })).toBeVisible();
  await expect(downy.getByText('You have already ordered the sample.')).toBeVisible();
  await expect(downy.getByRole('button')).toHaveCount(0);
  await expectUsableAtEveryWidth(page);
});

test('a member orders a free sample in French', async ({ page }) => {
  await signedInAsANewMember(page, 'Morgan', { confirmed: true });
  await page.goto('/fr/echantillons');
  const app = couponsApp(page);
  const olay = card(app.getByRole('region', { name: 'Échantillons à commander' }), 'Crème Micro-Sculptante Olay Regenerist');
  await olay.getByRole('button', { name: /^Ajouter à mon panier/ }).click();

  const order = app.locator('#order');
  await fillTheSampleOrder(page, 'fr-CA', {
    line1: `${unusedCivicNumber()}, rue Sainte-Catherine Ouest`,
    city: 'Montréal',
    province: 'Québec',
    postalCode: 'H3B 1A7',
  });
  await order.getByRole('button', { name: 'Commander mon échantillon' }).click();

  await expect(order.getByRole('status')).toContainText('1 échantillon commandé sur 1');
  await expect(order.getByRole('status')).toContainText(/Votre numéro de commande est SO-[0-9A-F]{10}\./);
  await expect(olay.getByText('Déjà commandé', { exact: true })).toBeVisible();
  await expect(
    app.getByRole('region', { name: 'Vos commandes d’échantillons' }).getByText('Crème Micro-Sculptante Olay Regenerist'),
  ).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
