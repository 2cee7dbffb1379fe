// Finding: "Password change needs no current password and ends no session".
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { Member } from '../identity/testing/fixtures';
import { type Stack, startStack } from './stack';

describe('attack: changing a password with a stolen session', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

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
    const stolen = await stack.stealCopies(owner);

    const changed = await stack.call('PUT', 'user/password', {
      token: owner.token,
      body: { currentPassword: owner.details.password, newPassword: 'Owner-Takes-Back-Control-7' },
    });
    const refreshed = await stack.tokenRequest({ grant_type: 'refresh_token', refresh_token: stolen.refreshToken });

    assert.deepEqual(changed.body, { ok: true });
    assert.equal((await stack.call('GET', 'user/profile', { token: stolen.apiToken })).status, 401, 'the other API session ended');
    assert.equal(refreshed.status, 400, 'the refresh token no longer works');
    assert.equal((await stack.call('GET', 'user/profile', { token: owner.token })).status, 200, 'the session that changed it stays');
  });
});
