import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exchangeAuthorizationCode } from '../exchange';
import { createIdentityServer } from '../server';
import type { IdentityClaims, IdentityClient, IdentityServer, IdentityServerOptions } from '../types';
import { TestBrowser, type Landing } from './browser';

export const AUDIENCE = 'https://api.maple-rewards.local';

export const SITE: IdentityClient = {
  clientId: 'maple-rewards-site',
  clientSecret: 'test-client-secret',
  redirectUris: ['http://localhost:8080/auth/callback', 'http://localhost:8080/fr/auth/retour'],
  postLogoutRedirectUris: ['http://localhost:8080/', 'http://localhost:8080/fr/'],
};

export const REDIRECT_URI = SITE.redirectUris[0] ?? '';

export interface TestIdentity {
  server: IdentityServer;
  url: string;
  dataFile: string;
  /** Stops the server, keeping the data file. */
  stop(): Promise<void>;
  /** Starts a new server on the same port and file. */
  restart(): Promise<TestIdentity>;
  /** Stops the server and deletes the data. */
  dispose(): Promise<void>;
}

export async function startIdentity(
  options: { production?: boolean; dataFile?: string; port?: number; throttling?: IdentityServerOptions['throttling'] } = {},
): Promise<TestIdentity> {
  const dataFile = options.dataFile ?? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'maple-identity-')), 'identity.sqlite');
  const server = await createIdentityServer({
    port: options.port ?? 0,
    issuer: options.port ? `http://localhost:${options.port}` : 'http://localhost',
    dataFile,
    audience: AUDIENCE,
    clients: [SITE],
    production: options.production,
    devRoutes: !options.production,
    throttling: options.throttling,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await server.close();
  };
  return {
    server,
    url: server.url,
    dataFile,
    stop,
    async restart() {
      await stop();
      // Let this process's HTTP clients see their keep-alive sockets closed before reusing the port.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return startIdentity({ ...options, dataFile, port: Number(new URL(server.url).port) });
    },
    async dispose() {
      await stop();
      fs.rmSync(path.dirname(dataFile), { recursive: true, force: true });
    },
  };
}

interface Pkce {
  verifier: string;
  challenge: string;
}

export function createPkce(): Pkce {
  const verifier = crypto.randomBytes(32).toString('base64url');
  return { verifier, challenge: crypto.createHash('sha256').update(verifier).digest('base64url') };
}

interface AuthorizeOptions {
  screenHint?: 'signup';
  uiLocales?: string;
  audience?: string;
  scope?: string;
  prompt?: string;
}

/** A member in one browser, signing in to the site the way the shell sends them. */
export class Member {
  readonly browser = new TestBrowser([`${new URL(REDIRECT_URI).origin}/`]);
  pkce = createPkce();
  state = crypto.randomBytes(12).toString('base64url');

  constructor(readonly identity: { url: string }) {}

  authorizeUrl(options: AuthorizeOptions = {}): string {
    const url = new URL('/auth', this.identity.url);
    url.search = new URLSearchParams({
      client_id: SITE.clientId,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: options.scope ?? 'openid email offline_access',
      state: this.state,
      code_challenge: this.pkce.challenge,
      code_challenge_method: 'S256',
      ...(options.audience ? { audience: options.audience } : {}),
      ...(options.screenHint ? { screen_hint: options.screenHint } : {}),
      ...(options.uiLocales ? { ui_locales: options.uiLocales } : {}),
      ...(options.prompt ? { prompt: options.prompt } : {}),
    }).toString();
    return url.href;
  }

  /** Starts a fresh authorization (new PKCE pair and state) and lands on the provider's page. */
  async startAuthorization(options: AuthorizeOptions = {}): Promise<Landing> {
    this.pkce = createPkce();
    this.state = crypto.randomBytes(12).toString('base64url');
    return this.browser.open(this.authorizeUrl(options));
  }

  /** The code of a landing back on the site, after checking the state came back unchanged. */
  codeFrom(landing: Landing): string {
    assert.equal(landing.leftProvider, true, `expected a redirect to the site, got ${landing.status} ${landing.url}`);
    const url = new URL(landing.url);
    assert.equal(url.searchParams.get('error'), null, `authorization failed: ${url.searchParams.get('error_description')}`);
    assert.equal(url.searchParams.get('state'), this.state);
    const code = url.searchParams.get('code');
    assert.ok(code, 'no code in the redirect');
    return code;
  }

  exchange(code: string, verifier = this.pkce.verifier): Promise<IdentityClaims> {
    return exchangeAuthorizationCode({
      issuer: this.identity.url,
      clientId: SITE.clientId,
      clientSecret: SITE.clientSecret,
      code,
      redirectUri: REDIRECT_URI,
      codeVerifier: verifier,
    });
  }

  async signUp(details: NewMember, options: AuthorizeOptions = {}): Promise<string> {
    const page = await this.startAuthorization({ screenHint: 'signup', ...options });
    return this.codeFrom(await this.browser.submit(page, { ...details }));
  }

  async signIn(email: string, password: string, options: AuthorizeOptions = {}): Promise<Landing> {
    const page = await this.startAuthorization(options);
    return this.browser.submit(page, { email, password });
  }
}

/** A type, not an interface, so it passes as form fields. */
export type NewMember = {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
};

let counter = 0;
export function newMember(overrides: Partial<NewMember> = {}): NewMember {
  counter += 1;
  return {
    email: `member${counter}.${crypto.randomBytes(4).toString('hex')}@example.com`,
    password: 'Canoe-Lantern-1867',
    givenName: 'Élise',
    familyName: 'Tremblay',
    ...overrides,
  };
}

/** Calls the token endpoint directly as the site's confidential client (the test provider's, unless told). */
export async function requestTokens(
  identityUrl: string,
  params: Record<string, string>,
  client: Pick<IdentityClient, 'clientId' | 'clientSecret'> = SITE,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL('/token', identityUrl), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(params),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface OutboxEntry {
  to: string;
  subject: string;
  body: string;
  link: string | null;
  created: string;
}

export async function outboxFor(identityUrl: string, email: string): Promise<OutboxEntry[]> {
  const response = await fetch(new URL(`/dev/outbox.json?to=${encodeURIComponent(email)}`, identityUrl));
  assert.equal(response.status, 200);
  return (await response.json()) as OutboxEntry[];
}
