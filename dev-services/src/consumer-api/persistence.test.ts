import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MIGRATIONS } from './migrations';
import { completeSurvey, startTestApi } from './test-support/harness';

describe('persistence', () => {
  it('keeps members, sessions, points, orders and revocations across a restart on the same file', async () => {
    const api = await startTestApi();
    try {
      const { token, consumerId } = await api.member('gabrielle');
      await completeSurvey(api, token, 1281);
      const order = await api.call('issueReward', {
        token,
        body: {
          rewardTypeExternalReference: 'SWP-CASH-5000',
          rewardQuantity: 1,
          transferTargetExternalReference: 'null',
          rewardType: 'SWEEPSTAKES',
        },
      });
      const other = await api.signIn('gabrielle');
      await api.call('logout', { token: other.token });

      await api.restart();

      const profile = await api.call('getProfile', { token });
      assert.equal(profile.status, 200, 'the session token still works');
      assert.equal(profile.body.ids.consumerId, consumerId);
      assert.equal(profile.body.enrolledForRewards, true);
      assert.equal((await api.call('points', { token })).body.pointsBalance, 50);
      const history = await api.call('history', { token });
      assert.equal(history.body.MemberTransactions[0]?.points, -50);
      assert.equal(history.body.MemberIssuedRewards.length, 1);
      assert.ok(order.body.orderReference);
      assert.equal((await completeSurvey(api, token, 1281)).body.alreadyCredited, true, 'credit-once survives too');
      assert.equal((await api.call('getProfile', { token: other.token })).status, 401, 'a revoked token stays revoked');
      assert.equal((await api.signIn('gabrielle')).consumerId, consumerId);
    } finally {
      await api.close();
    }
  });

  it('records every migration once, in WAL mode', async () => {
    const api = await startTestApi();
    try {
      await api.restart();
      const applied = api.server.db.prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version').all();
      assert.deepEqual(
        applied.map((row) => row.version),
        MIGRATIONS.map((migration) => migration.version),
      );
      assert.equal(api.server.db.pragma('journal_mode', { simple: true }), 'wal');
    } finally {
      await api.close();
    }
  });
});
