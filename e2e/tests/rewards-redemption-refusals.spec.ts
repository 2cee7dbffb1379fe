import type { Browser } from '@playwright/test';
import { asDevVisitor, injectFault } from '../support/dev-services';
import { expect, signedInAsANewMember, test, visitorContext } from '../support/member-fixture';
import { grantGoodwillPoints, headerPoints } from '../support/rewards';

const E2E_API = `http://localhost:${Number(process.env.E2E_PORT ?? 4380) + 10}`;

test('an unaffordable reward says how many points are missing and where to earn them', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/rewards/?reward=LX-ROM-FAMILY');
  const dialog = page.getByRole('dialog', { name: 'Royal Ontario Museum family pass' });
  await expect(dialog).toContainText(/You need [\d,]+\spoints more to redeem this reward/);
  await dialog.getByRole('link', { name: 'Ways to earn points' }).click();
  await expect(page).toHaveURL(/\/earn-points\/$/);
  await context.close();
});

/**
 * A member of the test's own with 1,000 points, on a French or English rewards page, in a
 * context whose API calls can be made to fail: answers the page, its dev visitor and the balance.
 * Its own member: the API's rate limit counts per member, and the worker's member may have
 * spent this minute's calls on the journeys before (the accessibility tour of every screen).
 */
async function aMemberWithPointsOn(browser: Browser, path: string) {
  const context = await visitorContext(browser);
  const visitor = await asDevVisitor(context);
  const page = await context.newPage();
  await signedInAsANewMember(page);
  await grantGoodwillPoints(page, 1000);
  await page.goto(path);
  await expect.poll(() => headerPoints(page)).toBeGreaterThanOrEqual(1000);
  return { page, visitor, context, before: (await headerPoints(page)) ?? 0 };
}

test('a refusal from the API is explained in the dialog, with its code', async ({ browser }) => {
  const { page, visitor, context } = await aMemberWithPointsOn(browser, '/fr/recompenses/');
  // Another window redeemed meanwhile: the API answers 422 Insufficient points.
  await injectFault(visitor, { path: 'user/reward', method: 'POST', status: 422, message: 'Insufficient points' });
  await page.goto('/fr/recompenses/?reward=DON-006WWF-500');
  const dialog = page.getByRole('dialog', { name: 'Donnez 5 $ à WWF-Canada' });
  await dialog.getByRole('button', { name: 'Continuer' }).click();
  await dialog.getByRole('button', { name: /^Confirmer/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Vous n’avez plus assez de points pour cela.');
  await expect(dialog.getByRole('alert')).toContainText('Code d’erreur 1174');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await context.close();
});

test('a partner that fails after the debit: the points given back are shown, and trying again redeems', async ({ browser }) => {
  // The failure is set for a reward, not a member: one no other journey redeems, so a journey
  // running at the same time never meets it.
  const failure = await fetch(`${E2E_API}/__dev/fulfilment-failure`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rewardTypeExternalReference: 'GC-CINEPLEX-10' }),
  });
  expect(failure.status).toBe(201);
  const { page, context, before } = await aMemberWithPointsOn(browser, '/rewards/?reward=GC-CINEPLEX-10');
  const giftCard = page.getByRole('dialog', { name: '$10 Cineplex gift card' });
  await giftCard.getByRole('button', { name: 'Continue' }).click();
  await giftCard.getByRole('button', { name: /^Confirm/ }).click();
  await expect(giftCard.getByRole('alert')).toContainText('Our partner could not issue this reward. Your points were given back');
  await expect(giftCard.getByRole('alert')).toContainText('Error code 1177');
  await expect.poll(() => headerPoints(page)).toBe(before);
  await giftCard.getByRole('button', { name: 'Try again' }).click();
  await giftCard.getByRole('button', { name: 'Continue' }).click();
  await giftCard.getByRole('button', { name: /^Confirm/ }).click();
  await expect(giftCard.getByRole('heading', { name: 'Done!' })).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(before - 1000);
  await context.close();
});
