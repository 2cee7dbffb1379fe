import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { decodeJwt } from 'jose';
import { exchangeAuthorizationCode, IdentityExchangeError } from './exchange';
import {
  AUDIENCE,
  createPkce,
  Member,
  newMember,
  REDIRECT_URI,
  requestTokens,
  SITE,
  startIdentity,
  type TestIdentity,
} from './testing/fixtures';

function rejectsWith(reason: IdentityExchangeError['reason']) {
  return (error: unknown) => {
    assert.ok(error instanceof IdentityExchangeError, `expected an IdentityExchangeError, got ${String(error)}`);
    assert.equal(error.reason, reason, error.message);
    return true;
  };
}

describe('Exchanging an authorization code', () => {
  let identity: TestIdentity;
  before(async () => {
    identity = await startIdentity();
  });
  after(() => identity.dispose());

  it('refuses a code whose PKCE verifier does not match as invalid_grant', async () => {
    const member = new Member(identity);
    const code = await member.signUp(newMember());

    await assert.rejects(member.exchange(code, createPkce().verifier), rejectsWith('invalid_grant'));
  });

  it('refuses a code used twice', async () => {
    const member = new Member(identity);
    const code = await member.signUp(newMember());

    await member.exchange(code);
    await assert.rejects(member.exchange(code), rejectsWith('invalid_grant'));
  });

  it('refuses an unknown code, and a code sent with another redirect address, as invalid_grant', async () => {
    const member = new Member(identity);
    const code = await member.signUp(newMember());

    await assert.rejects(member.exchange('not-a-code'), rejectsWith('invalid_grant'));
    await assert.rejects(
      exchangeAuthorizationCode({
        issuer: identity.url,
        clientId: SITE.clientId,
        clientSecret: SITE.clientSecret,
        code,
        redirectUri: SITE.redirectUris[1] ?? '',
        codeVerifier: member.pkce.verifier,
      }),
      rejectsWith('invalid_grant'),
    );
  });

  it('reports a wrong client secret as invalid_response, not as a bad code', async () => {
    const member = new Member(identity);
    const code = await member.signUp(newMember());

    await assert.rejects(
      exchangeAuthorizationCode({
        issuer: identity.url,
        clientId: SITE.clientId,
        clientSecret: 'wrong-secret',
        code,
        redirectUri: REDIRECT_URI,
        codeVerifier: member.pkce.verifier,
      }),
      rejectsWith('invalid_response'),
    );
  });

  it('reports a provider that cannot be reached as unavailable', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    await assert.rejects(
      exchangeAuthorizationCode({
        issuer: `http://localhost:${port}`,
        clientId: SITE.clientId,
        clientSecret: SITE.clientSecret,
        code: 'any-code',
        redirectUri: REDIRECT_URI,
        codeVerifier: createPkce().verifier,
      }),
      rejectsWith('unavailable'),
    );
  });

  it('refuses an authorization request without PKCE', async () => {
    const member = new Member(identity);
    const url = new URL(member.authorizeUrl());
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');

    const landing = await member.browser.open(url.href);

    const back = new URL(landing.url);
    assert.equal(back.searchParams.get('error'), 'invalid_request');
    assert.equal(back.searchParams.get('state'), member.state);
  });

  it('issues a JWT access token for the default audience, an ID token with the profile, and a refresh token for offline_access', async () => {
    const member = new Member(identity);
    const details = newMember();
    const code = await member.signUp(details);

    const { status, body } = await requestTokens(identity.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: member.pkce.verifier,
    });

    assert.equal(status, 200);
    const accessToken = decodeJwt(String(body.access_token));
    const idToken = decodeJwt(String(body.id_token));
    assert.equal(accessToken.aud, AUDIENCE);
    assert.equal(accessToken.iss, identity.url);
    assert.equal(body.expires_in, 1800);
    assert.equal(typeof body.refresh_token, 'string');
    assert.equal(idToken.email, details.email);
    assert.equal(idToken.given_name, details.givenName);
    assert.equal(idToken.family_name, details.familyName);
    assert.equal(idToken.locale, 'en-CA');
    assert.equal(idToken.email_verified, false);
  });

  it('accepts the Auth0-style audience parameter and refuses an unknown audience', async () => {
    const member = new Member(identity);
    const signedUp = await member.signUp(newMember(), { audience: AUDIENCE });
    await member.exchange(signedUp);

    const landing = await member.startAuthorization({ audience: 'https://elsewhere.example' });

    assert.equal(new URL(landing.url).searchParams.get('error'), 'invalid_target');
  });

  it('issues no refresh token when offline_access is not asked for', async () => {
    const details = newMember();
    await new Member(identity).signUp(details);
    const member = new Member(identity);
    const code = member.codeFrom(await member.signIn(details.email, details.password, { scope: 'openid email' }));

    const { body } = await requestTokens(identity.url, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: member.pkce.verifier,
    });

    assert.equal(body.refresh_token, undefined);
    assert.equal(typeof body.id_token, 'string');
  });

  it('answers a signed-in member at once, and approves an explicit prompt=consent without a screen', async () => {
    const member = new Member(identity);
    await member.exchange(await member.signUp(newMember()));

    const again = member.codeFrom(await member.startAuthorization());
    const consented = member.codeFrom(await member.startAuthorization({ prompt: 'consent' }));

    assert.ok(await member.exchange(consented));
    await assert.rejects(member.exchange(again), rejectsWith('invalid_grant'), 'the first PKCE verifier was replaced');
  });
});
