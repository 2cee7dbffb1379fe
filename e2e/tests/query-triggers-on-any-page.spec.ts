import { expectUsableAtEveryWidth } from '../support/accessibility';
import { campaigns, completeFrenchSignUpForm } from '../support/campaigns';
import { couponsApp } from '../support/coupons';
import { newMember, signUpThroughTheServices } from '../support/members';
import { completeSignUpForm, expect, signedInAsANewMember, test, visitorContext } from '../support/member-fixture';

// Issue 20, item 3: `?login`, `?printCoupons` and `?pledge` are site-wide (spec section 2). On
// any page a visitor is asked to sign in first, saying why, then taken to the action; a member
// is taken to it at once. `?login` signs a visitor in and leaves a member where they are.

test('?printCoupons on the home page asks a visitor to sign in for coupons, then opens the print screen', async ({ page }) => {
  await page.goto('/?printCoupons');
  const prompt = page.getByRole('dialog', { name: 'Sign in to continue' });
  await expect(prompt).toContainText('Sign in to clip and print coupons.');
  await expect(campaigns(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expectUsableAtEveryWidth(page, 'home-print-coupons-prompt-en');

  await prompt.getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Morgan'));
  await expect(page).toHaveURL(/\/coupons\/\?printCoupons$/);
  const view = couponsApp(page).getByRole('region', { name: 'Print your coupons' });
  await expect(view.getByRole('heading', { name: 'You have no coupons to print' })).toBeVisible();
});

test('?pledge on a French campaign page asks a visitor to sign in to pledge, then asks them to confirm it', async ({ page }) => {
  await page.goto('/fr/recyclage/?pledge');
  const prompt = page.getByRole('dialog', { name: 'Connectez-vous pour continuer' });
  await expect(prompt).toContainText('Connectez-vous pour promettre votre soutien à votre cause.');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Recyclage' })).toBeVisible();
  await expectUsableAtEveryWidth(page, 'recyclage-pledge-prompt-fr');

  await prompt.getByRole('button', { name: 'S’inscrire gratuitement' }).click();
  await completeFrenchSignUpForm(page, newMember('Gabrielle'));
  await expect(page).toHaveURL(/\/fr\/impact\/\?pledge$/);
  const confirm = page.getByRole('dialog', { name: 'Vous engager à soutenir WWF-Canada?' });
  await confirm.getByRole('button', { name: 'Je m’engage' }).click();
  await expect(page.getByText('Merci! Vous vous êtes engagé à soutenir WWF-Canada.')).toBeVisible();
});

test('a member’s ?pledge on a campaign page, or on any other, goes straight to the confirmation', async ({ page }) => {
  await signedInAsANewMember(page, 'Jordan');

  await page.goto('/learn-about-menopause?pledge');
  await expect(page).toHaveURL(/\/impact\/\?pledge$/);
  const confirm = page.getByRole('dialog', { name: 'Pledge your support to WWF-Canada?' });
  await expect(confirm).toBeVisible();
  await expectUsableAtEveryWidth(page, 'impact-pledge-member-from-landing-en');
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/earn-points/?pledge');
  await expect(page).toHaveURL(/\/impact\/\?pledge$/);
  await expect(page.getByRole('dialog', { name: 'Pledge your support to WWF-Canada?' })).toBeVisible();
});

test('a member’s ?printCoupons on any page opens the print screen, in French', async ({ browser, memberState }) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  await page.goto('/fr/accumulez-des-points/?printCoupons');
  await expect(page).toHaveURL(/\/fr\/bons-rabais\/\?printCoupons$/);
  await expect(couponsApp(page).getByRole('region', { name: 'Imprimer vos bons de réduction' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // From a campaign page too, where the member is signed in without their data.
  await page.goto('/fr/bourse-d-etudes/?printCoupons');
  await expect(page).toHaveURL(/\/fr\/bons-rabais\/\?printCoupons$/);
  await expect(couponsApp(page).getByRole('region', { name: 'Imprimer vos bons de réduction' })).toBeVisible();
  await context.close();
});

test('?login on a campaign page signs a visitor in and brings them back; a member just stays, in both languages', async ({ browser }) => {
  // A member who has an account, signed in nowhere in this browser.
  const member = await signUpThroughTheServices('Sasha');

  const context = await visitorContext(browser);
  const page = await context.newPage();
  await page.goto('/scholarship/?login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Maple Rewards' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/scholarship\/(\?campaign=sweepsAcquisitionContest)?$/);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Sasha');
  await expect(campaigns(page).getByRole('link', { name: 'Read the offer rules' })).toBeVisible();

  await page.goto('/fr/bourse-d-etudes/?login');
  await expect(campaigns(page).getByRole('heading', { level: 1, name: 'Bourse d’études' })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/bourse-d-etudes\/(\?campaign=sweepsAcquisitionContest)?$/);
  await expect(page.getByRole('navigation', { name: 'Votre compte' }).getByText('Bon retour')).toBeVisible();
  await context.close();
});
