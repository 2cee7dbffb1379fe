import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_BASE_PATH, LOCALE_HEADER, SUBSCRIPTION_KEY_HEADER } from '@maple/contracts';
import { Member, REDIRECT_URI, SITE, newMember, outboxFor, type NewMember } from '../identity/testing/fixtures';
import type { DevServicesSettings } from '../shared/dev-services-settings';
import { loadOrCreateLocalSecrets } from '../shared/local-secrets';
import { type DevServices, startDevServices } from '../start-dev-services';

export const SITE_ORIGIN = new URL(REDIRECT_URI).origin;
export const SUBSCRIPTION_KEY = 'attack-suite-subscription-key';

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
  /** Signs a new member up at the provider, signs in at the API with the code, enrols; email not confirmed. */
  signUp(overrides?: Partial<NewMember>): Promise<SignedUpMember>;
  /** The member follows the link in the confirmation email. */
  confirmEmail(member: SignedUpMember): Promise<void>;
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

    async signUp(overrides = {}) {
      const details = newMember(overrides);
      const browser = new Member({ url: identityUrl });
      const code = await browser.signUp(details);
      const login = await stack.call('POST', 'auth/login', {
        body: { campaignName: '', authCode: code, codeVerifier: browser.pkce.verifier, redirectUri: REDIRECT_URI },
      });
      assert.equal(login.status, 200, `signing in at the API answered ${login.status} ${JSON.stringify(login.body)}`);
      const token = String(login.body.authToken);
      const consumerId = String((login.body.ids as { consumerId: string }).consumerId);
      const enrolled = await stack.call('POST', 'user/enroll/email/cause', {
        token,
        body: { locationExternalReference: 'web', charityID: '006WWF' },
      });
      assert.equal(enrolled.status, 200);
      return { details, browser, token, consumerId };
    },

    async confirmEmail(member) {
      const message = (await outboxFor(identityUrl, member.details.email)).find((sent) => sent.link?.includes('/verify-email/'));
      assert.ok(message?.link, 'the provider emailed a confirmation link');
      const page = await member.browser.browser.open(message.link);
      const done = await member.browser.browser.submit(page, {});
      assert.equal(done.status, 200);
    },

    async close() {
      await services.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}
