import type { Page } from '@playwright/test';
import { apiAsThePage } from '../support/members';
import { expect, signedInAsANewMember, test } from '../support/member-fixture';
import { grantGoodwillPoints, headerPoints } from '../support/rewards';

// A member redeems one reward of each kind, in either language, and the balance and the
// history follow. One kind a test, each with a member of its own who has just the points for it.

/**
 * A new member who has confirmed their address and been given `points` by the programme's
 * support, on `path` (a rewards screen: the first one credits the day's sign-in, 5 points).
 */
async function aMemberWith(page: Page, points: number, path: string) {
  const member = await signedInAsANewMember(page, 'Robin', { confirmed: true });
  await grantGoodwillPoints(page, points);
  await page.goto(path);
  await expect.poll(() => headerPoints(page)).toBe(points + 5);
  return member;
}

/**
 * Opens a reward from its card, redeems one through the dialog (both languages), and checks the
 * outcome; an emailed reward's confirmation says where it goes (`emailedTo`), masked.
 */
async function redeem(page: Page, { card, done, emailedTo }: { card: RegExp; done: RegExp; emailedTo?: string }) {
  await page.getByRole('button', { name: card }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Continue|Continuer)$/ }).click();
  await expect(dialog.getByRole('heading', { name: /^(Please confirm|Veuillez confirmer)$/ })).toBeFocused();
  if (emailedTo) {
    await expect(dialog).toContainText(`${emailedTo.charAt(0)}${'*'.repeat(emailedTo.indexOf('@') - 1)}@`);
    await expect(dialog).not.toContainText(emailedTo);
  }
  await dialog.getByRole('button', { name: /^(Confirm|Confirmer)/ }).click();
  await expect(dialog.getByRole('heading', { name: /^(Done!|C’est fait!)$/ })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: done })).toBeVisible();
  await dialog
    .getByRole('button', { name: /^(Close|Fermer)$/ })
    .last()
    .click();
  await expect(dialog).toHaveCount(0);
}

/** The member's approved rewards of the history, as the API has them: their kind and the points they took. */
async function redeemedRewards(page: Page) {
  const history = await (await apiAsThePage(page)).call('history', { query: { transactionType: 'redeem' } });
  return {
    kinds: history.MemberIssuedRewards.filter((reward) => reward.status === 'Approved').map((reward) => reward.details.rewardType),
    points: history.MemberTransactions.filter((entry) => entry.typeCode === 'REWARD_REDEMPTION').map((entry) => entry.points),
  };
}

test('a member buys a sweepstakes entry with points, and the balance and history follow (English)', async ({ page }) => {
  await aMemberWith(page, 25, '/rewards/sweepstakes-entry/');
  await page.getByRole('button', { name: 'Enter: Win a year of groceries' }).click();
  const entry = page.getByRole('dialog', { name: 'Win a year of groceries' });
  await entry.getByRole('button', { name: 'Continue' }).click();
  await entry.getByRole('button', { name: /^Confirm: use 25\spoints$/ }).click();
  await expect(entry.getByText('Your entry is in the draw. Good luck!')).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(5);
  await entry.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('region', { name: 'Win a year of groceries' })).toContainText('1 entry bought with points');
  expect(await redeemedRewards(page)).toEqual({ kinds: ['SWEEPSTAKES'], points: [-25] });
});

test('a member gives points to their cause, and the balance and history follow (French)', async ({ page }) => {
  await aMemberWith(page, 500, '/fr/impact/');
  await redeem(page, { card: /^Voir les détails\W+Donnez 5 \$ à WWF-Canada$/, done: /Merci! Votre don est en route/ });
  await expect.poll(() => headerPoints(page)).toBe(5);
  expect(await redeemedRewards(page)).toEqual({ kinds: ['CAUSE_DONATION'], points: [-500] });
});

test('a member redeems a gift card, and the rewards list follows the balance left (English)', async ({ page }) => {
  const member = await aMemberWith(page, 500, '/rewards/all/?type=gift-cards');
  await redeem(page, { card: /^See details\W+\$5 Tim Hortons eGift card$/, done: /check your spam folder/, emailedTo: member.email });
  await expect.poll(() => headerPoints(page)).toBe(5);
  expect(await redeemedRewards(page)).toEqual({ kinds: ['GIFT_CARD'], points: [-500] });

  // Nothing over 5 points is redeemable any more.
  await page
    .getByRole('button', { name: /^See details\W+\$10 Cineplex gift card$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('You need 995 points more to redeem this reward: you have 5 points.');
});

test('a member redeems a digital subscription, and the balance and history follow (French)', async ({ page }) => {
  const member = await aMemberWith(page, 800, '/fr/recompenses/');
  await redeem(page, {
    card: /^Voir les détails\W+Canadian Geographic, édition numérique, 1 an$/,
    done: /vérifiez vos courriels indésirables/,
    emailedTo: member.email,
  });
  await expect.poll(() => headerPoints(page)).toBe(5);
  expect(await redeemedRewards(page)).toEqual({ kinds: ['DIGITAL_SUBSCRIPTION'], points: [-800] });
});

test('a member redeems a local experience, and the balance and history follow (English)', async ({ page }) => {
  await aMemberWith(page, 1800, '/rewards/');
  await redeem(page, { card: /^See details\W+Montréal Biodôme admission for two$/, done: /check your spam folder/ });
  await expect.poll(() => headerPoints(page)).toBe(5);
  expect(await redeemedRewards(page)).toEqual({ kinds: ['LOCAL_EXPERIENCE'], points: [-1800] });
});
