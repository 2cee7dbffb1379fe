import { accountApp } from '../support/account';
import { completeSignUpForm, expect, signedInAsANewMember, test, visitorContext } from '../support/member-fixture';
import { apiAs, apiAsThePage, confirmTheEmailOf, newMember, signUpThroughTheServices } from '../support/members';

test('a friend who joins through a member’s invitation credits them once they confirm their email', async ({ page }) => {
  // The member's invitation link, as their page gives it (read from the page in the test below).
  const referrer = apiAs(await signUpThroughTheServices('Quinn'));
  const { referralCode } = await referrer.call('referral');

  await page.goto(`/invitation?invite=${referralCode}`);
  await expect(page.getByRole('heading', { level: 1, name: 'An invitation to Maple Rewards' })).toBeVisible();
  await expect(page.getByText('A friend invited you to join Maple Rewards.')).toBeVisible();
  const friend = newMember('Riley');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await completeSignUpForm(page, friend);
  await expect(page.getByText(/confirm your email address so they get their thank-you points/)).toBeVisible();
  expect((await referrer.call('points')).pointsBalance).toBe(0);

  // Confirmed from the email (the confirmation page itself is onboarding-journey.spec.ts's), then on.
  await confirmTheEmailOf(friend.email);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(page.getByText(/they were thanked with points/)).toBeVisible();
  await expect.poll(async () => (await referrer.call('points')).pointsBalance).toBe(100);
});

test('a member whose friend joined is credited once and sees the thanks: 100 points on their invitations, a message, and the way to their history (French)', async ({
  page,
  browser,
}) => {
  await signedInAsANewMember(page, 'Sasha');
  await page.goto('/fr/referez-un-ami');
  const link = await accountApp(page).getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();

  // The friend joins and claims the invitation through the services: the journey above goes through the pages.
  const friendContext = await visitorContext(browser);
  const friendPage = await friendContext.newPage();
  await signedInAsANewMember(friendPage, 'Alexis', { confirmed: true });
  const friendApi = await apiAsThePage(friendPage);
  const claim = { body: { referralCode: link.slice(-8) } };
  expect(await friendApi.call('claimReferral', claim)).toEqual({ recorded: true, referrerCredited: true });
  // The same invitation claimed again: nothing more.
  expect(await friendApi.call('claimReferral', claim)).toEqual({ recorded: false, referrerCredited: false });
  await friendContext.close();
  expect((await (await apiAsThePage(page)).call('points')).pointsBalance).toBe(100);

  // The member's invitations page is still open: reloading it asks afresh (decision 020).
  await page.reload();
  await expect(accountApp(page).getByRole('region', { name: 'Vos invitations jusqu’ici' })).toContainText('100 points');
  await page.goto('/fr/mes-messages');
  await accountApp(page).getByText('Votre ami s’est joint à Maple Rewards').click();
  await accountApp(page).getByRole('link', { name: 'Voir votre historique des points' }).click();
  await expect(page).toHaveURL(/\/fr\/mon-compte\/historique-des-points\/$/);
});
