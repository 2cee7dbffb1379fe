import type { Locator, Page } from '@playwright/test';
import { completeSignUpForm, confirmEmailThroughTheOutbox, keepThePreselectedCause, signedInAsANewMember } from './member-fixture';
import { newMember } from './members';

/** The coupons remote's part of the page (coupons, samples, basket, out of stock). */
export function couponsApp(page: Page) {
  return page.locator('[data-mfe="coupons"]');
}

/**
 * The third-party coupon pages of this deployment: the coupons remote's own settings in its
 * composition entry, which the shell hands it in its mount props (decision 053).
 */
export async function couponPagesOf(page: Page): Promise<Record<string, Record<'en-CA' | 'fr-CA', string>>> {
  const composition = (await (await page.request.get('/composition.json')).json()) as {
    remotes: { app: string; settings?: { couponPages?: Record<string, Record<'en-CA' | 'fr-CA', string>> } }[];
  };
  return composition.remotes.find((remote) => remote.app === 'coupons')?.settings?.couponPages ?? {};
}

/** The card (a list item) of an offer or a sample, found by its title. */
export function card(within: Locator, title: string | RegExp) {
  return within.getByRole('listitem').filter({ has: within.page().getByRole('heading', { name: title }) });
}

/** Replaces the browser's printer dialog (headless chromium has none) with a counter. */
export async function countPrinterDialogs(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { printed: number }).printed);
}

/** Signs a new member up through the header and the identity provider, in the page's language. */
export async function signUpInTheLanguageOfThePage(page: Page, locale: 'en-CA' | 'fr-CA', member = newMember('Morgan')) {
  if (locale === 'en-CA') {
    await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
    await completeSignUpForm(page, member);
    await page.getByRole('navigation', { name: 'Your account' }).getByText(`Hi, ${member.firstName}`).waitFor();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'S’inscrire' }).click();
    await keepThePreselectedCause(page);
    await page.getByLabel('Courriel').fill(member.email);
    await page.getByLabel('Mot de passe').fill(member.password);
    await page.getByLabel('Prénom').fill(member.firstName);
    await page.getByLabel('Nom de famille').fill(member.lastName);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('navigation', { name: 'Votre compte' }).getByText(`Bonjour, ${member.firstName}`).waitFor();
  }
  return member;
}

/** Signs a new member up on the page, in its language, and confirms their email address (samples wait for it). */
export async function signUpInGoodStanding(page: Page, locale: 'en-CA' | 'fr-CA') {
  const member = await signUpInTheLanguageOfThePage(page, locale);
  await confirmEmailThroughTheOutbox(page, member);
  return member;
}

/**
 * A new member who confirmed their email address (signed up through the services: these journeys
 * are about ordering) opens the samples page of their language and puts `sample` in the basket;
 * answers the coupons app.
 */
export async function aNewMemberChooses(page: Page, locale: 'en-CA' | 'fr-CA', sample: string) {
  await signedInAsANewMember(page, 'Morgan', { confirmed: true });
  await page.goto(locale === 'en-CA' ? '/samples' : '/fr/echantillons');
  const app = couponsApp(page);
  await card(app, sample)
    .getByRole('button', { name: locale === 'en-CA' ? /^Add to my basket/ : /^Ajouter à mon panier/ })
    .click();
  return app;
}

/** A civic number no other test uses, so each test's household is its own. */
export function unusedCivicNumber() {
  return String(1000 + Math.floor(Math.random() * 89_000));
}

/** A delivery address as the sample order form takes it. */
export interface DeliveryAddress {
  readonly line1: string;
  readonly line2?: string;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
}

const FORM_LABELS = {
  'en-CA': {
    line1: 'Street address',
    line2: 'Apartment, suite or unit',
    city: 'City',
    province: 'Province or territory',
    postalCode: 'Postal code',
    accurate: 'I confirm that my details are accurate',
    consent: /^I agree that Maple Rewards uses my details/,
  },
  'fr-CA': {
    line1: 'Adresse municipale',
    line2: 'Appartement, bureau ou unité',
    city: 'Ville',
    province: 'Province ou territoire',
    postalCode: 'Code postal',
    accurate: 'Je confirme que mes renseignements sont exacts',
    consent: /^J’accepte que Maple Rewards utilise mes renseignements/,
  },
} as const;

/** Fills the sample order form's delivery address and ticks both confirmations (nothing is sent). */
export async function fillTheSampleOrder(page: Page, locale: 'en-CA' | 'fr-CA', address: DeliveryAddress) {
  const labels = FORM_LABELS[locale];
  const order = couponsApp(page);
  await order.getByLabel(labels.line1).fill(address.line1);
  if (address.line2) await order.getByLabel(labels.line2).fill(address.line2);
  await order.getByLabel(labels.city).fill(address.city);
  await order.getByLabel(labels.province).selectOption({ label: address.province });
  await order.getByLabel(labels.postalCode).fill(address.postalCode);
  await order.getByLabel(labels.accurate).check();
  await order.getByLabel(labels.consent).check();
}
