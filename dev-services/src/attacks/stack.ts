import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER } from '@maple/contracts';
import { Member, REDIRECT_URI, SITE, newMember, outboxFor, requestTokens, type NewMember } from '../identity/testing/fixtures';
import type { Landing } from '../identity/testing/browser';
import { linkHref } from '../identity/testing/html';
import type { DevServicesSettings } from '../shared/dev-services-settings';
import { loadOrCreateLocalSecrets } from '../shared/local-secrets';
import { type DevServices, startDevServices } from '../start-dev-services';

const SITE_ORIGIN = new URL(REDIRECT_URI).origin;
const SUBSCRIPTION_KEY = 'attack-suite-subscription-key';

/** An answer of the consumer API. */
export interface Answer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: Record<string, unknown>;
}

/** A signed-up, enrolled member as the site holds them: a browser at the provider and a session token. */
export interface SignedUpMember {
  readonly details: NewMember;
  readonly browser: Member;
  readonly token: string;
  readonly consumerId: string;
}

/** A delivery address in Ottawa (K1P 5B9), as `PUT user/address` takes it. */
export function deliveryAddress(addressStreet1: string, addressStreet2 = ' ') {
  return { firstname: 'Élise', lastname: 'Tremblay', addressStreet1, addressStreet2, city: 'Ottawa', zipcode: 'K1P5B9', state: 'ON' };
}

/** What an attacker with the member's browser for a moment keeps: another API session and a provider refresh token. */
export interface StolenCopies {
  readonly apiToken: string;
  readonly refreshToken: string;
}

/**
 * The identity provider and the consumer API wired as `npm start` wires them (the real
 * wiring, `startDevServices`), on free ports with a fresh data folder and secrets generated
 * there, as on a developer's machine. The attacks run against this, as a client would.
 */
export interface Stack {
  readonly services: DevServices;
  readonly settings: DevServicesSettings;
  readonly apiUrl: string;
  readonly identityUrl: string;
  /** Any call under the API base, e.g. `call('POST', 'user/transaction/memberInteractions', { token, body })`. */
  call(
    method: string,
    relativePath: string,
    options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> },
  ): Promise<Answer>;
  /** A cookieless call, as a browser's first: answers the headers that send the client cookie the API handed out. */
  newClientCookie(): Promise<Record<string, string>>;
  /** `auth/login` with a made-up code (answered 400 when it reaches the code check). */
  loginWithMadeUpCode(headers: Record<string, string>): Promise<Answer>;
  /** Signs in at the API with a code the browser brought back from the provider (`auth/login`). */
  apiLogin(browser: Member, code: string): Promise<{ token: string; consumerId: string }>;
  /** Signs a new member up at the provider, signs in at the API with the code, enrols; email not confirmed. */
  signUp(overrides?: Partial<NewMember>): Promise<SignedUpMember>;
  /** Signs an existing member in again, at the provider then at the API, in a new browser, and enrols. */
  signIn(details: NewMember): Promise<SignedUpMember>;
  /** The member follows the link in the confirmation email. */
  confirmEmail(member: Pick<SignedUpMember, 'details' | 'browser'>): Promise<void>;
  /** Another API session and a refresh token of the member's, taken from their signed-in browser. */
  stealCopies(member: SignedUpMember): Promise<StolenCopies>;
  /** The provider's token endpoint, called as the site's confidential client. */
  tokenRequest(params: Record<string, string>): Promise<{ status: number; body: Record<string, unknown> }>;
  /** From the sign-in page in a new browser: "Forgot your password?", then the emailed link's form with the new password. */
  resetPassword(email: string, newPassword: string): Promise<Landing>;
  close(): Promise<void>;
}

