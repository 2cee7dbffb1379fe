// Finding (round two): "delete the account, sign in again, earn everything again". After
// `POST user/account/deletion`, the same email and password signed in as a new member: the
// once-only credits (home-screen install, surveys), a referral claim that credits the referrer,
// and the same household's sample all paid again. 3 rounds: referrer 100→400 points,
// `friendsCredited` 4 from one person.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { answersFor } from '../consumer-api/test-support/harness';
import { type SignedUpMember, type Stack, deliveryAddress, startStack } from './stack';

describe('attack: a second life after erasure, to earn the once-only things again', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack.close());

  /** What one life of the friend takes: the install, a survey, the referral claim and a sample to the same flat. */
  async function takeEverything(friend: SignedUpMember, referralCode: string) {
    const { token } = friend;
    const install = await stack.call('POST', 'user/transaction/memberInteractions', {
      token,
      body: { interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'pwa' } },
    });
    await stack.call('PUT', 'user/surveys/1281/answers', { token, body: { answers: answersFor(1281) } });
    const survey = await stack.call('POST', 'user/surveys/1281/completion', { token });
    const claim = await stack.call('POST', 'user/referral/claim', { token, body: { referralCode } });
    await stack.call('PUT', 'user/address', { token, body: deliveryAddress('240 Sparks St', 'Apt 1204') });
    const sample = await stack.call('POST', 'modernincentives/orders/v2/samples', { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
    return { install: install.body, survey: survey.body, claim: claim.body, sample };
  }

  it('three rounds of deletion and sign-in earn nothing more: the referrer stays at 100 points, credited once', async () => {
    const referrer = await stack.signUp();
    await stack.confirmEmail(referrer);
    const { referralCode } = (await stack.call('GET', 'user/referral', { token: referrer.token })).body as { referralCode: string };
    let friend = await stack.signUp();
    await stack.confirmEmail(friend);

    const firstLife = await takeEverything(friend, referralCode);
    assert.equal(firstLife.install.pointsAwarded, 25);
    assert.equal(firstLife.survey.pointsAwarded, 100);
    assert.deepEqual(firstLife.claim, { recorded: true, referrerCredited: true });
    assert.equal(firstLife.sample.status, 200);

    for (let round = 1; round <= 3; round += 1) {
      assert.deepEqual((await stack.call('POST', 'user/account/deletion', { token: friend.token, body: { confirm: true } })).body, {
        ok: true,
      });
      friend = await stack.signIn(friend.details);
      assert.equal((await stack.call('GET', 'user/reward/points', { token: friend.token })).body.pointsBalance, 0, 'an empty balance');

      const again = await takeEverything(friend, referralCode);
      assert.equal(again.install.alreadyCredited, true, `round ${round}: the install`);
      assert.equal(again.survey.alreadyCredited, true, `round ${round}: the survey`);
      assert.deepEqual(again.claim, { recorded: true, referrerCredited: false }, `round ${round}: the referral`);
      assert.deepEqual(again.sample.body, { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered }, `round ${round}: the sample`);
      assert.equal((await stack.call('GET', 'user/reward/points', { token: friend.token })).body.pointsBalance, 0);
    }

    const summary = (await stack.call('GET', 'user/referral', { token: referrer.token })).body;
    assert.equal(summary.friendsCredited, 1);
    assert.equal((await stack.call('GET', 'user/reward/points', { token: referrer.token })).body.pointsBalance, 100);
  });
});
