import type { Locator, Page } from '@playwright/test';
import { keepThePreselectedCause } from './member-fixture';
import type { newMember } from './members';

/** The campaign landing pages of the composition: both paths, both titles and the campaign each records. */
export const LANDING_PAGES = [
  {
    paths: ['/learn-about-menopause', '/fr/en-savoir-plus-sur-la-menopause'],
    titles: ['Learn about menopause', 'En savoir plus sur la ménopause'],
    source: 'everydayAcquisition',
  },
  {
    paths: ['/signup/downy-unstopables-sample/', '/fr/inscrivez-vous/echantillon-downy-unstopables/'],
    titles: ['Free fabric-care sample', 'Échantillon gratuit de soin des tissus'],
    source: 'pgeAcquisition',
  },
  { paths: ['/recycling/', '/fr/recyclage/'], titles: ['Recycling', 'Recyclage'], source: 'sourceEnrollment' },
  { paths: ['/scholarship/', '/fr/bourse-d-etudes/'], titles: ['Scholarship', 'Bourse d’études'], source: 'sweepsAcquisitionContest' },
  {
    paths: ['/alwayscoupon2025/', '/fr/alwayscoupon2025/'],
    titles: ['Always coupons', 'Bons de réduction Always'],
    source: 'alwayscoupon2025',
  },
] as const;

/** Records the paths of the calls a page makes for a member's data (the visitors' reward list is not one). */
export function memberDataCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/api\/v1\/ca\/(user|nmc-consumer|modernincentives)\//.test(path) && !path.endsWith('/user/reward/choiceList')) calls.push(path);
  });
  return calls;
}

/** The campaigns remote's part of the page. */
export function campaigns(page: Page) {
  return page.locator('[data-mfe="campaigns"]');
}

/**
 * A section of a page, scrolled to as a person would: the home page's sections below the fold
 * load their data when they come on screen, not with the page.
 */
export async function scrolledTo(section: Locator): Promise<Locator> {
  await section.scrollIntoViewIfNeeded();
  return section;
}

/** Fills and sends the identity provider's French sign-up form (after the cause, when the site asks for one). */
export async function completeFrenchSignUpForm(page: Page, member: ReturnType<typeof newMember>) {
  await keepThePreselectedCause(page);
  await page.getByLabel('Courriel').fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByLabel('Prénom').fill(member.firstName);
  await page.getByLabel('Nom de famille').fill(member.lastName);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
}
