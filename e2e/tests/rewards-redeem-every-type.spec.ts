import { apiAsThePage } from '../support/members';
import { confirmEmailThroughTheOutbox, expect, signUpThroughTheSite, test } from '../support/member-fixture';
import { grantGoodwillPoints, headerPoints } from '../support/rewards';
import type { Page } from '@playwright/test';

/** Opens a reward from its card, redeems one through the dialog (both languages), and checks the outcome. */
async function redeem(page: Page, { card, done }: { card: RegExp; done: RegExp }) {
  await page.getByRole('button', { name: card }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^(Continue|Continuer)$/ }).click();
  await expect(dialog.getByRole('heading', { name: /^(Please confirm|Veuillez confirmer)$/ })).toBeFocused();
  await dialog.getByRole('button', { name: /^(Confirm|Confirmer)/ }).click();
  await expect(dialog.getByRole('heading', { name: /^(Done!|C’est fait!)$/ })).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: done })).toBeVisible();
  await dialog
    .getByRole('button', { name: /^(Close|Fermer)$/ })
    .last()
    .click();
  await expect(dialog).toHaveCount(0);
}

test('a new member earns points, redeems one reward of each kind in both languages, and sees the balance and history follow', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const member = await signUpThroughTheSite(page);
  await confirmEmailThroughTheOutbox(page, member);

  // Signing in earns its daily points on the first rewards screen.
  await page.goto('/rewards/');
  await expect.poll(() => headerPoints(page)).toBe(5);
  await grantGoodwillPoints(page, 3650);
  await page.reload();
  await expect.poll(() => headerPoints(page)).toBe(3655);

  await page.goto('/rewards/sweepstakes-entry/');
  await page.getByRole('button', { name: 'Enter: Win a year of groceries' }).click();
  const entry = page.getByRole('dialog', { name: 'Win a year of groceries' });
  await entry.getByRole('button', { name: 'Continue' }).click();
  await entry.getByRole('button', { name: /^Confirm: use 25\spoints$/ }).click();
  await expect(entry.getByText('Your entry is in the draw. Good luck!')).toBeVisible();
  await expect.poll(() => headerPoints(page)).toBe(3630);
  await entry.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('region', { name: 'Win a year of groceries' })).toContainText('1 entry bought with points');

  await page.goto('/fr/impact/');
  await redeem(page, { card: /^Voir les détails\W+Donnez 5 \$ à WWF-Canada$/, done: /Merci! Votre don est en route/ });
  await expect.poll(() => headerPoints(page)).toBe(3130);

  await page.goto('/rewards/all/?type=gift-cards');
  await redeem(page, { card: /^See details\W+\$5 Tim Hortons eGift card$/, done: /check your spam folder/ });
  await expect.poll(() => headerPoints(page)).toBe(2630);

  await page.goto('/fr/recompenses/');
  await redeem(page, {
    card: /^Voir les détails\W+Canadian Geographic, édition numérique, 1 an$/,
    done: /vérifiez vos courriels indésirables/,
  });
  await expect.poll(() => headerPoints(page)).toBe(1830);

  await page.goto('/rewards/');
  await redeem(page, { card: /^See details\W+Montréal Biodôme admission for two$/, done: /check your spam folder/ });
  await expect.poll(() => headerPoints(page)).toBe(30);

  // The member list follows too: nothing over 30 points is redeemable any more.
  await page
    .getByRole('button', { name: /^See details\W+\$10 Cineplex gift card$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toContainText('You need 970 points more to redeem this reward: you have 30 points.');

  const history = await (await apiAsThePage(page)).call('history', { query: { transactionType: 'redeem' } });
  const issued = history.MemberIssuedRewards.filter((reward) => reward.status === 'Approved');
  expect(issued.map((reward) => reward.details.rewardType).sort()).toEqual(
    ['CAUSE_DONATION', 'DIGITAL_SUBSCRIPTION', 'GIFT_CARD', 'LOCAL_EXPERIENCE', 'SWEEPSTAKES'].sort(),
  );
  expect(
    history.MemberTransactions.filter((entry) => entry.typeCode === 'REWARD_REDEMPTION')
      .map((entry) => entry.points)
      .sort((a, b) => a - b),
  ).toEqual([-1800, -800, -500, -500, -25]);
});
