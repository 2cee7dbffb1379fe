import { accountApp } from '../support/account';
import { expect, signedInAsANewMember, test, visitorContext } from '../support/member-fixture';
import { apiAsThePage } from '../support/members';

test('a member who opens their own invitation link and signs in is told it is theirs, and credits nobody', async ({ page, browser }) => {
  const member = await signedInAsANewMember(page, 'Quinn');
  await page.goto('/fr/referez-un-ami');
  const link = await accountApp(page).getByRole('textbox', { name: 'Lien d’invitation' }).inputValue();
  expect(link).toMatch(/\/fr\/invitation\?invite=[A-HJ-NP-Z2-9]{8}$/);

  // Opened signed out in another browser, then signing in there.
  const other = await visitorContext(browser);
  const otherPage = await other.newPage();
  await otherPage.goto(link);
  await expect(otherPage.getByText('Un ami vous invite à vous joindre à Maple Rewards.')).toBeVisible();
  await otherPage.getByRole('banner').getByRole('button', { name: 'Se connecter' }).click();
  await otherPage.getByLabel('Courriel').fill(member.email);
  await otherPage.getByLabel('Mot de passe').fill(member.password);
  await otherPage.getByRole('button', { name: 'Se connecter' }).click();
  await expect(otherPage.getByText('Ce lien d’invitation est le vôtre : partagez-le plutôt avec vos amis.')).toBeVisible();
  await other.close();
  expect((await (await apiAsThePage(page)).call('points')).pointsBalance).toBe(0);
});
