import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, test } from '../support/member-fixture';
import { aNewMemberChooses, card, couponsApp, fillTheSampleOrder, unusedCivicNumber } from '../support/coupons';

// Every failure of the sample service is said where it happened, with the catalogue's code;
// a sample whose order failed for a passing reason stays in the basket, ready to try again.

test('samples that do not load say why, with their code', async ({ page, context }) => {
  const visitor = await asDevVisitor(context);
  await injectFault(visitor, { path: 'pgge-mics/campaigns/v1/campaigns', method: 'GET', status: 503, message: 'Service not available' });
  await page.goto('/fr/echantillons');
  const failure = couponsApp(page).getByRole('alert');
  await expect(failure).toContainText('Nous n’avons pas pu charger les échantillons');
  await expect(failure).toContainText(
    'Le service des échantillons n’est pas disponible pour le moment. Réessayez plus tard. Code d’erreur 1140',
  );
  await failure.getByRole('button', { name: 'Réessayer' }).click();
  await expect(card(couponsApp(page), 'Rehausseur de parfum Downy Unstopables')).toBeVisible();
});

test('an order the service could not take says why with its code, and the sample stays in the basket', async ({ page, context }) => {
  const visitor = await asDevVisitor(context);
  const app = await aNewMemberChooses(page, 'en-CA', 'Pantene Miracle Rescue deep conditioner');
  await fillTheSampleOrder(page, 'en-CA', {
    line1: `${unusedCivicNumber()} Sparks St`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5B9',
  });
  await injectFault(visitor, { path: 'modernincentives/orders/v2/samples', method: 'POST', status: 503, message: 'Service not available' });
  await app.locator('#order').getByRole('button', { name: 'Order my sample' }).click();

  const refusal = app.locator('#order').getByRole('alert');
  await expect(refusal).toContainText(
    'Pantene Miracle Rescue deep conditioner: The sample service is not available right now. Try again later. (error code 1126)',
  );
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // Still in the basket: the member orders it again, to the address now on file.
  await expect(app.locator('#order').getByText('We deliver to the address on file (it can’t be changed):')).toBeVisible();
  await app.locator('#order').getByLabel('I confirm that my details are accurate').check();
  await app
    .locator('#order')
    .getByLabel(/^I agree that Maple Rewards uses my details/)
    .check();
  await app.locator('#order').getByRole('button', { name: 'Order my sample' }).click();
  await expect(app.locator('#order').getByRole('status')).toContainText('1 sample ordered of 1');
});
