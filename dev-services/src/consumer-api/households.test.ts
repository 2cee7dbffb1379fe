import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { type TestApi, startTestApi } from './test-support/harness';

const address = (addressStreet1: string, zipcode: string, addressStreet2 = ' ') => ({
  firstname: 'Sam',
  lastname: 'Okafor',
  addressStreet1,
  addressStreet2,
  city: 'Ottawa',
  zipcode,
  state: 'ON' as const,
});

describe('one sample per household, however the address is written', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  async function memberAt(name: string, body: ReturnType<typeof address>) {
    const member = await api.member(name);
    assert.equal((await api.call('updateAddress', { token: member.token, body })).status, 200);
    return member;
  }

  it('refuses “Apt 1, 12 Elgin Street” after “12 Elgin St.” ordered the sample', async () => {
    const first = await memberAt('nadia', address('12 Elgin St.', 'K1P5K7'));
    const flatmate = await memberAt('omar', address('Apt 1, 12 Elgin Street', 'K1P5K7'));
    assert.equal((await api.call('orderSampleV2', { token: first.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } })).status, 200);
    const second = await api.call('orderSampleV2', { token: flatmate.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } });
    assert.deepEqual(second.body, { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered });
    const listed = (await api.call('sampleCampaigns', { token: flatmate.token })).body.incentives;
    assert.equal(listed.find((sample) => sample.incentiveId === 'SMP-DOWNY-UNSTOPABLES')?.status, 'alreadyOrdered');
    assert.equal(listed.find((sample) => sample.incentiveId === 'SMP-OLAY-REGENERIST')?.status, 'available');
  });

  it('refuses the French spelling of the same door, and lets the next door order', async () => {
    const first = await memberAt('pia', address('300 Laurier Ave. W.', 'K1P6M7'));
    const french = await memberAt('quentin', address('300, avenue Laurier Ouest, app. 2', 'K1P6M7'));
    const neighbour = await memberAt('rosa', address('302 Laurier Ave W', 'K1P6M7'));
    assert.equal((await api.call('orderSample', { token: first.token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } })).status, 200);
    assert.equal((await api.call('orderSample', { token: french.token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } })).status, 422);
    assert.equal((await api.call('orderSample', { token: neighbour.token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } })).status, 200);
  });

  it('lists every sample as available, out of stock or already ordered, and only available ones as available', async () => {
    const { incentives } = (await api.call('samples')).body;
    assert.equal(incentives.find((sample) => sample.incentiveId === 'SMP-CREST-3DWHITE')?.status, 'outOfStock');
    assert.ok(incentives.every((sample) => sample.available === (sample.status === 'available')));
  });
});

describe('orders placed under the earlier household rule', () => {
  it('are brought to the current rule at start, so the household still cannot order twice', async () => {
    const api = await startTestApi();
    try {
      const first = await api.member('sven');
      await api.call('updateAddress', { token: first.token, body: address('12 Elgin St.', 'K1P5K7') });
      await api.call('orderSample', { token: first.token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
      // As the earlier rule stored it: postal code and line 1 as typed.
      api.server.db.prepare(`UPDATE sample_orders SET household_key = 'K1P5K7|12 ELGIN ST.'`).run();
      api.server.db.prepare(`DELETE FROM seed_state WHERE name = 'household-rule'`).run();

      await api.restart();

      const flatmate = await api.member('tara');
      await api.call('updateAddress', { token: flatmate.token, body: address('Apt 1, 12 Elgin Street', 'K1P5K7') });
      const second = await api.call('orderSample', { token: flatmate.token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
      assert.deepEqual(second.body, { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered });
    } finally {
      await api.close();
    }
  });
});
