import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns, completeFrenchSignUpForm } from '../support/campaigns';
import { apiAsThePage, newMember, signUpThroughTheServices } from '../support/members';
import { completeSignUpForm, expect, test } from '../support/member-fixture';

test('a visitor who joins from the Always coupons page is enrolled with Always #EndPeriodPoverty (003EPP)', async ({ page }) => {
  await page.goto('/alwayscoupon2025/');
  await campaigns(page).getByRole('button', { name: 'Join and get your coupons' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toContainText('Sign in to clip and print coupons.');
  await prompt.getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Avery'));

  await expect(page).toHaveURL(/\/alwayscoupon2025\/\?campaign=alwayscoupon2025$/);
  await expect(campaigns(page).getByRole('link', { name: 'See your coupons' })).toBeVisible();
  const api = await apiAsThePage(page);
  await expect.poll(async () => (await api.call('getProfile')).traits.charitableCause).toBe('003EPP');
  expect(await api.call('getProfile')).toMatchObject({ ids: { sourceId: '100' }, traits: { campaignName: 'alwayscoupon2025' } });
  // That every page then knows the member's cause is campaigns-causes.spec.ts's journey.
});

test('joining in French from the header of the French page enrols with 003EPP too', async ({ page }) => {
  await page.goto('/fr/alwayscoupon2025/');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Bons de réduction Always' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
  await completeFrenchSignUpForm(page, newMember('Inès'));

  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Bonjour, Inès');
  await expect(campaigns(page).getByRole('link', { name: 'Voir mes bons de réduction' })).toBeVisible();
  const api = await apiAsThePage(page);
  await expect.poll(async () => (await api.call('getProfile')).traits.charitableCause).toBe('003EPP');
  await expectUsableAtEveryWidth(page);
});

test('a member who joined elsewhere keeps their cause when they come back through the Always page', async ({ page }) => {
  // Joined elsewhere (through the services, with the default cause), signed out of this browser.
  const member = await signUpThroughTheServices('Noor');

  await page.goto('/alwayscoupon2025/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Noor');

  await expect(campaigns(page).getByRole('link', { name: 'See your coupons' })).toBeVisible();
  const api = await apiAsThePage(page);
  // Give the page the time it would take to change it, then check it did not.
  await page.waitForLoadState('networkidle');
  expect((await api.call('getProfile')).traits.charitableCause).toBe('006WWF');
});
