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

const identityOrigin = `http://localhost:${E2E_PORT + 11}`;

/**
 * The member confirms their email address (earning waits for it): the link the identity
 * provider "sent" is read from its dev outbox, opened in a new tab and confirmed there.
 */
export async function confirmEmailThroughTheOutbox(page: Page, member: ReturnType<typeof newMember>) {
  const response = await fetch(`${identityOrigin}/dev/outbox.json?to=${encodeURIComponent(member.email)}`);
  const messages = (await response.json()) as { link: string | null }[];
  const link = messages.find((message) => message.link?.includes('/verify-email/'))?.link;
  if (!link) throw new Error(`no confirmation email for ${member.email}`);
  const tab = await page.context().newPage();
  await tab.goto(link);
  await tab.getByRole('button', { name: /^(Confirm my email address|Confirmer mon adresse courriel)$/ }).click();
  await tab.getByRole('heading', { level: 1, name: /^(Your email address is confirmed|Votre adresse courriel est confirmée)$/ }).waitFor();
  await tab.close();
}

/**
 * The identity provider's logout, 3 s after the site's, then the way back to the site at
 * `path`. Without an id_token_hint from the site the provider asks the member to confirm;
 * with one it signs out at once: this handles both.
 */
export async function throughTheProviderLogout(page: Page, path: string) {
  await page.waitForURL((url) => url.origin === identityOrigin, { timeout: 15_000 });
  const backOnTheSite = (url: URL) => url.port === String(E2E_PORT) && url.pathname === path;
  const confirm = page.getByRole('button', { name: /^(Sign out|Se déconnecter)$/ });
  const first = await Promise.race([
    page.waitForURL(backOnTheSite, { timeout: 15_000 }).then(() => 'site' as const),
    confirm.waitFor({ timeout: 15_000 }).then(() => 'confirmation' as const),
  ]);
  if (first === 'confirmation') await confirm.click();
  await page.waitForURL(backOnTheSite, { timeout: 15_000 });
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
