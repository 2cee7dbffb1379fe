import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createConsumerApi, DEFAULT_CAUSE_ID, type ConsumerApi } from '@maple/contracts';
import { type APIRequest, type APIRequestContext, type Page, request } from '@playwright/test';
import { E2E_PORT } from './environment';

const siteOrigin = `http://localhost:${E2E_PORT}`;
const identityOrigin = `http://localhost:${E2E_PORT + 11}`;

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
  return consumerApi(() => token);
}

/** The consumer API as `member`'s session calls it (a member signed up through the services). */
export function apiAs(member: SignedUpMember): ConsumerApi {
  return consumerApi(() => member.session.sessionToken ?? null);
}

function consumerApi(token: () => string | null, fetchWith: typeof fetch = fetch): ConsumerApi {
  return createConsumerApi({
    baseUrl: `http://localhost:${E2E_PORT + 10}/api/v1/ca/`,
    subscriptionKey: 'local-dev-subscription-key',
    locale: () => 'en-CA',
    token,
    origin: siteOrigin,
    fetch: fetchWith,
  });
}

/**
 * A fetch that keeps the client cookie the API gives, as a browser does. Without one, every
 * sign-up of the run would count as the same cookieless client, whose `auth/login` budget
 * (10 a minute) a quick run of sign-ups through the services would use up.
 */
function fetchWithAClientCookie(): typeof fetch {
  let cookie: string | null = null;
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(input, { ...init, headers });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return response;
  };
}

/** A member signed up through the services, and the session the site stores for them. */
export interface SignedUpMember extends ReturnType<typeof newMember> {
  readonly consumerId: string;
  /** The identity provider's cookies: the member is signed in there too, as after a sign-up in a browser. */
  readonly cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
  /** The local storage the site keeps for the member's session (sessionToken, consumer_id…). */
  readonly session: Record<string, string>;
}

/** Reads the one form of an identity provider page: where it posts, and its CSRF token. */
function providerForm(html: string, page: string) {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !csrf) throw new Error(`no form on the identity provider's page ${page}`);
  return { action: new URL(action.replaceAll('&amp;', '&'), page).href, csrf };
}

/**
 * A new member signed up without a browser, through the same real services the site uses: the
 * identity provider's sign-up form (code flow with PKCE), then the consumer API's `auth/login`
 * and the enrolment with the default cause, as the site does after the provider sends the
 * member back. About a tenth of the time of a sign-up through the pages; for journeys that are
 * not about signing up. With `confirmed`, the member also confirmed their address from the
 * link the provider "sent" (earning waits for it). `requests`: the worker's, in a fixture.
 */
export async function signUpThroughTheServices(
  firstName = 'Camille',
  { confirmed = false, requests = request }: { confirmed?: boolean; requests?: APIRequest } = {},
): Promise<SignedUpMember> {
  const member = newMember(firstName);
  const config = (await (await fetch(`${siteOrigin}/config.json`)).json()) as {
    identity: { issuer: string; clientId: string; audience: string };
  };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const redirectUri = `${siteOrigin}/auth/callback`;
  const authorize = new URL('/auth', config.identity.issuer);
  authorize.search = new URLSearchParams({
    client_id: config.identity.clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid email offline_access',
    state,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    audience: config.identity.audience,
    ui_locales: 'en-CA',
    screen_hint: 'signup',
  }).toString();
  const provider = await requests.newContext();
  try {
    const signUpPage = await provider.get(authorize.href);
    const form = providerForm(await signUpPage.text(), signUpPage.url());
    const sent = await provider.post(form.action, {
      form: { csrf: form.csrf, email: member.email, password: member.password, givenName: member.firstName, familyName: member.lastName },
    });
    const back = new URL(sent.url());
    const code = back.searchParams.get('code');
    if (back.pathname !== '/auth/callback' || !code || back.searchParams.get('state') !== state)
      throw new Error(`the identity provider did not send ${member.email} back with a code: ${sent.url()}`);
    // The site's first call (the geo check) gives its browser a client cookie before it signs in.
    const visitorApi = consumerApi(() => null, fetchWithAClientCookie());
    await visitorApi.call('geo');
    const login = await visitorApi.call('login', {
      body: { campaignName: '', authCode: code, codeVerifier: verifier, redirectUri },
    });
    const api = consumerApi(() => login.authToken);
    await api.call('enrolCause', { body: { locationExternalReference: 'web', charityID: DEFAULT_CAUSE_ID } });
    if (confirmed) await confirmEmailThroughTheServices(provider, member.email);
    const expiresAt = (JSON.parse(Buffer.from(login.authToken.split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp * 1000;
    return {
      ...member,
      consumerId: login.ids.consumerId,
      cookies: (await provider.storageState()).cookies,
      session: {
        sessionToken: login.authToken,
        consumer_id: login.ids.consumerId,
        isLoggedIn: 'true',
        sessionExpiresAt: String(expiresAt),
        ...(login.idTokenHint ? { idTokenHint: login.idTokenHint } : {}),
      },
    };
  } finally {
    await provider.dispose();
  }
}

/** Confirms the address from the link in the provider's dev outbox, with its page's button (posted without a browser). */
async function confirmEmailThroughTheServices(provider: APIRequestContext, email: string) {
  const outbox = await provider.get(`${identityOrigin}/dev/outbox.json?to=${encodeURIComponent(email)}`);
  const link = ((await outbox.json()) as { link: string | null }[]).find((message) => message.link?.includes('/verify-email/'))?.link;
  if (!link) throw new Error(`no confirmation email for ${email}`);
  const page = await provider.get(link);
  const form = providerForm(await page.text(), page.url());
  const confirmed = await provider.post(form.action, { form: { csrf: form.csrf } });
  if (!confirmed.ok()) throw new Error(`confirming ${email} answered ${confirmed.status()}`);
}

/**
 * `email`'s owner confirms their address from the link the provider "sent", without a browser
 * (as the confirmation page's button would): for journeys where the confirming is not the point.
 */
export async function confirmTheEmailOf(email: string, requests: APIRequest = request) {
  const provider = await requests.newContext();
  try {
    await confirmEmailThroughTheServices(provider, email);
  } finally {
    await provider.dispose();
  }
}
