import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { card, countPrinterDialogs, couponsApp } from '../support/coupons';

// Every failure of the coupon service is said where it happened, in the member's language,
// with the catalogue's code (spec section 8), and nothing clipped is lost.

test('offers that do not load say why, with their code, and load on Try again', async ({ page, context }) => {
  const visitor = await asDevVisitor(context);
  await injectFault(visitor, { path: 'nmc-anonymous/OfferDisplay', method: 'GET', status: 503, message: 'Service not available' });
  await page.goto('/coupons/');
  const app = couponsApp(page);
  const failure = app.getByRole('alert');
  await expect(failure).toContainText('We couldn’t load the coupons');
  await expect(failure).toContainText('The coupon service is not available right now. Try again later. Error code 1250');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(card(app, 'Save $3 on Tide PODS')).toBeVisible();
  await expect(app.getByRole('alert')).toHaveCount(0);
});

test('a refused print job says why with its code, prints nothing and keeps the basket', async ({ page, context }) => {
  const visitor = await asDevVisitor(context);
  const printerDialogs = await countPrinterDialogs(page);
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/fr/bons-rabais/');
  const app = couponsApp(page);
  await card(app, /^Économisez 3\s\$ sur Tide PODS$/)
    .getByRole('button', { name: /^Découper le bon/ })
    .click();
  await app.getByRole('button', { name: 'Imprimer mes bons de réduction' }).click();
  await injectFault(visitor, { path: 'nmc-consumer-print/PrintService', method: 'POST', status: 422, message: 'Unprocessable entity' });
  await app.getByRole('button', { name: 'Imprimer 1 bon de réduction' }).click();

  const failure = app.getByRole('alert');
  await expect(failure).toContainText('Vos bons de réduction n’ont pas été imprimés.');
  await expect(failure).toContainText('Code d’erreur 1258');
  expect(await printerDialogs()).toBe(0);
  await expect(
    app.getByRole('region', { name: 'Imprimer vos bons de réduction' }).getByText(/^Économisez 3\s\$ sur Tide PODS$/),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('basket'))).toBe('["OFF-PRINT-TIDE-3"]');
});
