import { expect, type Locator, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import { completeSignUpForm } from './member-fixture';
import { newMember } from './members';

/** The coupons remote's part of the page (coupons, samples, basket, out of stock). */
export function couponsApp(page: Page) {
  return page.locator('[data-mfe="coupons"]');
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
    await page.getByLabel('Courriel').fill(member.email);
    await page.getByLabel('Mot de passe').fill(member.password);
    await page.getByLabel('Prénom').fill(member.firstName);
    await page.getByLabel('Nom de famille').fill(member.lastName);
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await page.getByRole('navigation', { name: 'Votre compte' }).getByText(`Bonjour, ${member.firstName}`).waitFor();
  }
  return member;
}

/** A new member signs up on the samples page of their language and puts `sample` in the basket; answers the coupons app. */
export async function aNewMemberChooses(page: Page, locale: 'en-CA' | 'fr-CA', sample: string) {
  await page.goto(locale === 'en-CA' ? '/samples' : '/fr/echantillons');
  await signUpInTheLanguageOfThePage(page, locale);
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

/**
 * The page at 360 px and at 1280 px: nothing wider than the screen and no WCAG 2.1 A/AA
 * violation axe can find. Leaves the page at 1280 px.
 */
export async function expectUsableOnPhoneAndDesktop(page: Page) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(page)).toEqual([]);
  }
}
