import type { Page } from '@playwright/test';
import { E2E_PORT } from './environment';
import { apiAsThePage } from './members';

/** The member's consumer id, as the API knows it. */
async function consumerIdOf(page: Page): Promise<string> {
  return (await (await apiAsThePage(page)).call('getProfile')).ids.consumerId;
}

/** Gives the member a seeded history (dev consumer API): two pages of earnings and every kind of issued reward. */
export async function seedHistory(page: Page): Promise<void> {
  await seedHistoryOf(await consumerIdOf(page));
}

/** Gives the member of `consumerId` a seeded history (dev consumer API). */
export async function seedHistoryOf(consumerId: string): Promise<void> {
  const response = await fetch(`http://localhost:${E2E_PORT + 10}/__dev/members/history`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ consumerId }),
  });
  if (!response.ok) throw new Error(`seeding the history refused: ${response.status} ${await response.text()}`);
}

/** The mfe-account root of the page (`data-mfe="account"`). */
export const accountApp = (page: Page) => page.locator('[data-mfe="account"]');

/**
 * The change-password page of the signed-in member, open: `attempt` fills and sends its form,
 * `sent` counts the changes it sent to the API.
 */
export async function onTheChangePasswordPage(page: Page) {
  await page.goto('/change-password');
  const app = accountApp(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/user/password')) sent += 1;
  });
  return {
    sent: () => sent,
    problem: app.getByRole('group', { name: 'There is a problem' }),
    async attempt(current: string, next = `Harbour-${Date.now()}-Lantern`) {
      await app.getByLabel('Current password').fill(current);
      await app.getByLabel('New password', { exact: true }).fill(next);
      await app.getByLabel('New password, again').fill(next);
      await app.getByRole('button', { name: 'Change my password' }).click();
    },
  };
}
