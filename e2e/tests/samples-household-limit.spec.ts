import type { Browser } from '@playwright/test';
import { expect, test, visitorContext } from '../support/member-fixture';
import { aNewMemberChooses, card, type DeliveryAddress, fillTheSampleOrder, unusedCivicNumber } from '../support/coupons';

// One sample per member or household (spec section 5): the local API compares addresses once
// normalized (street types, unit words, punctuation, case), so another member at the same
// door, who writes the address differently, is refused with the spec's message and its code.

type Locale = 'en-CA' | 'fr-CA';

// Each journey signs two members up.
test.describe.configure({ timeout: 60_000 });

/** A new member, in a browser of their own, orders `sample` to `address`; answers their page. */
async function aMemberOrders(browser: Browser, locale: Locale, sample: string, address: DeliveryAddress) {
  const context = await visitorContext(browser);
  const page = await context.newPage();
  const app = await aNewMemberChooses(page, locale, sample);
  await fillTheSampleOrder(page, locale, address);
  await app
    .locator('#order')
    .getByRole('button', { name: locale === 'en-CA' ? 'Order my sample' : 'Commander mon échantillon' })
    .click();
  return { page, app, context };
}

test('a second member of the household, writing the address otherwise, is told the sample was already ordered', async ({ browser }) => {
  const door = unusedCivicNumber();
  const sample = 'Pantene Miracle Rescue deep conditioner';
  const first = await aMemberOrders(browser, 'en-CA', sample, {
    line1: `${door} Elgin St.`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5K7',
  });
  await expect(first.app.locator('#order').getByRole('status')).toContainText('1 sample ordered of 1');

  const second = await aMemberOrders(browser, 'en-CA', sample, {
    line1: `Apt 1, ${door} Elgin Street`,
    city: 'OTTAWA',
    province: 'Ontario',
    postalCode: 'k1p5k7',
  });
  const refusal = second.app.locator('#order').getByRole('alert');
  await expect(refusal).toContainText('Your sample order was not placed');
  await expect(refusal).toContainText(`${sample}: You have already ordered the sample. (error code 1130)`);
  await expect(second.app.getByRole('region', { name: 'Your sample orders' })).toContainText('You haven’t ordered a sample yet');
  await expect(card(second.app, sample).getByText('Already ordered', { exact: true })).toBeVisible();
  await first.context.close();
  await second.context.close();
});

test('and in French, with the address written the French way', async ({ browser }) => {
  const door = unusedCivicNumber();
  const first = await aMemberOrders(browser, 'en-CA', 'Downy Unstopables in-wash scent booster', {
    line1: `${door} Elgin Street`,
    line2: 'Unit 4',
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P 5K7',
  });
  await expect(first.app.locator('#order').getByRole('status')).toContainText('1 sample ordered of 1');

  const second = await aMemberOrders(browser, 'fr-CA', 'Rehausseur de parfum Downy Unstopables', {
    line1: `${door}, rue Elgin, app. 2`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P5K7',
  });
  const refusal = second.app.locator('#order').getByRole('alert');
  await expect(refusal).toContainText('Votre commande d’échantillons n’a pas été passée');
  await expect(refusal).toContainText(
    'Rehausseur de parfum Downy Unstopables : Vous avez déjà commandé l’échantillon. (code d’erreur 1130)',
  );
  await first.context.close();
  await second.context.close();
});
