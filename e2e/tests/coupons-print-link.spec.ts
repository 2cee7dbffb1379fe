import { expectUsableAtEveryWidth } from '../support/accessibility';
import { completeSignUpForm, expect, signedInAsANewMember, test } from '../support/member-fixture';
import { card, couponsApp } from '../support/coupons';
import { newMember } from '../support/members';

// `?printCoupons` opens the print view: a visitor is asked to sign in and comes back to it;
// a member finds the coupons they clipped, even on a page opened afresh.

test('?printCoupons asks a visitor to sign in, for coupons, and brings them back to the print view', async ({ page }) => {
  await page.goto('/coupons/?printCoupons');
  const app = couponsApp(page);
  await expect(app.getByRole('region', { name: 'Print your coupons' }).getByText('Sign in to print coupons')).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toContainText('Sign in to clip and print coupons.');
  await expectUsableAtEveryWidth(page);

  await prompt.getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Morgan'));
  await expect(page).toHaveURL(/\/coupons\/\?printCoupons$/);
  const view = app.getByRole('region', { name: 'Print your coupons' });
  await expect(view.getByRole('heading', { name: 'You have no coupons to print' })).toBeVisible();
  await view.getByRole('button', { name: 'Back to coupons' }).click();
  await expect(page).toHaveURL(/\/coupons\/$/);
  await expect(app.getByRole('button', { name: 'Print my coupons' })).toBeFocused();
});

test('?printCoupons opened afresh shows a member the coupons they clipped, in French', async ({ page }) => {
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/fr/bons-rabais/');
  const app = couponsApp(page);
  const print = app.getByRole('region', { name: 'Bons de réduction à imprimer' });
  await card(print, /^Économisez 3\s\$ sur Tide PODS$/)
    .getByRole('button', { name: /^Découper le bon/ })
    .click();
  await card(print, /^Économisez 2\s\$ sur l’assouplissant Downy$/)
    .getByRole('button', { name: /^Découper le bon/ })
    .click();

  await page.goto('/fr/bons-rabais/?printCoupons');
  const view = app.getByRole('region', { name: 'Imprimer vos bons de réduction' });
  await expect(view.getByRole('listitem')).toHaveCount(2);
  await expect(view.getByText(/^Économisez 3\s\$ sur Tide PODS$/)).toBeVisible();
  await expect(view.getByText(/^Économisez 2\s\$ sur l’assouplissant Downy$/)).toBeVisible();
  await expect(view.getByRole('button', { name: 'Imprimer 2 bons de réduction' })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});
