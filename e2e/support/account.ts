import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { E2E_PORT } from './environment';
import { signUpThroughTheSite } from './member-fixture';
import { apiAsThePage, newMember } from './members';

/** A new member, signed up through the site and back on the home page (not the callback, whose code is spent). */
export async function newMemberOnTheSite(page: Page, firstName = 'Robin') {
  await page.goto('/');
  const member = await signUpThroughTheSite(page, newMember(firstName));
  await expect(page).toHaveURL(/\/$/);
  return member;
}

/** The member's consumer id, as the API knows it. */
export async function consumerIdOf(page: Page): Promise<string> {
  return (await (await apiAsThePage(page)).call('getProfile')).ids.consumerId;
}

/** Gives the member a seeded history (dev consumer API): two pages of earnings and every kind of issued reward. */
export async function seedHistory(page: Page): Promise<void> {
  const consumerId = await consumerIdOf(page);
  const response = await fetch(`http://localhost:${E2E_PORT + 10}/__dev/members/history`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consumerId }),
  });
  if (!response.ok) throw new Error(`seeding the history refused: ${response.status} ${await response.text()}`);
}

/** The mfe-account root of the page (`data-mfe="account"`). */
export const accountApp = (page: Page) => page.locator('[data-mfe="account"]');
