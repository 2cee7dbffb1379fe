// Finding (round two): "a password reset by email leaves API sessions alive". Tokens the API
// issued before the reset still read the profile, changed consents and exported the member's
// data for up to 30 minutes, though the member reset the password because someone else had it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Member } from '../identity/testing/fixtures';
import { type Stack, startStack } from './stack';

describe('attack: keeping a stolen session through the owner’s password reset', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  it('after a reset by email, no API token issued before it reads, changes or exports anything', async () => {
    const owner = await stack.signUp();
    const stolen = await stack.stealCopies(owner);

    const reset = await stack.resetPassword(owner.details.email, 'Owner-Takes-Back-Control-7');
    assert.equal(reset.status, 200);

    for (const token of [stolen.apiToken, owner.token]) {
      assert.equal((await stack.call('GET', 'user/profile', { token })).status, 401);
      const consents = await stack.call('PUT', 'user/consents', { token, body: { opts: [{ id: 'email-offers', optedIn: true }] } });
      assert.equal(consents.status, 401);
      assert.equal((await stack.call('GET', 'user/data-export', { token })).status, 401);
    }
  });

  it('the refresh token and the provider’s session of the account end too', async () => {
    const owner = await stack.signUp();
    const stolen = await stack.stealCopies(owner);

    await stack.resetPassword(owner.details.email, 'Owner-Takes-Back-Control-7');

    const refreshed = await stack.tokenRequest({ grant_type: 'refresh_token', refresh_token: stolen.refreshToken });
    assert.equal(refreshed.status, 400, 'the refresh token no longer works');
    const silentSignIn = await owner.browser.startAuthorization();
    assert.equal(silentSignIn.leftProvider, false, 'the browser signed in before the reset is asked to sign in again');
  });

  it('the owner signs in with the new password and the API serves the new session', async () => {
    const owner = await stack.signUp();
    await stack.resetPassword(owner.details.email, 'Owner-Takes-Back-Control-7');

    const browser = new Member({ url: stack.identityUrl });
    const landing = await browser.signIn(owner.details.email, 'Owner-Takes-Back-Control-7');
    const again = await stack.apiLogin(browser, browser.codeFrom(landing));
    assert.equal((await stack.call('GET', 'user/profile', { token: again.token })).status, 200);
  });
});
