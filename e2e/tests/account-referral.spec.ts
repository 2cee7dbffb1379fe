import { accountApp, newMemberOnTheSite } from '../support/account';
import { completeSignUpForm, confirmEmailThroughTheOutbox, expect, test, visitorContext } from '../support/member-fixture';
import { apiAsThePage, newMember } from '../support/members';

test('a friend who joins with a member’s invitation credits them once, and only once', async ({ page, browser }) => {
  // Three people sign in or up through the identity provider in this journey.
  test.setTimeout(90_000);
  const member = await newMemberOnTheSite(page, 'Quinn');
  await page.goto('/fr/referez-un-ami');
  const link = await accountApp(page).getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
  expect(link).toMatch(/\/fr\/inscrivez-vous\?invite=[A-HJ-NP-Z2-9]{8}$/);
  const referrer = await apiAsThePage(page);

  // The member's own link credits nobody: opened signed out in another browser, then signing in.
  const ownContext = await visitorContext(browser);
  const ownPage = await ownContext.newPage();
  await ownPage.goto(link);
  await ownPage.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await ownPage.getByLabel('Courriel').fill(member.email);
  await ownPage.getByLabel('Mot de passe').fill(member.password);
  await ownPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(ownPage.getByText('Ce lien d’invitation est le vôtre : partagez-le plutôt avec vos amis.')).toBeVisible();
  await ownContext.close();

  const friendContext = await visitorContext(browser);
  const friendPage = await friendContext.newPage();
  await friendPage.goto(link.replace('/fr/inscrivez-vous', '/signup'));
  await expect(friendPage.getByText(/A friend invited you to Maple Rewards/)).toBeVisible();
  const friend = newMember('Riley');
  await friendPage.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await completeSignUpForm(friendPage, friend);
  await expect(friendPage.getByText(/confirm your email address so they get their thank-you points/)).toBeVisible();
  expect((await referrer.call('points')).pointsBalance).toBe(0);

  await confirmEmailThroughTheOutbox(friendPage, friend);
  await friendPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rewards', exact: true }).click();
  await expect(friendPage.getByText(/they were thanked with points/)).toBeVisible();
  await expect.poll(async () => (await referrer.call('points')).pointsBalance).toBe(100);

  // The same link again, and a claim straight to the API: nothing more.
  await friendPage.goto(link);
  await friendPage.goto('/');
  const again = await (await apiAsThePage(friendPage)).call('claimReferral', { body: { referralCode: link.slice(-8) } });
  expect(again).toEqual({ recorded: false, referrerCredited: false });
  expect((await referrer.call('points')).pointsBalance).toBe(100);
  await friendContext.close();

  await page.goto('/fr/referez-un-ami');
  await expect(accountApp(page).getByRole('region', { name: 'Vos invitations jusqu’ici' })).toContainText('100 points');
  await page.goto('/fr/mes-messages');
  await accountApp(page).getByText('Votre ami s’est joint à Maple Rewards').click();
  await accountApp(page).getByRole('link', { name: 'Voir votre historique des points' }).click();
  await expect(page).toHaveURL(/\/fr\/mon-compte\/historique-des-points\/$/);
});
