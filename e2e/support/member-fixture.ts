import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from './environment';
import { newMember } from './members';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Fills and sends the identity provider's English sign-up form. */
export async function completeSignUpForm(page: Page, member: ReturnType<typeof newMember>) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Signs a new member up through the site's header and the identity provider's form (English). */
export async function signUpThroughTheSite(page: Page, member = newMember()) {
  await page.getByRole('banner').getByRole('button', { name: 'Sign up' }).click();
  await completeSignUpForm(page, member);
  await page.getByRole('navigation', { name: 'Your account' }).getByText(`Hi, ${member.firstName}`).waitFor();
  return member;
}

/** A browser context of a visitor who made their cookie choice, at the e2e site. */
export function visitorContext(browser: Browser, storageState?: StorageState) {
  return browser.newContext({
    baseURL: `http://localhost:${E2E_PORT}`,
    storageState: storageState ?? {
      cookies: [],
      origins: [{ origin: `http://localhost:${E2E_PORT}`, localStorage: [{ name: 'cookieConsent', value: 'necessary' }] }],
    },
  });
}

/** `memberState`: the storage of a member signed up once per worker, to open member-only pages. */
export const test = base.extend<object, { memberState: StorageState }>({
  memberState: [
    async ({ browser }, use) => {
      const context = await visitorContext(browser);
      const page = await context.newPage();
      await page.goto('/');
      await signUpThroughTheSite(page, newMember('Morgan'));
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';
