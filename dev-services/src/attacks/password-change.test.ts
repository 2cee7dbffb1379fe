// Finding: "Password change needs no current password and ends no session".
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { Member, REDIRECT_URI } from '../identity/testing/fixtures';
import { type Stack, startStack } from './stack';

describe('attack: changing a password with a stolen session', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  /** The token endpoint, called as the site's confidential client (the consumer API's secret). */
  async function tokenRequest(params: Record<string, string>) {
    const credentials = Buffer.from(`${stack.settings.clientId}:${stack.settings.clientSecret}`).toString('base64');
    const response = await fetch(new URL('/token', stack.identityUrl), {
      method: 'POST',
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(params),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('without the current password the change is refused, and the password still works', async () => {
    const victim = await stack.signUp();

    const bare = await stack.call('PUT', 'user/password', { token: victim.token, body: { newPassword: 'Attacker-Owns-This-1' } });
    const guessed = await stack.call('PUT', 'user/password', {
      token: victim.token,
      body: { currentPassword: 'password1', newPassword: 'Attacker-Owns-This-1' },
    });

    assert.equal(bare.status, 400);
    assert.deepEqual(guessed.body, { statusCode: 422, message: API_MESSAGES.currentPasswordIncorrect });
    const signIn = await new Member({ url: stack.identityUrl }).signIn(victim.details.email, victim.details.password);
    assert.equal(signIn.leftProvider, true);
  });

  it('guessing the current password through the change locks the account like the sign-in form', async () => {
    const victim = await stack.signUp();
    const statuses = [];
    for (let guess = 0; guess < 6; guess += 1) {
      const answer = await stack.call('PUT', 'user/password', {
        token: victim.token,
        body: { currentPassword: `guess-${guess}`, newPassword: 'Attacker-Owns-This-1' },
      });
      statuses.push(answer.status);
    }

    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
  });

  it('a change by the owner ends the other sessions and the refresh tokens an attacker holds', async () => {
    const owner = await stack.signUp();
    // The attacker's copies: another API session, and a refresh token from the provider.
    const nextCode = async () => owner.browser.codeFrom(await owner.browser.startAuthorization());
    const otherSession = await stack.call('POST', 'auth/login', {
      body: { campaignName: '', authCode: await nextCode(), codeVerifier: owner.browser.pkce.verifier, redirectUri: REDIRECT_URI },
    });
    const tokens = await tokenRequest({
      grant_type: 'authorization_code',
      code: await nextCode(),
      redirect_uri: REDIRECT_URI,
      code_verifier: owner.browser.pkce.verifier,
    });
    assert.equal(typeof tokens.body.refresh_token, 'string');

    const changed = await stack.call('PUT', 'user/password', {
      token: owner.token,
      body: { currentPassword: owner.details.password, newPassword: 'Owner-Takes-Back-Control-7' },
    });
    const refreshed = await tokenRequest({ grant_type: 'refresh_token', refresh_token: String(tokens.body.refresh_token) });

    assert.deepEqual(changed.body, { ok: true });
    assert.equal(
      (await stack.call('GET', 'user/profile', { token: String(otherSession.body.authToken) })).status,
      401,
      'the other API session ended',
    );
    assert.equal(refreshed.status, 400, 'the refresh token no longer works');
    assert.equal((await stack.call('GET', 'user/profile', { token: owner.token })).status, 200, 'the session that changed it stays');
  });
});
