import { expectUsableAtEveryWidth } from '../support/accessibility';
import type { Page } from '@playwright/test';
import { campaigns, completeFrenchSignUpForm } from '../support/campaigns';
import { apiAsThePage, newMember } from '../support/members';
import { completeSignUpForm, expect, test } from '../support/member-fixture';

// Issue 20, item 2: joining includes the cause. A cause chosen before signing up (on the impact
// page, a cause's page, a campaign's page, or a link's `?cause=`) goes through the identity
// provider's pages with the visitor and is sent in the one enrolment call; without one, joining
// asks for it, WWF-Canada preselected.

/** The calls that set a member's cause, as `<method> <path> <cause>`: the enrolment, and any change after it. */
function causeCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname.replace(/^.*\/api\/v1\/ca\//, '');
    if (path !== 'user/enroll/email/cause' && path !== 'user/cause') return;
    const body = request.postDataJSON() as { charityID?: string; charityCauseId?: string } | null;
    calls.push(`${request.method()} ${path} ${body?.charityID ?? body?.charityCauseId}`);
  });
  return calls;
}

test('a visitor who picks Tide Loads of Hope on the impact page joins with it, in one enrolment call', async ({ page }) => {
  const calls = causeCalls(page);
  await page.goto('/impact/');
  const rewards = page.locator('[data-mfe="rewards"]');
  await rewards.getByLabel('The cause you will support').selectOption({ label: 'Tide Loads of Hope disaster relief' });
  await rewards.getByRole('button', { name: 'Support this cause' }).click();
  await expect(rewards.getByText('When you join, you will support Tide Loads of Hope disaster relief.')).toBeVisible();

  // The cause was chosen: joining asks for none, and comes back here.
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your Maple Rewards account' })).toBeVisible();
  await completeSignUpForm(page, newMember('Ashley'));
  await expect(page).toHaveURL(/\/impact\/$/);
  await expect(rewards.getByRole('region', { name: 'Your cause', exact: true })).toContainText('Tide Loads of Hope disaster relief');

  expect(calls).toEqual(['POST user/enroll/email/cause 002TLOH']);
  expect((await (await apiAsThePage(page)).call('getProfile')).traits.charitableCause).toBe('002TLOH');
});

test('a cause’s page carries its cause through the French sign-up', async ({ page }) => {
  const calls = causeCalls(page);
  await page.goto('/fr/causes/?cause=united');
  const cause = campaigns(page).getByRole('article', { name: 'Centraide United Way Canada' });
  await expect(cause.getByText(/Devenez membre gratuitement à partir d’ici, et cette cause sera la vôtre dès le départ\./)).toBeVisible();
  await expectUsableAtEveryWidth(page, 'cause-page-visitor-fr');

  await cause.getByRole('link', { name: 'Devenir membre de Maple Rewards' }).click();
  await expect(page).toHaveURL(/\/fr\/inscrivez-vous\?cause=united$/);
  await page.getByRole('main').getByRole('button', { name: 'Créer mon compte' }).click();
  await completeFrenchSignUpForm(page, newMember('Frédérique'));
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Bonjour, Frédérique');

  expect(calls).toEqual(['POST user/enroll/email/cause 005SUW']);
  expect((await (await apiAsThePage(page)).call('getProfile')).traits.charitableCause).toBe('005SUW');
});

test('the Always campaign’s cause goes in the one enrolment call, with no correction after it', async ({ page }) => {
  const calls = causeCalls(page);
  await page.goto('/alwayscoupon2025/');
  await campaigns(page).getByRole('button', { name: 'Join and get your coupons' }).click();
  await page.getByRole('dialog', { name: 'Sign in to continue' }).getByRole('button', { name: 'Join for free' }).click();
  await completeSignUpForm(page, newMember('Avery'));
  await expect(campaigns(page).getByRole('link', { name: 'See your coupons' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Avery');

  // Give the page the time a second call would take, then check there was none.
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual(['POST user/enroll/email/cause 003EPP']);
});

test('joining without a cause asks for one in French, WWF-Canada preselected, and enrols with the one picked', async ({ page }) => {
  const calls = causeCalls(page);
  await page.goto('/fr/');
  await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
  const question = page.getByRole('dialog', { name: 'Choisissez la cause que vous appuierez' });
  await expect(question).toContainText('Vous pouvez la changer en tout temps.');
  const choice = question.getByRole('combobox', { name: 'Votre cause' });
  await expect(choice).toHaveValue('006WWF');
  await expect(choice.getByRole('option')).toHaveCount(15);
  await expectUsableAtEveryWidth(page, 'cause-question-fr');

  await choice.selectOption({ label: 'Eau potable saine pour les enfants' });
  await question.getByRole('button', { name: 'Continuer l’inscription' }).click();
  await completeFrenchSignUpForm(page, newMember('Maëlle'));
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Bonjour, Maëlle');

  expect(calls).toEqual(['POST user/enroll/email/cause 001CSDW']);
});

test('joining without a cause asks for one in English too, and keeping WWF-Canada enrols with it', async ({ page }) => {
  const calls = causeCalls(page);
  await page.goto('/rewards/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  const question = page.getByRole('dialog', { name: 'Choose the cause you will support' });
  await expect(question.getByRole('combobox', { name: 'Your cause' })).toHaveValue('006WWF');
  await expectUsableAtEveryWidth(page, 'cause-question-en');

  await question.getByRole('button', { name: 'Continue to sign-up' }).click();
  await completeSignUpForm(page, newMember('Quinn'));
  await expect(page).toHaveURL(/\/rewards\/$/);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toContainText('Hi, Quinn');

  expect(calls).toEqual(['POST user/enroll/email/cause 006WWF']);
});
