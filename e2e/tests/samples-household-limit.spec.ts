import { addressPayload, type DeliveryAddress as AddressOnTheApi } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/member-fixture';
import { aNewMemberChooses, card, type DeliveryAddress, fillTheSampleOrder, unusedCivicNumber } from '../support/coupons';
import { apiAs, signUpThroughTheServices } from '../support/members';

// One sample per member or household (spec section 5), a household being a home: the local
// API compares addresses with their unit once normalized (street types, unit words,
// punctuation, case, both languages), so another member of the same flat, who writes the
// address differently, is refused with the spec's message and its code (decision 017).

type Locale = 'en-CA' | 'fr-CA';

/**
 * The first member of the household orders `incentiveId` to `address` through the services, as
 * the order form does (the address saved, then the order): the order form itself is
 * samples-order.spec.ts's journey.
 */
async function aNeighbourOrdered(incentiveId: string, address: Omit<AddressOnTheApi, 'firstName' | 'lastName'>) {
  const neighbour = await signUpThroughTheServices('Alex', { confirmed: true });
  const api = apiAs(neighbour);
  await api.call('updateAddress', {
    body: addressPayload({ firstName: neighbour.firstName, lastName: neighbour.lastName, ...address }),
  });
  await api.call('orderSampleV2', { body: { incentiveId } });
}

/** A new member orders `sample` to `address` on the samples page; answers the coupons app. */
async function aMemberOrders(page: Page, locale: Locale, sample: string, address: DeliveryAddress) {
  const app = await aNewMemberChooses(page, locale, sample);
  await fillTheSampleOrder(page, locale, address);
  await app
    .locator('#order')
    .getByRole('button', { name: locale === 'en-CA' ? 'Order my sample' : 'Commander mon échantillon' })
    .click();
  return app;
}

test('a second member of the household, writing the address otherwise, is told the sample was already ordered', async ({ page }) => {
  const door = unusedCivicNumber();
  const sample = 'Pantene Miracle Rescue deep conditioner';
  await aNeighbourOrdered('SMP-PANTENE-MIRACLE', {
    line1: `${door} Elgin St.`,
    line2: 'Apt 1',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1P 5K7',
  });

  const app = await aMemberOrders(page, 'en-CA', sample, {
    line1: `Apt 1, ${door} Elgin Street`,
    city: 'OTTAWA',
    province: 'Ontario',
    postalCode: 'k1p5k7',
  });
  const refusal = app.locator('#order').getByRole('alert');
  await expect(refusal).toContainText('Your sample order was not placed');
  await expect(refusal).toContainText(`${sample}: You have already ordered the sample. (error code 1130)`);
  await expect(app.getByRole('region', { name: 'Your sample orders' })).toContainText('You haven’t ordered a sample yet');
  await expect(card(app, sample).getByText('Already ordered', { exact: true })).toBeVisible();
});

test('and in French, with the address written the French way', async ({ page }) => {
  const door = unusedCivicNumber();
  await aNeighbourOrdered('SMP-DOWNY-UNSTOPABLES', {
    line1: `${door} Elgin Street`,
    line2: 'Unit 2',
    city: 'Ottawa',
    province: 'ON',
    postalCode: 'K1P 5K7',
  });

  const app = await aMemberOrders(page, 'fr-CA', 'Rehausseur de parfum Downy Unstopables', {
    line1: `${door}, rue Elgin, app. 2`,
    city: 'Ottawa',
    province: 'Ontario',
    postalCode: 'K1P5K7',
  });
  const refusal = app.locator('#order').getByRole('alert');
  await expect(refusal).toContainText('Votre commande d’échantillons n’a pas été passée');
  await expect(refusal).toContainText(
    'Rehausseur de parfum Downy Unstopables : Vous avez déjà commandé l’échantillon. (code d’erreur 1130)',
  );
});
