// Finding (round two): "`ONBOARDING_STEP` with reference `constructor`": 500 "Internal server
// error". The step was looked up in an object literal, so the names every object inherits
// (`constructor`, `__proto__`, `toString`) were found there. The same lookup read the login's
// campaign name and a dev route's sweepstakes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { Member, REDIRECT_URI, newMember } from '../identity/testing/fixtures';
import { type SignedUpMember, type Stack, startStack } from './stack';

const INHERITED_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('attack: names every object inherits, sent where the API looks a name up', () => {
  let stack: Stack;
  let member: SignedUpMember;
  before(async () => {
    stack = await startStack();
    member = await stack.signUp();
    await stack.confirmEmail(member);
  });
  after(() => stack.close());

  it('an onboarding step named after an inherited property is a bad request, not a server error', async () => {
    for (const reference of INHERITED_NAMES) {
      const answer = await stack.call('POST', 'user/transaction/memberInteractions', {
        token: member.token,
        body: { interaction: { type: 'ONBOARDING_STEP', reference } },
      });
      assert.deepEqual(answer.body, { statusCode: 400, message: API_MESSAGES.badRequest }, reference);
    }
  });

  it('a sign-in whose campaign is named after an inherited property enrols under the general source', async () => {
    for (const campaignName of INHERITED_NAMES) {
      const browser = new Member({ url: stack.identityUrl });
      const code = await browser.signUp(newMember());
      const login = await stack.call('POST', 'auth/login', {
        body: { campaignName, authCode: code, codeVerifier: browser.pkce.verifier, redirectUri: REDIRECT_URI },
      });
      assert.equal(login.status, 200, campaignName);
      assert.equal((login.body.ids as { sourceId: string }).sourceId, '100', campaignName);
    }
  });

  it('a query parameter named after an inherited property is read as any other', async () => {
    const answer = await stack.call('GET', 'user/transaction/history?constructor=1&page=1', { token: member.token });

    assert.equal(answer.status, 200);
  });

  it('a dev draw of a sweepstakes named after an inherited property is refused as an unknown reward', async () => {
    for (const sweepstakesId of INHERITED_NAMES) {
      const response = await fetch(`${stack.apiUrl}/__dev/sweepstakes/draw`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sweepstakesId }),
      });
      assert.deepEqual(await response.json(), { statusCode: 400, message: API_MESSAGES.invalidRewardId }, sweepstakesId);
    }
  });
});
