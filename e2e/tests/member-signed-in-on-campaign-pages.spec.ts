import { expectUsableAtEveryWidth } from '../support/accessibility';
import type { Page } from '@playwright/test';
import { campaigns, LANDING_PAGES, memberDataCalls } from '../support/campaigns';
import { expect, test, visitorContext } from '../support/member-fixture';

// Issue 20, item 1: a member is signed in everywhere. Campaign email and QR traffic lands on the
// landing pages, where the shell reads no member data (spec section 2): the member is signed in
// there all the same, from the stored session alone. The header and the page's own calls to
// action are a member's; their data is read on the next page, or when they ask for something
// that needs it.

const languages = [
  {
    index: 0,
    locale: 'en',
    account: 'Your account',
    welcome: 'Welcome back',
    myAccount: 'My account',
    logOut: 'Log out',
    logIn: 'Log in',
    signUp: 'Sign up',
  },
  {
    index: 1,
    locale: 'fr',
    account: 'Votre compte',
    welcome: 'Bon retour',
    myAccount: 'Mon compte',
    logOut: 'Se déconnecter',
    logIn: 'Se connecter',
    signUp: 'S’inscrire',
  },
] as const;

/** What each landing page offers a member instead of joining, by its English title: a link, or the sample's order. */
const memberNextSteps: Record<(typeof LANDING_PAGES)[number]['titles'][0], readonly [string, string] | null> = {
  'Learn about menopause': null,
  'Free fabric-care sample': ['Start my order', 'Commencer ma commande'],
  Recycling: ['Take the sustainability quiz', 'Faites le quiz sur le développement durable'],
  Scholarship: ['Read the offer rules', 'Lire les règles de l’offre'],
  'Always coupons': ['See your coupons', 'Voir mes bons de réduction'],
};

/** The invitations to join a visitor sees on each landing page, in both languages. */
const joinInvitations =
  /^(Join Maple Rewards|Devenir membre de Maple Rewards|Join to get your sample|Devenez membre pour recevoir votre échantillon|Join and get your coupons|Devenir membre et obtenir mes bons|Sign in or join to order your sample|Se connecter ou s’inscrire pour commander votre échantillon)$/;

const slug = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'home';

async function expectTheMembersHeader(page: Page, language: (typeof languages)[number]) {
  const account = page.getByRole('navigation', { name: language.account });
  await expect(account.getByText(language.welcome)).toBeVisible();
  await expect(account.getByRole('link', { name: language.myAccount })).toBeVisible();
  await expect(account.getByRole('button', { name: language.logOut })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: language.signUp })).toHaveCount(0);
}

for (const language of languages) {
  for (const landing of LANDING_PAGES) {
    const path = landing.paths[language.index];

    test(`a member opening ${path} from an email is signed in there, without a call for their data`, async ({ browser, memberState }) => {
      const context = await visitorContext(browser, memberState);
      const page = await context.newPage();
      const calls = memberDataCalls(page);
      await page.goto(path);
      const remote = campaigns(page);
      await expect(remote.getByRole('heading', { level: 1, name: landing.titles[language.index] })).toBeVisible();
      await expectTheMembersHeader(page, language);
      const nextStep = memberNextSteps[landing.titles[0]];
      if (nextStep)
        await expect(
          remote.getByRole(nextStep[0] === 'Start my order' ? 'button' : 'link', { name: nextStep[language.index] }),
        ).toBeVisible();
      await expect(remote.getByRole('button', { name: joinInvitations })).toHaveCount(0);
      await expect(remote.getByRole('link', { name: joinInvitations })).toHaveCount(0);
      await expectUsableAtEveryWidth(page, `${slug(path)}-member-${language.locale}`);
      expect(calls).toEqual([]);
      await context.close();
    });

    test(`a visitor sees ${path} with Log in and Sign up, and no welcome`, async ({ page }) => {
      await page.goto(path);
      await expect(campaigns(page).getByRole('heading', { level: 1, name: landing.titles[language.index] })).toBeVisible();
      const account = page.getByRole('navigation', { name: language.account });
      await expect(account.getByRole('button', { name: language.logIn })).toBeVisible();
      await expect(account.getByRole('button', { name: language.signUp })).toBeVisible();
      await expect(account.getByText(language.welcome)).toHaveCount(0);
      await expectUsableAtEveryWidth(page, `${slug(path)}-visitor-${language.locale}`);
    });
  }
}

test('a member who moves on from a campaign page has their data read: the next page greets them by name, with their balance', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  const calls = memberDataCalls(page);
  await page.goto('/alwayscoupon2025/');
  await expectTheMembersHeader(page, languages[0]);
  expect(calls).toEqual([]);
  await campaigns(page).getByRole('link', { name: 'See your coupons' }).click();
  await expect(page).toHaveURL(/\/coupons\/$/);
  const account = page.getByRole('navigation', { name: 'Your account' });
  await expect(account).toContainText('Hi, Morgan');
  await expect(account).toContainText(/\d+\spoints?/);
  expect(calls).toContain('/api/v1/ca/user/profile');
  await context.close();
});

test('a member who starts their sample order on the campaign page has their data read then, and orders there', async ({
  browser,
  memberState,
}) => {
  const context = await visitorContext(browser, memberState);
  const page = await context.newPage();
  const calls = memberDataCalls(page);
  await page.goto('/fr/inscrivez-vous/echantillon-downy-unstopables/');
  const order = campaigns(page).getByRole('region', { name: 'Commandez votre échantillon gratuit' });
  await expect(page.getByRole('navigation', { name: 'Votre compte' }).getByText('Bon retour')).toBeVisible();
  expect(calls).toEqual([]);

  await order.getByRole('button', { name: 'Commencer ma commande' }).click();
  await expect(page.getByRole('navigation', { name: 'Votre compte' })).toContainText('Bonjour, Morgan');
  await expect(order.getByRole('button', { name: 'Commander mon échantillon' })).toBeVisible();
  expect(calls).toContain('/api/v1/ca/user/profile');
  await expectUsableAtEveryWidth(page, 'echantillon-downy-unstopables-member-order-fr');
  await context.close();
});
