import { expectUsableAtEveryWidth } from '../support/accessibility';
import type { Page } from '@playwright/test';
import { card, countPrinterDialogs, couponsApp } from '../support/coupons';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';

// A member clips print coupons into the basket, which follows them across pages, and prints
// them: the print view shows what was clipped, PrintService counts each print, and the sheet
// (alone on paper) has each coupon's barcode, code and expiry.

/** A new member's coupons page with Tide PODS and Pampers Swaddlers clipped; answers the print coupons region. */
async function aMemberClipsTwoCoupons(page: Page) {
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/coupons/');
  const app = couponsApp(page);
  const print = app.getByRole('region', { name: 'Print coupons' });
  const tide = card(print, 'Save $3 on Tide PODS');
  const pampers = card(print, 'Save $4 on Pampers Swaddlers');
  await expect(tide.getByText('2 prints left of 2.')).toBeVisible();
  await expect(pampers.getByText('1 print left of 1.')).toBeVisible();
  await tide.getByRole('button', { name: /^Clip coupon/ }).click();
  await pampers.getByRole('button', { name: /^Clip coupon/ }).click();
  await expect(app.getByText('2 coupons clipped')).toBeVisible();
  return { app, tide, pampers };
}

test('a member clips two coupons and finds them in the basket, then in the print view', async ({ page }) => {
  const { app } = await aMemberClipsTwoCoupons(page);
  await expectUsableAtEveryWidth(page);

  // The basket keeps them across pages.
  await app.getByRole('link', { name: 'My basket' }).first().click();
  const basket = app.getByRole('region', { name: 'Coupons in your basket' });
  await expect(basket.getByText('Save $3 on Tide PODS', { exact: true })).toBeVisible();
  await expect(basket.getByText('Save $4 on Pampers Swaddlers', { exact: true })).toBeVisible();
  await basket.getByRole('link', { name: 'Print my coupons' }).click();

  await expect(page).toHaveURL(/\/coupons\/\?printCoupons$/);
  const view = app.getByRole('region', { name: 'Print your coupons' });
  await expect(view.getByText('Save $3 on Tide PODS', { exact: true })).toBeVisible();
  await expect(view.getByText('Save $4 on Pampers Swaddlers', { exact: true })).toBeVisible();
  await expectUsableAtEveryWidth(page);
});

test('a member prints the coupons they clipped: each print counted, the sheet alone on paper, the prints left updated', async ({
  page,
}) => {
  const printerDialogs = await countPrinterDialogs(page);
  const { app, tide, pampers } = await aMemberClipsTwoCoupons(page);
  await app.getByRole('button', { name: 'Print my coupons' }).click();
  const view = app.getByRole('region', { name: 'Print your coupons' });
  await view.getByRole('button', { name: 'Print 2 coupons' }).click();

  const sheet = app.getByRole('list', { name: 'Your printed coupons' });
  await expect(sheet.getByRole('listitem')).toHaveCount(2);
  await expect(sheet.getByRole('img', { name: /^Barcode 5 \d{5} \d{5} \d$/ })).toHaveCount(2);
  await expect(sheet.getByText('March 31, 2027')).toBeVisible();
  await expect(sheet.getByText(/^PJ-[0-9A-F]+-1$/)).toBeVisible();
  await expect.poll(printerDialogs).toBe(1);
  await expectUsableAtEveryWidth(page);

  // On paper, only the sheet: no header, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(view.getByRole('button', { name: 'Done' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // Printed coupons leave the basket, and the prints left follow.
  await view.getByRole('button', { name: 'Done' }).click();
  await expect(app.getByText('No coupons clipped yet')).toBeVisible();
  await expect(tide.getByText('1 print left of 2.')).toBeVisible();
  await expect(pampers.getByText('You have printed this coupon: it can be printed once.')).toBeVisible();
  await expect(pampers.getByRole('button')).toHaveCount(0);
});

test('and in French, the print view and the sheet speak French', async ({ page }) => {
  const printerDialogs = await countPrinterDialogs(page);
  await signedInAsANewMember(page, 'Morgan');
  await page.goto('/fr/bons-rabais/');
  const app = couponsApp(page);

  await app.getByRole('button', { name: /^Découper le bon – Économisez 2\s\$ sur l’assouplissant Downy/ }).click();
  await expect(app.getByText('1 bon de réduction découpé')).toBeVisible();
  await app.getByRole('button', { name: 'Imprimer mes bons de réduction' }).click();
  const view = app.getByRole('region', { name: 'Imprimer vos bons de réduction' });
  await view.getByRole('button', { name: 'Imprimer 1 bon de réduction' }).click();

  const sheet = app.getByRole('list', { name: 'Vos bons de réduction imprimés' });
  await expect(sheet.getByRole('img', { name: /^Code à barres 5 \d{5} \d{5} \d$/ })).toBeVisible();
  await expect(sheet.getByText('31 mai 2027')).toBeVisible();
  await expect(sheet.getByText('Numéro de série')).toBeVisible();
  await expect(view.getByText('Vos bons de réduction sont prêts à imprimer')).toBeVisible();
  await expect.poll(printerDialogs).toBe(1);
  await expectUsableAtEveryWidth(page);
});
