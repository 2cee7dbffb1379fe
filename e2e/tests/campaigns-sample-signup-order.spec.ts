import { campaigns } from '../support/campaigns';
import { signUpInGoodStanding, unusedCivicNumber } from '../support/coupons';
import { expect, test } from '../support/member-fixture';

// The fabric-care sample signup, composed as deployed: mfe-campaigns' landing page shows
// mfe-coupons' `sample-order` parcel, and a visitor who joins there orders the campaign's
// sample without leaving the page.

test('a visitor joins on the fabric-care sample signup and orders its sample on the same page', async ({ page }) => {
  await page.goto('/signup/downy-unstopables-sample/');
  const order = campaigns(page).getByRole('region', { name: 'Order your free sample' });
  await expect(order.getByRole('button', { name: 'Sign in or join to order your sample' })).toBeVisible();

  await signUpInGoodStanding(page, 'en-CA');
  await expect(page).toHaveURL(/\/signup\/downy-unstopables-sample\/(\?|$)/);
  await order.getByLabel('Street address').fill(`${unusedCivicNumber()} Wellington St.`);
  await order.getByLabel('City').fill('Ottawa');
  await order.getByLabel('Province or territory').selectOption({ label: 'Ontario' });
  await order.getByLabel('Postal code').fill('K1A 0A9');
  await order.getByLabel('I confirm that my details are accurate').check();
  await order.getByLabel(/^I agree that Maple Rewards uses my details/).check();
  await order.getByRole('button', { name: 'Order my sample' }).click();

  await expect(order.getByRole('status').filter({ hasText: /ordered\. Your order number is SO-[0-9A-F]{10}\./ })).toBeVisible();
});
