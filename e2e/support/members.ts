import { randomUUID } from 'node:crypto';
import { createConsumerApi, type ConsumerApi } from '@maple/contracts';
import type { Page } from '@playwright/test';
import { E2E_PORT } from './environment';

/** A member nobody has signed up yet, with a password the identity provider finds hard to guess. */
export function newMember(firstName = 'Camille') {
  // An accented first name (Inès) still gives an ASCII address: the consumer API accepts no other.
  const mailbox = firstName
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
  return {
    email: `${mailbox}.${randomUUID().slice(0, 8)}@example.ca`,
    password: `Canoe-${randomUUID().slice(0, 8)}-Lantern`,
    firstName,
    lastName: 'Tremblay',
  };
}

/** The consumer API as the site calls it, with the session token the page holds. */
export async function apiAsThePage(page: Page): Promise<ConsumerApi> {
  const token = await page.evaluate(() => localStorage.getItem('sessionToken'));
  return createConsumerApi({
    baseUrl: `http://localhost:${E2E_PORT + 10}/api/v1/ca/`,
    subscriptionKey: 'local-dev-subscription-key',
    locale: () => 'en-CA',
    token: () => token,
    origin: `http://localhost:${E2E_PORT}`,
  });
}
