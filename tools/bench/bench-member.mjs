// The member of the bench's signed-in pages: signed up once per run through the site and the
// local identity provider (dev-services), as e2e/support/member-fixture.ts does, then signed in
// again in each browser whose pages need the session. A run longer than the session (30
// minutes: shell/src/features/session) signs in again: see runLighthouse.
import { randomUUID } from 'node:crypto';
import { chromium } from 'playwright-core';

/** How long a session lasts after signing in (the shell's and the local provider's rule). */
export const SESSION_MS = 30 * 60_000;

/** The localStorage keys the bench reads or sets (shell/src/features/session/services/session-keys.ts, consent/services/consent.ts). */
export const storageKeys = { token: 'sessionToken', consent: 'cookieConsent' };

/** A member nobody has signed up yet, with a password the identity provider accepts. */
export function newBenchMember(id = randomUUID().slice(0, 8)) {
  return { email: `bench.${id}@example.ca`, password: `Canoe-${id}-Lantern`, firstName: 'Bench', lastName: 'Tremblay' };
}

/**
 * Signs `member` up (`signUp`) or in on the site at `origin`, in a Playwright page: from the
 * home page with only a cookie choice stored (a member has made one, and the banner would sit
 * on every page measured), the header's button, the cause (kept as preselected), the
 * provider's form, and back on the site once
 * the shell has stored the session and finished its calls (enrolment, profile, balance).
 * @param {import('playwright-core').Page} page
 */
export async function signInOnTheSite(page, origin, member, { signUp = false } = {}) {
  await page.goto(`${origin}/`);
  await page.evaluate((keys) => {
    localStorage.clear();
    localStorage.setItem(keys.consent, 'necessary');
  }, storageKeys);
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: signUp ? 'Sign up' : 'Log in' })
    .click();
  if (signUp) {
    // Joining without a cause chosen first asks for one, WWF-Canada preselected: kept.
    const question = page.getByRole('dialog', { name: 'Choose the cause you will support' });
    await question.or(page.getByLabel('Email')).first().waitFor();
    if (await question.isVisible()) await question.getByRole('button', { name: 'Continue to sign-up' }).click();
  }
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  if (signUp) {
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByRole('button', { name: 'Create account' }).click();
  } else {
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await page.waitForURL((url) => url.origin === origin, { timeout: 30_000 });
  await page.waitForFunction((key) => Boolean(localStorage.getItem(key)), storageKeys.token, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Signs up a new member in a fresh context of `browser`; resolves to the member and the
 * context's storage (to open the member's pages in other contexts of that browser).
 * @param {import('playwright-core').Browser} browser
 */
export async function signUpBenchMember(browser, origin) {
  const member = newBenchMember();
  const context = await browser.newContext();
  try {
    await signInOnTheSite(await context.newPage(), origin, member, { signUp: true });
    return { member, storageState: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * Signs `member` in, in the chromium whose DevTools port is `port` (the one Lighthouse drives),
 * in its default context: the session stays in that browser's storage for Lighthouse's tabs.
 */
export async function signInOverDevTools(port, origin, member) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await signInOnTheSite(page, origin, member);
    await page.close();
  } finally {
    // Disconnects: a browser Playwright connected to is left running, its default context kept.
    await browser.close();
  }
}
