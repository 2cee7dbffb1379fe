import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { type TestApi, completeQuiz, completeSurvey, ledgerOf, startTestApi } from './test-support/harness';
import { asUpload, receiptPhoto } from './test-support/receipt-photos';

const signIn = { body: { interaction: { type: 'SIGN_IN' as const, reference: 'web' } } };

describe('who may earn', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('a member whose email address is not confirmed earns nothing, with a message the site can show', async () => {
    const { token, consumerId } = await api.member('unverified.una');
    const refusal = { statusCode: 403, message: API_MESSAGES.emailNotVerified };

    assert.deepEqual((await api.call('memberInteraction', { token, ...signIn })).body, refusal);
    assert.deepEqual((await completeSurvey(api, token, 1281)).body, refusal);
    assert.deepEqual((await completeQuiz(api, token, 'water')).body, refusal);
    assert.deepEqual((await api.call('uploadReceipt', { token, body: asUpload(receiptPhoto()) })).body, refusal);
    assert.equal(ledgerOf(api, consumerId).sum, 0);
    assert.equal((await api.call('survey', { token, params: { surveyId: '1281' } })).body.answers.length, 2, 'the answers are kept');
  });

  it('earns as soon as the address is confirmed at the identity provider, without signing in again', async () => {
    const { token } = await api.member('unverified.victor');
    assert.equal((await api.call('memberInteraction', { token, ...signIn })).status, 403);

    api.identity.verify('unverified.victor');
    const earned = await api.call('memberInteraction', { token, ...signIn });

    assert.equal(earned.body.pointsAwarded, 5);
    assert.equal((await api.call('getProfile', { token })).body.traits.emailVerified, true);
  });

  it('the profile says the address is confirmed as soon as the identity provider does', async () => {
    const { token } = await api.member('unverified.zoe');
    assert.equal((await api.call('getProfile', { token })).body.traits.emailVerified, false);

    api.identity.verify('unverified.zoe');

    assert.equal((await api.call('getProfile', { token })).body.traits.emailVerified, true);
  });

  it('still answers the profile when the identity provider cannot say, as not confirmed', async () => {
    const { token } = await api.member('unverified.yann');
    api.identity.failNextVerificationCheck();

    const profile = await api.call('getProfile', { token });

    assert.equal(profile.status, 200);
    assert.equal(profile.body.traits.emailVerified, false);
  });

  it('can ask the identity provider to send the confirmation link again', async () => {
    const { token } = await api.member('unverified.wanda');

    const answer = await api.call('resendVerificationEmail', { token, locale: 'fr-CA' });

    assert.deepEqual(answer.body, { ok: true });
    assert.deepEqual(api.identity.verificationEmails.at(-1), { sub: 'sub-unverified.wanda', locale: 'fr-CA' });
  });

  it('answers 429 with Retry-After when the identity provider has sent the link often enough', async () => {
    const { token } = await api.member('unverified.yusuf');
    for (let i = 0; i < 3; i += 1) await api.call('resendVerificationEmail', { token });

    const fourth = await api.call('resendVerificationEmail', { token });

    assert.equal(fourth.status, 429);
    assert.equal(fourth.headers.get('retry-after'), '3000');
  });

  it('a member who is signed in but not enrolled earns nothing (403 Forbidden)', async () => {
    const { token } = await api.signIn('xavi');
    assert.deepEqual((await api.call('memberInteraction', { token, ...signIn })).body, {
      statusCode: 403,
      message: API_MESSAGES.forbidden,
    });
  });
});
