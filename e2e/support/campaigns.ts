import { expect, type Page } from '@playwright/test';
import { accessibilityViolations } from './accessibility';
import type { newMember } from './members';

/** The phone and desktop widths every campaigns page is checked at. */
export const WIDTHS = [360, 1280] as const;

/** The campaigns remote's part of the page. */
export function campaigns(page: Page) {
  return page.locator('[data-mfe="campaigns"]');
}

/** Fills and sends the identity provider's French sign-up form. */
export async function completeFrenchSignUpForm(page: Page, member: ReturnType<typeof newMember>) {
  await page.getByLabel('Courriel').fill(member.email);
  await page.getByLabel('Mot de passe').fill(member.password);
  await page.getByLabel('Prénom').fill(member.firstName);
  await page.getByLabel('Nom de famille').fill(member.lastName);
  await page.getByRole('button', { name: 'Créer le compte' }).click();
}

/**
 * The page at 360 px and at 1280 px: nothing wider than the screen (no sideways scrolling) and
 * no WCAG 2.1 A/AA violation axe can find. Leaves the page at 1280 px.
 */
export async function expectUsableAtEveryWidth(page: Page) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await accessibilityViolations(page)).toEqual([]);
  }
}
