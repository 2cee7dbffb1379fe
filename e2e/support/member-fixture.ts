import { type APIRequest, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { E2E_PORT } from './environment';
import { newMember, type SignedUpMember, signUpThroughTheServices } from './members';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Joining without a cause chosen before asks for one first, WWF-Canada preselected: this keeps
 * it, in either language. Called after a sign-up button; it does nothing when the identity
 * provider's form comes first (the visitor had chosen a cause).
 */
export async function keepThePreselectedCause(page: Page) {
  const question = page.getByRole('dialog', { name: /^(Choose the cause you will support|Choisissez la cause que vous appuierez)$/ });
  const providerForm = page.getByRole('button', { name: /^(Create account|Créer le compte)$/ });
  await question.or(providerForm).first().waitFor();
  if (await question.isVisible()) await question.getByRole('button', { name: /^(Continue to sign-up|Continuer l’inscription)$/ }).click();
}

/** Fills and sends the identity provider's English sign-up form (after the cause, when the site asks for one). */
export async function completeSignUpForm(page: Page, member: ReturnType<typeof newMember>) {
  await keepThePreselectedCause(page);
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

/** Puts `member`'s session in the page (the provider's cookies too): the next page it opens is theirs. */
export async function openTheSessionOf(page: Page, member: SignedUpMember) {
  await page.context().addCookies(member.cookies);
  // Any page of the site's origin holds its storage: its configuration is the lightest.
  await page.goto(`http://localhost:${E2E_PORT}/config.json`);
  await page.evaluate((session) => {
    for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
  }, member.session);
}

/**
 * A new member of the test's own (signed up through the services, see `signUpThroughTheServices`),
 * whose session `page` now holds: the next page it opens is theirs. For journeys that change the
 * member (points, history, consents, messages…) and are not about signing up.
 */
export async function signedInAsANewMember(page: Page, firstName = 'Robin', options: { confirmed?: boolean } = {}) {
  const member = await signUpThroughTheServices(firstName, options);
  await openTheSessionOf(page, member);
  return member;
}

/**
 * The storage of a new member signed up through the services (`signUpThroughTheServices`), their
 * email address confirmed or not, who made their cookie choice: the browser state a sign-up
 * through the pages leaves behind.
 */
async function signedUpMemberState(requests: APIRequest, firstName: string, confirmed: boolean): Promise<StorageState> {
  const member = await signUpThroughTheServices(firstName, { confirmed, requests });
  const localStorage = Object.entries({ cookieConsent: 'necessary', ...member.session }).map(([name, value]) => ({ name, value }));
  return { cookies: member.cookies, origins: [{ origin: `http://localhost:${E2E_PORT}`, localStorage }] };
}

/**
 * A worker's members are signed up again once their session is this old: the API's sessions
 * last 30 minutes (SESSION_TOKEN_LIFETIME_SECONDS), and a worker on a busy machine outlives that.
 */
const MEMBER_STATE_MAX_AGE_MS = 20 * 60 * 1000;

/** Hands out a worker's member state, signing a new member up when there is none or it is old. */
function memberStateOfTheWorker(requests: APIRequest, firstName: string, confirmed: boolean) {
  let kept: { state: StorageState; since: number } | null = null;
  return async () => {
    if (!kept || Date.now() - kept.since > MEMBER_STATE_MAX_AGE_MS) {
      kept = { state: await signedUpMemberState(requests, firstName, confirmed), since: Date.now() };
    }
    return kept.state;
  };
}

/**
 * `memberState`: the storage of a member signed up once per worker (again when their session
 * gets old), to open member-only pages (their email address not confirmed, as after a sign-up:
 * the welcome shows near the top); `confirmedMemberState`: one who confirmed it (they earn, and
 * see the onboarding tracker). A journey that changes the member, or depends on what they did
 * today, signs a member of its own up instead (`signedInAsANewMember`).
 */
export const test = base.extend<
  { memberState: StorageState; confirmedMemberState: StorageState },
  { workerMember: () => Promise<StorageState>; workerConfirmedMember: () => Promise<StorageState> }
>({
  workerMember: [async ({ playwright }, use) => use(memberStateOfTheWorker(playwright.request, 'Morgan', false)), { scope: 'worker' }],
  workerConfirmedMember: [
    async ({ playwright }, use) => use(memberStateOfTheWorker(playwright.request, 'Jordan', true)),
    { scope: 'worker' },
  ],
  memberState: async ({ workerMember }, use) => use(await workerMember()),
  confirmedMemberState: async ({ workerConfirmedMember }, use) => use(await workerConfirmedMember()),
});

export { expect } from '@playwright/test';
