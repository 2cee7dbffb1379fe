import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, type ApiEndpointId } from '@maple/contracts';
import { type TestApi, startTestApi } from './test-support/harness';

const home = {
  firstname: 'Chloé',
  lastname: 'Nguyen',
  addressStreet1: '88 Elgin St',
  addressStreet2: 'Apt 4',
  city: 'Ottawa',
  zipcode: 'K1P5K7',
  state: 'ON' as const,
};

describe('ordering samples', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  async function memberWithAddress(name: string, address = home) {
    const member = await api.member(name);
    await api.call('updateAddress', { token: member.token, body: address });
    return member;
  }

  it('lists the samples, the claimed one as not available', async () => {
    const { incentives } = (await api.call('samples')).body;
    assert.ok(incentives.length >= 3);
    assert.equal(incentives.find((incentive) => incentive.incentiveId === 'SMP-CREST-3DWHITE')?.available, false);
    assert.deepEqual((await api.call('sampleCampaigns')).body, (await api.call('samples')).body);
  });

  it('orders a sample for a member with a delivery address and lists it in their orders', async () => {
    const { token } = await memberWithAddress('chloe');
    const order = await api.call('orderSample', { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
    assert.equal(order.status, 200);
    assert.equal(order.body.status, 'Submitted');
    assert.equal(order.body.name, 'Olay Regenerist Micro-Sculpting Cream');
    const orders = (await api.call('orders', { token, locale: 'fr-CA' })).body.orders;
    assert.deepEqual(
      orders.map((mine) => [mine.orderId, mine.name]),
      [[order.body.orderId, 'Crème Micro-Sculptante Olay Regenerist']],
    );
    const listed = (await api.call('samples', { token })).body.incentives;
    assert.equal(listed.find((incentive) => incentive.incentiveId === 'SMP-OLAY-REGENERIST')?.available, false, 'already ordered');
  });

  it('allows one per member: the second order answers 422 You have already ordered the sample.', async () => {
    const { token } = await memberWithAddress('dmitri', { ...home, addressStreet1: '1 Rideau St', zipcode: 'K1N8S7' });
    await api.call('orderSample', { token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
    const again = await api.call('orderSample', { token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
    assert.deepEqual(again.body, { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered });
  });

  it('allows one per household: the same home, whatever the spelling of spaces, case and unit', async () => {
    const first = await memberWithAddress('emma', {
      ...home,
      addressStreet1: '300 Laurier Ave W',
      zipcode: 'K1P6M7',
      addressStreet2: 'Unit 2',
    });
    const flatmate = await memberWithAddress('farid', {
      ...home,
      addressStreet1: '300  laurier ave w',
      zipcode: 'K1P6M7',
      addressStreet2: 'unit #2',
    });
    assert.equal((await api.call('orderSample', { token: first.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } })).status, 200);
    const second = await api.call('orderSample', { token: flatmate.token, body: { incentiveId: 'SMP-DOWNY-UNSTOPABLES' } });
    assert.deepEqual(second.body, { statusCode: 422, message: API_MESSAGES.sampleAlreadyOrdered });
  });

  it('answers 422 Ineligible for sample without a delivery address on file', async () => {
    const { token } = await api.member('gia');
    const answer = await api.call('orderSample', { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.ineligibleForSample });
  });

  it('answers 400 Invalid incentive id for a sample that does not exist', async () => {
    const { token } = await memberWithAddress('hugo', { ...home, zipcode: 'K2P1L4' });
    const answer = await api.call('orderSample', { token, body: { incentiveId: 'SMP-NOTHING' } });
    assert.deepEqual(answer.body, { statusCode: 400, message: API_MESSAGES.invalidIncentiveId });
  });

  it('answers 422 Reward out of stock for a claimed sample', async () => {
    const { token } = await memberWithAddress('iris', { ...home, zipcode: 'K2P1L5' });
    const answer = await api.call('orderSample', { token, body: { incentiveId: 'SMP-CREST-3DWHITE' } });
    assert.deepEqual(answer.body, { statusCode: 422, message: API_MESSAGES.rewardOutOfStock });
  });

  it('shares the same rules on the modernincentives path', async () => {
    const { token, consumerId } = await memberWithAddress('jonas', { ...home, zipcode: 'K2P1L6' });
    const id: ApiEndpointId = 'orderSampleV2';
    const order = await api.call(id, { token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } });
    assert.equal(order.status, 200);
    assert.equal((await api.call('orderSample', { token, body: { incentiveId: 'SMP-PANTENE-MIRACLE' } })).status, 422);
    const orders = await api.call('consumerIncentives', { token, params: { consumerId } });
    assert.equal(orders.body.orders.length, 1);
  });

  it('needs a member in good standing: an unconfirmed email answers 403 Email not verified, on both paths, and takes no stock', async () => {
    const { token } = await memberWithAddress('unverified.ulla', { ...home, zipcode: 'K2P1L7' });
    const stock = () => api.server.db.prepare(`SELECT stock FROM incentives WHERE incentive_id = 'SMP-OLAY-REGENERIST'`).get();
    const before = stock();
    for (const id of ['orderSample', 'orderSampleV2'] as const) {
      const answer = await api.call(id, { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
      assert.deepEqual(answer.body, { statusCode: 403, message: API_MESSAGES.emailNotVerified });
    }
    assert.deepEqual(stock(), before);

    api.identity.verify('unverified.ulla');
    assert.equal((await api.call('orderSample', { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } })).status, 200);
  });

  it('needs a member in good standing: one who never enrolled answers 403 Forbidden', async () => {
    const { token } = await api.signIn('vera');
    await api.call('updateAddress', { token, body: { ...home, zipcode: 'K2P1L8' } });
    const answer = await api.call('orderSampleV2', { token, body: { incentiveId: 'SMP-OLAY-REGENERIST' } });
    assert.deepEqual(answer.body, { statusCode: 403, message: API_MESSAGES.forbidden });
  });

  it('shows a member only their own incentives on the consumers path (403 for anyone else’s)', async () => {
    const { token } = await api.member('kiri');
    const other = await api.member('liam');
    const answer = await api.call('consumerIncentives', { token, params: { consumerId: other.consumerId } });
    assert.deepEqual(answer.body, { statusCode: 403, message: API_MESSAGES.forbidden });
  });
});

describe('printing coupons', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('prints print coupons and answers a print job', async () => {
    const { token } = await api.member('mina');
    const answer = await api.call('printCoupons', {
      token,
      body: { offerIds: ['OFF-PRINT-TIDE-3', 'OFF-PRINT-PAMPERS-4', 'OFF-PRINT-TIDE-3'] },
    });
    assert.equal(answer.status, 200);
    assert.match(answer.body.printJobId, /^PJ-/);
    assert.deepEqual(answer.body.offerIds, ['OFF-PRINT-TIDE-3', 'OFF-PRINT-PAMPERS-4']);
  });

  it('refuses an offer that is not a print coupon, or none at all, with 400', async () => {
    const { token } = await api.member('nils');
    assert.equal((await api.call('printCoupons', { token, body: { offerIds: ['OFF-PROMO-OLAY-25'] } })).status, 400);
    assert.equal((await api.call('printCoupons', { token, body: { offerIds: [] } })).status, 400);
  });

  it('needs a member', async () => {
    assert.equal((await api.call('printCoupons', { body: { offerIds: ['OFF-PRINT-TIDE-3'] } })).status, 401);
    assert.equal((await api.call('memberOffers')).status, 401);
  });
});

describe('messages', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('reads a message in the caller’s language and marks it read', async () => {
    const { token } = await api.member('odile');
    const [welcome] = (await api.call('messages', { token })).body.messages;
    assert.ok(welcome);
    const read = await api.call('readMessage', { token, query: { messageId: welcome.messageId }, locale: 'fr-CA' });
    assert.equal(read.body.read, true);
    assert.equal(read.body.subject, 'Bienvenue chez Maple Rewards!');
    const after = (await api.call('messages', { token })).body.messages.find((message) => message.messageId === welcome.messageId);
    assert.equal(after?.read, true);
    assert.equal(after?.subject, 'Welcome to Maple Rewards!');
  });

  it('answers 404 for a message that is not the member’s, and 400 without a messageId', async () => {
    const { token } = await api.member('pablo');
    const other = await api.member('quita');
    const [theirs] = (await api.call('messages', { token: other.token })).body.messages;
    assert.equal((await api.call('readMessage', { token, query: { messageId: theirs?.messageId ?? '' } })).status, 404);
    assert.equal((await api.call('readMessage', { token })).status, 400);
  });
});
