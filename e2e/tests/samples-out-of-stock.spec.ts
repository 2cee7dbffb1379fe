import { expectUsableAtEveryWidth } from '../support/accessibility';
import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, test } from '../support/member-fixture';
import { aNewMemberChooses, card, couponsApp, fillTheSampleOrder, unusedCivicNumber } from '../support/coupons';

// Out of stock (spec sections 2 and 8): a sample that has run out says so and leads to the
// out-of-stock screen; one that runs out as it is ordered takes the member there, naming it,
// with what to do next.

test('a sample that has run out leads a visitor to what they can do instead', async ({ page }) => {
  await page.goto('/samples');
  const app = couponsApp(page);
  const crest = card(app, 'Crest 3D White toothpaste');
  await expect(crest.getByText('Out of stock')).toBeVisible();
  await expect(crest.getByRole('button')).toHaveCount(0);
  await crest.getByRole('link', { name: /^What you can do instead/ }).click();

  await expect(page).toHaveURL(/\/out-of-stock\/$/);
  await expect(app.getByRole('heading', { level: 1, name: 'Out of stock' })).toBeVisible();
  const instead = app.getByRole('region', { name: 'What you can do instead' });
  await expect(instead.getByRole('link', { name: 'See free samples' })).toBeVisible();
  await expect(instead.getByRole('link', { name: 'See coupons' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});

test('a sample that runs out as it is ordered takes the member to the out-of-stock screen, naming it', async ({ page, context }) => {
  const visitor = await asDevVisitor(context);
  const app = await aNewMemberChooses(page, 'en-CA', 'Olay Regenerist Micro-Sculpting Cream');
  await fillTheSampleOrder(page, 'en-CA', {
    line1: `${unusedCivicNumber()} Bank St`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5K7',
  });
  // The last one went to someone else a moment ago.
  await injectFault(visitor, { path: 'modernincentives/orders/v2/samples', method: 'POST', status: 422, message: 'Reward out of stock' });
  await app.locator('#order').getByRole('button', { name: 'Order my sample' }).click();

  await expect(page).toHaveURL(/\/out-of-stock\/\?sample=SMP-OLAY-REGENERIST$/);
  await expect(
    app.getByText('Olay Regenerist Micro-Sculpting Cream is out of stock: we couldn’t place your order, and nothing was taken from you.'),
  ).toBeVisible();
  await app.getByRole('link', { name: 'See free samples' }).click();
  await expect(card(app, 'Olay Regenerist Micro-Sculpting Cream').getByRole('button', { name: /^Add to my basket/ })).toBeVisible();
  await expect(app.locator('#order')).toHaveCount(0);
});

test('and in French', async ({ page, context }) => {
  const visitor = await asDevVisitor(context);
  const app = await aNewMemberChooses(page, 'fr-CA', 'Revitalisant intense Pantene Miracle Rescue');
  await fillTheSampleOrder(page, 'fr-CA', {
    line1: `${unusedCivicNumber()}, rue Principale`,
    city: 'Gatineau',
    province: 'Québec',
    postalCode: 'J8X 2K1',
  });
  await injectFault(visitor, { path: 'modernincentives/orders/v2/samples', method: 'POST', status: 422, message: 'Reward out of stock' });
  await app.locator('#order').getByRole('button', { name: 'Commander mon échantillon' }).click();

  await expect(page).toHaveURL(/\/fr\/epuisement-des-stocks\/\?sample=SMP-PANTENE-MIRACLE$/);
  await expect(
    app.getByText(
      'Revitalisant intense Pantene Miracle Rescue est en rupture de stock : votre commande n’a pas été passée et rien ne vous a été retiré.',
    ),
  ).toBeVisible();
  await expect(app.getByRole('link', { name: 'Voir les échantillons gratuits' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
