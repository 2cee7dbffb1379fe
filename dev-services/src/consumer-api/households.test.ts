import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, SAMPLE_ORDERS_PER_BUILDING } from '@maple/contracts';
import { type TestApi, ottawaAddress, startTestApi } from './test-support/harness';

// Line 2 last here: most addresses of these tests have none.
const address = (addressStreet1: string, zipcode: string, addressStreet2 = ' ') => ottawaAddress(addressStreet1, addressStreet2, zipcode);

describe('one sample per household (a home: the address with its unit), however the address is written', () => {
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

  const order = (member: { token: string }, incentiveId: string) =>
    api.call('orderSampleV2', { token: member.token, body: { incentiveId } });

  it('refuses “88 Sparks Street, Apt 2” after “2-88 Sparks St” ordered the sample, and lets flat 3 of the building order', async () => {
    const first = await memberAt('nadia', address('2-88 Sparks St', 'K1P5B9'));
    const sameFlat = await memberAt('omar', address('88 Sparks Street, Apt 2', 'K1P5B9'));
    const upstairs = await memberAt('olga', address('88 Sparks St', 'K1P5B9', 'Unit3'));
    assert.equal((await order(first, 'SMP-DOWNY-UNSTOPABLES')).status, 200);

    assert.deepEqual((await order(sameFlat, 'SMP-DOWNY-UNSTOPABLES')).body, {
      statusCode: 422,
      message: API_MESSAGES.sampleAlreadyOrdered,
    });
    const listed = (await api.call('sampleCampaigns', { token: sameFlat.token })).body.incentives;
    assert.equal(listed.find((sample) => sample.incentiveId === 'SMP-DOWNY-UNSTOPABLES')?.status, 'alreadyOrdered');
    assert.equal(listed.find((sample) => sample.incentiveId === 'SMP-OLAY-REGENERIST')?.status, 'available');
    assert.equal((await order(upstairs, 'SMP-DOWNY-UNSTOPABLES')).status, 200, 'another flat is another household');
  });

  it('refuses the French spelling of the same home, and lets the flat upstairs and the next door order', async () => {
    const first = await memberAt('pia', address('300 Laurier Ave. W.', 'K1P6M7', 'Lower'));
    const french = await memberAt('quentin', address('300, avenue Laurier Ouest, logement du bas', 'K1P6M7'));
    const upstairs = await memberAt('quinn', address('300, avenue Laurier Ouest', 'K1P6M7', 'haut'));
    const neighbour = await memberAt('rosa', address('302 Laurier Ave W', 'K1P6M7', 'Lower'));
    assert.equal((await order(first, 'SMP-OLAY-REGENERIST')).status, 200);
    assert.equal((await order(french, 'SMP-OLAY-REGENERIST')).status, 422);
    assert.equal((await order(upstairs, 'SMP-OLAY-REGENERIST')).status, 200);
    assert.equal((await order(neighbour, 'SMP-OLAY-REGENERIST')).status, 200);
  });

  it('lists every sample as available, out of stock or already ordered, and only available ones as available', async () => {
    const { incentives } = (await api.call('samples')).body;
    assert.equal(incentives.find((sample) => sample.incentiveId === 'SMP-CREST-3DWHITE')?.status, 'outOfStock');
    assert.ok(incentives.every((sample) => sample.available === (sample.status === 'available')));
  });
});

describe('at most ten orders of one sample per building, whatever units they name', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  async function orderAt(name: string, body: ReturnType<typeof address>, incentiveId = 'SMP-PANTENE-MIRACLE') {
    const { token } = await api.member(name);
    await api.call('updateAddress', { token, body });
    return api.call('orderSample', { token, body: { incentiveId } });
  }

  it('takes ten flats of one building, then refuses an eleventh flat and every spelling of it, saying why', async () => {
    for (let flat = 1; flat <= SAMPLE_ORDERS_PER_BUILDING; flat += 1) {
      assert.equal((await orderAt(`flat${flat}`, address('120 Metcalfe St', 'K1P5M2', `Apt ${flat}`))).status, 200, `flat ${flat}`);
    }
    const refusal = { statusCode: 422, message: API_MESSAGES.sampleAddressLimitReached };
    assert.deepEqual((await orderAt('flat11', address('120 Metcalfe St', 'K1P5M2', 'Apt 11'))).body, refusal);
    assert.deepEqual((await orderAt('upper', address('120, rue Metcalfe, logement du haut', 'K1P5M9'))).body, refusal);
    assert.deepEqual((await orderAt('floor', address('120 Metcalfe St Floor 7', 'K1P5M2'))).body, refusal);
    assert.deepEqual((await orderAt('hyphen', address('120-12 Metcalfe St', 'K1P5M2'))).body, refusal);
  });

  it('still sends another sample to that building, and the sample to the next building', async () => {
    assert.equal((await orderAt('other-sample', address('120 Metcalfe St', 'K1P5M2', 'Apt 12'), 'SMP-OLAY-REGENERIST')).status, 200);
    assert.equal((await orderAt('next-door', address('122 Metcalfe St', 'K1P5M2', 'Apt 1'))).status, 200);
  });
});

describe('orders placed under an earlier household rule', () => {
  it('are brought to the current rule at start: the same home cannot order twice, another flat can', async () => {
    const api = await startTestApi();
    try {
      const first = await api.member('sven');
      await api.call('updateAddress', { token: first.token, body: address('12 Elgin St.', 'K1P5K7', 'Apt 1') });
      await api.call('orderSample', { token: first.token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
      // As the first rule stored it: postal code and line 1 as typed, nothing for the homes and buildings.
      api.server.db.prepare(`UPDATE sample_orders SET household_key = 'K1P5K7|12 ELGIN ST.'`).run();
      api.server.db.prepare('DELETE FROM sample_order_keys').run();
      api.server.db.prepare(`DELETE FROM seed_state WHERE name = 'household-rule'`).run();

      await api.restart();

      const flatmate = await api.member('tara');
      await api.call('updateAddress', { token: flatmate.token, body: address('Apt. 1 - 12 Elgin Street', 'K1P5K7') });
      const second = await api.call('orderSample', { token: flatmate.token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
      assert.deepEqual(second.body, { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered });
      const neighbour = await api.member('uma');
      await api.call('updateAddress', { token: neighbour.token, body: address('12 Elgin Street', 'K1P5K7', 'Apt 2') });
      assert.equal((await api.call('orderSample', { token: neighbour.token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } })).status, 200);
    } finally {
      await api.close();
    }
  });
});
