/**
 * @jest-environment node
 */
import { createMemoryStorage } from '#src/lib/safe-storage.ts';
import { createTestConfig } from '#src/testing/create-test-services.ts';
import { discoveryFetch } from '#src/testing/identity-discovery.ts';
import { createIdentityProvider, IdentityUnavailableError } from './identity-provider';

const config = createTestConfig();
const iss = encodeURIComponent('http://localhost:8091/');

describe('the identity provider', () => {
  it('reads the code of a callback with the expected state and issuer', async () => {
    const identity = createIdentityProvider(config, { fetch: discoveryFetch(config) });
    await expect(identity.readCallback(`?code=abc&state=s-1&iss=${iss}`, 's-1')).resolves.toEqual({ ok: true, code: 'abc' });
  });

  it('refuses a callback from another issuer (a mix-up) as a forged state', async () => {
    const identity = createIdentityProvider(config, { fetch: discoveryFetch(config) });
    const other = encodeURIComponent('https://evil.example/');
    await expect(identity.readCallback(`?code=abc&state=s-1&iss=${other}`, 's-1')).resolves.toEqual({
      ok: false,
      problem: 'authStateMismatch',
    });
  });

  it('treats an error answer as a missing code', async () => {
    const identity = createIdentityProvider(config, { fetch: discoveryFetch(config) });
    await expect(identity.readCallback(`?error=access_denied&state=s-1&iss=${iss}`, 's-1')).resolves.toEqual({
      ok: false,
      problem: 'authCodeMissing',
    });
  });

  it('builds the logout URL back to the member’s home page', async () => {
    const identity = createIdentityProvider(config, { fetch: discoveryFetch(config) });
    const url = new URL(await identity.logoutUrl('fr-CA', 'http://localhost:8080/fr/'));
    expect(url.origin + url.pathname).toBe('http://localhost:8091/session/end');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'site',
      post_logout_redirect_uri: 'http://localhost:8080/fr/',
      ui_locales: 'fr-CA',
    });
  });

  it('says it is unavailable when discovery fails, and tries discovery again next time', async () => {
    let reachable = false;
    const fetch: typeof globalThis.fetch = (input, init) => discoveryFetch(config, { reachable })(input, init);
    const identity = createIdentityProvider(config, { fetch });
    const request = { locale: 'en-CA' as const, returnTo: '/', redirectUri: 'http://localhost:8080/auth/callback', signup: false };
    await expect(identity.authorizeUrl({ ...request, storage: createMemoryStorage() })).rejects.toThrow(IdentityUnavailableError);
    reachable = true;
    await expect(identity.authorizeUrl({ ...request, storage: createMemoryStorage() })).resolves.toMatch(
      /^http:\/\/localhost:8091\/auth\?/,
    );
  });

  it('refuses a plain-http provider in production', async () => {
    const production = createTestConfig({ environment: 'production' });
    const identity = createIdentityProvider(production, { fetch: discoveryFetch(production) });
    await expect(identity.logoutUrl('en-CA', 'https://site.example/')).rejects.toThrow(IdentityUnavailableError);
  });
});