export async function startStack(overrides: Partial<DevServicesSettings> = {}): Promise<Stack> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-attacks-'));
  const secrets = loadOrCreateLocalSecrets(dataDir);
  const settings: DevServicesSettings = {
    siteOrigin: SITE_ORIGIN,
    apiPort: 0,
    identityPort: 0,
    issuer: 'http://localhost',
    subscriptionKey: SUBSCRIPTION_KEY,
    clientId: SITE.clientId,
    clientSecret: secrets.clientSecret,
    audience: 'https://api.maple-rewards.local',
    sessionSecret: secrets.sessionSecret,
    dataDir,
    production: false,
    devRoutes: true,
    ...overrides,
  };
  const services = await startDevServices(settings);
  const apiUrl = services.api.url;
  const identityUrl = services.identity.url;

  /** Signs in at the API with the browser's code and enrols (again, for a returning member: it only sets the cause). */
  async function enrolled(details: NewMember, browser: Member, code: string): Promise<SignedUpMember> {
    const { token, consumerId } = await stack.apiLogin(browser, code);
    const enrolment = await stack.call('POST', 'user/enroll/email/cause', {
      token,
      body: { locationExternalReference: 'web', charityID: '006WWF' },
    });
    assert.equal(enrolment.status, 200);
    return { details, browser, token, consumerId };
  }

  const stack: Stack = {
    services,
    settings,
    apiUrl,
    identityUrl,

    async call(method, relativePath, options = {}) {
      const headers: Record<string, string> = {
        Origin: SITE_ORIGIN,
        [SUBSCRIPTION_KEY_HEADER]: SUBSCRIPTION_KEY,
        [LOCALE_HEADER]: 'en-CA',
        ...options.headers,
      };
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`${apiUrl}${API_BASE_PATH}${relativePath}`, { method, headers, body });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },

    async newClientCookie() {
      const first = await stack.call('GET', 'geo');
      return { Cookie: first.headers.get('set-cookie')?.split(';')[0] ?? '' };
    },

    loginWithMadeUpCode: (headers) =>
      stack.call('POST', 'auth/login', {
        headers,
        body: { campaignName: '', authCode: 'made-up-code', codeVerifier: 'v'.repeat(43), redirectUri: REDIRECT_URI },
      }),

    async apiLogin(browser, code) {
      // From the member's own browser: its own client cookie, as the site's page would send.
      const login = await stack.call('POST', 'auth/login', {
        headers: await stack.newClientCookie(),
        body: { campaignName: '', authCode: code, codeVerifier: browser.pkce.verifier, redirectUri: REDIRECT_URI },
      });
      assert.equal(login.status, 200, `signing in at the API answered ${login.status} ${JSON.stringify(login.body)}`);
      return { token: String(login.body.authToken), consumerId: String((login.body.ids as { consumerId: string }).consumerId) };
    },

    async signUp(overrides = {}) {
      const details = newMember(overrides);
      const browser = new Member({ url: identityUrl });
      return enrolled(details, browser, await browser.signUp(details));
    },

    async signIn(details) {
      const browser = new Member({ url: identityUrl });
      return enrolled(details, browser, browser.codeFrom(await browser.signIn(details.email, details.password)));
    },

    async confirmEmail(member) {
      const message = (await outboxFor(identityUrl, member.details.email)).find((sent) => sent.link?.includes('/verify-email/'));
      assert.ok(message?.link, 'the provider emailed a confirmation link');
      const page = await member.browser.browser.open(message.link);
      const done = await member.browser.browser.submit(page, {});
      assert.equal(done.status, 200);
    },

    async stealCopies(member) {
      const nextCode = async () => member.browser.codeFrom(await member.browser.startAuthorization());
      const login = await stack.call('POST', 'auth/login', {
        body: { campaignName: '', authCode: await nextCode(), codeVerifier: member.browser.pkce.verifier, redirectUri: REDIRECT_URI },
      });
      const tokens = await stack.tokenRequest({
        grant_type: 'authorization_code',
        code: await nextCode(),
        redirect_uri: REDIRECT_URI,
        code_verifier: member.browser.pkce.verifier,
      });
      assert.equal(typeof tokens.body.refresh_token, 'string');
      return { apiToken: String(login.body.authToken), refreshToken: String(tokens.body.refresh_token) };
    },

    tokenRequest: (params) => requestTokens(identityUrl, params, { clientId: settings.clientId, clientSecret: settings.clientSecret }),

    async resetPassword(email, newPassword) {
      const browser = new Member({ url: identityUrl });
      const signIn = await browser.startAuthorization();
      const forgot = await browser.browser.open(new URL(linkHref(signIn.html, 'Forgot your password?') ?? '', signIn.url).href);
      await browser.browser.submit(forgot, { email });
      const [reset] = await outboxFor(identityUrl, email);
      assert.ok(reset?.link, 'the provider emailed a reset link');
      return browser.browser.submit(await browser.browser.open(reset.link), { password: newPassword });
    },

    async close() {
      await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}
