import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, ERASURE_HASHES_KEPT_YEARS } from '@maple/contracts';
import { ERASURE_KEY_FILE, createErasureRecord, normalizedEmail } from './erasure-record';
import { type TestApi, completeQuiz, completeSurvey, ottawaAddress, startTestApi } from './test-support/harness';

const install = { body: { interaction: { type: 'HOME_SCREEN_INSTALL' as const, reference: 'pwa' } } };

describe('what an erased account leaves behind', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  /** Deletes the member's account, then signs the same person in again and enrols: their new account. */
  async function eraseAndReturn(name: string, token: string) {
    assert.equal((await api.call('deleteAccount', { token, body: { confirm: true } })).status, 200);
    return api.member(name);
  }

  it('a returning person starts with an empty balance and cannot take the once-only credits again', async () => {
    const first = await api.member('ines');
    assert.equal((await api.call('memberInteraction', { token: first.token, ...install })).body.pointsAwarded, 25);
    assert.equal((await completeSurvey(api, first.token, 1281)).body.pointsAwarded, 100);
    assert.ok((await completeQuiz(api, first.token, 'water')).body.pointsAwarded > 0);

    const again = await eraseAndReturn('ines', first.token);

    assert.equal((await api.call('points', { token: again.token })).body.pointsBalance, 0);
    assert.deepEqual((await api.call('memberInteraction', { token: again.token, ...install })).body, {
      pointsAwarded: 0,
      causePointsAwarded: 0,
      sweepstakesEntries: 0,
      pointsBalance: 0,
      alreadyCredited: true,
    });
    assert.equal((await completeSurvey(api, again.token, 1281)).body.alreadyCredited, true);
    assert.equal((await completeQuiz(api, again.token, 'water')).body.pointsAwarded, 0);
    assert.equal((await completeSurvey(api, again.token, 1282)).body.pointsAwarded, 100, 'what they never took is theirs to take');
  });

  it('a returning friend’s referral claim is recorded but credits nobody: the member who invited them is credited once', async () => {
    const referrer = await api.member('rex');
    const { referralCode } = (await api.call('referral', { token: referrer.token })).body;
    const friend = await api.member('fay');
    assert.equal((await api.call('claimReferral', { token: friend.token, body: { referralCode } })).body.referrerCredited, true);

    const returning = await eraseAndReturn('fay', friend.token);
    const claim = await api.call('claimReferral', { token: returning.token, body: { referralCode } });

    assert.deepEqual(claim.body, { recorded: true, referrerCredited: false });
    const summary = (await api.call('referral', { token: referrer.token })).body;
    assert.equal(summary.friendsCredited, 1);
    assert.equal((await api.call('points', { token: referrer.token })).body.pointsBalance, 100);
  });

  it('a returning person cannot order a sample again, at any address, nor can the home it went to', async () => {
    const first = await api.member('sol');
    await api.call('updateAddress', { token: first.token, body: ottawaAddress('12 Elgin St', 'Apt 3') });
    assert.equal((await api.call('orderSample', { token: first.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } })).status, 200);

    const again = await eraseAndReturn('sol', first.token);
    await api.call('updateAddress', { token: again.token, body: ottawaAddress('14 Elgin St') });
    const flatmate = await api.member('tom');
    await api.call('updateAddress', { token: flatmate.token, body: ottawaAddress('Apt. 3, 12 Elgin Street') });

    const refused = { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered };
    assert.deepEqual((await api.call('orderSample', { token: again.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } })).body, refused);
    assert.deepEqual(
      (await api.call('orderSample', { token: flatmate.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } })).body,
      refused,
    );
    assert.equal((await api.call('orderSample', { token: again.token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } })).status, 200);
  });

  it('keeps keyed hashes only: no subject, email, address or credit in the clear, and a key only the owner reads', async () => {
    const { token } = await api.member('quill');
    await api.call('updateAddress', { token, body: ottawaAddress('77 Bank St', 'Unit 9') });
    await api.call('orderSample', { token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
    await api.call('memberInteraction', { token, ...install });
    await api.call('deleteAccount', { token, body: { confirm: true } });

    const kept = JSON.stringify(api.server.db.prepare('SELECT * FROM erased_once_only').all());
    for (const clear of ['quill', 'sub-quill', 'BANK', 'Bank', 'K1P', 'HOME_SCREEN_INSTALL', 'SMP-PANTENE-MIRACLE'])
      assert.ok(!kept.includes(clear), clear);
    const keyFile = path.join(path.dirname(api.dataFile), ERASURE_KEY_FILE);
    assert.equal(fs.statSync(keyFile).mode & 0o777, 0o600);
  });

  it('knows the person by their email too, written with another case, +tag or Gmail dots', async () => {
    const { token } = await api.member('jo.ann');
    await api.call('deleteAccount', { token, body: { confirm: true } });

    const clock = { now: () => api.clock.now, iso: () => new Date(api.clock.now).toISOString() };
    const record = createErasureRecord(api.server.db, { keyFile: path.join(path.dirname(api.dataFile), ERASURE_KEY_FILE), clock });
    assert.equal(record.wasMember({ identity_sub: 'another-provider-account', email: ' Jo.Ann+maple@Example.CA ' }), true);
    assert.equal(record.wasMember({ identity_sub: 'another-provider-account', email: 'jo.anne@example.ca' }), false);
  });
});

describe('how long the hashes are kept', () => {
  it('three years after the erasure they are ignored, then deleted at the next start', async () => {
    const api = await startTestApi();
    try {
      const first = await api.member('vic');
      await api.call('memberInteraction', { token: first.token, ...install });
      await api.call('deleteAccount', { token: first.token, body: { confirm: true } });
      const rows = () => (api.server.db.prepare('SELECT COUNT(*) AS n FROM erased_once_only').get() as { n: number }).n;
      assert.ok(rows() > 0);

      api.clock.advance(ERASURE_HASHES_KEPT_YEARS * 366 * 24 * 60 * 60 * 1000);
      const again = await api.member('vic');
      assert.equal((await api.call('memberInteraction', { token: again.token, ...install })).body.pointsAwarded, 25);

      await api.restart();
      assert.equal(rows(), 0);
    } finally {
      await api.close();
    }
  });
});

describe('normalizedEmail', () => {
  it('reads one mailbox whatever the case, spaces, +tag and, at Gmail, dots', () => {
    assert.equal(normalizedEmail(' Ada.Lovelace+maple@Example.CA '), 'ada.lovelace@example.ca');
    assert.equal(normalizedEmail('a.d.a+1@googlemail.com'), 'ada@gmail.com');
    assert.equal(normalizedEmail('ADA@gmail.com'), 'ada@gmail.com');
  });
});
