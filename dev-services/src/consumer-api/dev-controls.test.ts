import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { API_MESSAGES, type RewardType } from '@maple/contracts';
import { type TestApi, completeSurvey, grantPoints, ledgerOf, startTestApi, statusWithHost } from './test-support/harness';

const redeem = (rewardTypeExternalReference: string, rewardType: RewardType) => ({
  body: { rewardTypeExternalReference, rewardQuantity: 1, transferTargetExternalReference: 'null', rewardType },
});

describe('fault injection', () => {
  let api: TestApi;
  const inject = (fault: Record<string, unknown>) => api.request('/__dev/faults', { method: 'POST', body: fault, key: null });
  before(async () => {
    api = await startTestApi();
  });
  beforeEach(async () => {
    await api.request('/__dev/faults', { method: 'DELETE', key: null });
  });
  after(() => api.close());

  it('makes the next matching call fail with the status and its message, then lets calls through', async () => {
    const { token } = await api.member('ana');
    assert.equal((await inject({ path: 'user/reward/points', status: 503 })).status, 201);
    assert.deepEqual((await api.call('points', { token })).body, { statusCode: 503, message: API_MESSAGES.serviceNotAvailable });
    assert.equal((await api.call('points', { token })).status, 200);
  });

  it('uses the given message and fails as many times as asked', async () => {
    await inject({ path: '/api/v1/ca/geo', method: 'GET', status: 500, message: API_MESSAGES.internalServerError, times: 2 });
    assert.equal((await api.call('geo')).status, 500);
    assert.equal((await api.call('geo')).status, 500);
    assert.equal((await api.call('geo')).status, 200);
  });

  it('gives an injected 429 a Retry-After', async () => {
    await inject({ path: 'user/reward/choiceList', status: 429 });
    const answer = await api.call('anonymousRewards');
    assert.equal(answer.status, 429);
    assert.equal(answer.headers.get('retry-after'), '1');
  });

  it('waits delayMs first; without a status the call then runs', async () => {
    await inject({ path: 'content/quizzes', delayMs: 250 });
    const started = performance.now();
    const answer = await api.call('quizzes');
    assert.equal(answer.status, 200);
    assert.ok(performance.now() - started >= 240);
    await inject({ path: 'content/quizzes', delayMs: 100, status: 502 });
    assert.equal((await api.call('quizzes')).status, 502);
  });

  it('with a visitor, fails only the requests carrying that maple-dev-visitor cookie', async () => {
    await inject({ path: 'geo', status: 503, visitor: 'tab-1' });
    assert.equal((await api.call('geo')).status, 200);
    assert.equal((await api.call('geo', { visitor: 'tab-2' })).status, 200);
    assert.equal((await api.call('geo', { visitor: 'tab-1' })).status, 503);
  });

  it('matches a path with parameters by its template', async () => {
    const { token, consumerId } = await api.member('bea');
    await inject({ path: 'modernincentives/consumers/v1/consumers/{consumerId}/incentives', status: 503 });
    assert.equal((await api.call('consumerIncentives', { token, params: { consumerId } })).status, 503);
  });

  it('matches by method when one is given (user/profile has a GET and a POST)', async () => {
    const { token } = await api.member('cole');
    await inject({ path: 'user/profile', method: 'POST', status: 500 });
    assert.equal((await api.call('getProfile', { token })).status, 200);
    assert.equal((await api.call('updateProfile', { token, body: { optin: true } })).status, 500);
  });

  it('refuses a fault for a path the API does not have, or without status and delay', async () => {
    assert.equal((await inject({ path: 'user/nothing', status: 500 })).status, 400);
    assert.equal((await inject({ path: 'geo' })).status, 400);
    assert.equal((await inject({ path: 'geo', status: 302 })).status, 400);
  });

  it('is cleared by DELETE /__dev/faults', async () => {
    await inject({ path: 'geo', status: 503, times: 5 });
    assert.equal((await api.request('/__dev/faults', { method: 'DELETE', key: null })).status, 200);
    assert.equal((await api.call('geo')).status, 200);
  });

  it('answers unknown /__dev routes 404', async () => {
    assert.equal((await api.request('/__dev/everything', { method: 'POST', body: {}, key: null })).status, 404);
    assert.equal((await api.request('/__dev/geo', { method: 'GET', key: null })).status, 404);
  });
});

describe('fulfilment failures', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('refund the debit and answer 502 with the message of the reward’s type', async () => {
    const { token, consumerId } = await api.member('dora');
    for (const survey of [1281, 1282, 1285, 1286, 1275, 1276, 1277, 1283, 1284]) await completeSurvey(api, token, survey); // 650, 9 cause points
    grantPoints(api, consumerId, 350); // 1000
    const cases = [
      ['SWP-CASH-5000', 'SWEEPSTAKES', API_MESSAGES.sweepstakeFailed],
      ['DON-003EPP-500', 'CAUSE_DONATION', API_MESSAGES.causeDonationFailed],
      ['GC-TIMHORTONS-5', 'GIFT_CARD', API_MESSAGES.digitalRewardFailed],
      ['DS-CANGEO-12M', 'DIGITAL_SUBSCRIPTION', API_MESSAGES.digitalRewardFailed],
    ] as const;
    for (const [reward, type, message] of cases) {
      const injected = await api.request('/__dev/fulfilment-failure', {
        method: 'POST',
        body: { rewardTypeExternalReference: reward },
        key: null,
      });
      assert.equal(injected.status, 201);
      const answer = await api.call('issueReward', { token, ...redeem(reward, type) });
      assert.deepEqual(answer.body, { statusCode: 502, message }, reward);
      assert.equal((await api.call('points', { token })).body.pointsBalance, 1000, `${reward} was refunded`);
    }
    assert.equal(ledgerOf(api, consumerId).sum, 1000);
    assert.deepEqual(
      (await api.call('charityDetailsCount', { token })).body,
      { charityDetailsCount: 9 },
      'a failed donation adds no cause points',
    );
    const issued = (await api.call('history', { token })).body.MemberIssuedRewards;
    assert.ok(issued.every((reward) => reward.status === 'Cancelled'));
    assert.equal(
      (await api.call('issueReward', { token, ...redeem('SWP-CASH-5000', 'SWEEPSTAKES') })).status,
      200,
      'only the injected times fail',
    );
  });

  it('give the reserved inventory back', async () => {
    const { token, consumerId } = await api.member('emil');
    grantPoints(api, consumerId, 500);
    const inventory = () =>
      api.server.db.prepare<[], { inventory: number }>(`SELECT inventory FROM rewards WHERE reward_id = 'GC-TIMHORTONS-5'`).get()
        ?.inventory;
    const before = inventory();
    await api.request('/__dev/fulfilment-failure', { method: 'POST', body: { rewardTypeExternalReference: 'GC-TIMHORTONS-5' }, key: null });
    assert.equal((await api.call('issueReward', { token, ...redeem('GC-TIMHORTONS-5', 'GIFT_CARD') })).status, 502);
    assert.equal(inventory(), before);
  });

  it('refuse an unknown reward with 400', async () => {
    const answer = await api.request('/__dev/fulfilment-failure', {
      method: 'POST',
      body: { rewardTypeExternalReference: 'NOPE' },
      key: null,
    });
    assert.equal(answer.status, 400);
  });
});

describe('geo answers per visitor', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('answer geo for requests carrying that visitor cookie only', async () => {
    const paris = { country: 'FR', region: null, latitude: 48.86, longitude: 2.35, proxy: false };
    assert.equal(
      (await api.request('/__dev/geo', { method: 'POST', body: { visitor: 'traveller', answer: paris }, key: null })).status,
      201,
    );
    assert.deepEqual((await api.call('geo', { visitor: 'traveller' })).body, paris);
    assert.equal((await api.call('geo')).body.country, 'CA');
  });

  it('refuse an answer that breaks the geo schema', async () => {
    const answer = await api.request('/__dev/geo', { method: 'POST', body: { visitor: 'x', answer: { country: 'Canada' } }, key: null });
    assert.equal(answer.status, 400);
  });
});

describe('in production', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ production: true, devRoutes: false });
  });
  after(() => api.close());

  it('refuses to start with the dev routes turned on', async () => {
    await assert.rejects(startTestApi({ production: true, devRoutes: true }), /cannot be turned on in production/);
  });

  it('there is no /__dev: every route answers 404', async () => {
    for (const [method, path] of [
      ['POST', '/__dev/faults'],
      ['DELETE', '/__dev/faults'],
      ['POST', '/__dev/fulfilment-failure'],
      ['POST', '/__dev/geo'],
      ['GET', '/__dev/receipts'],
      ['POST', '/__dev/receipts/review'],
    ] as const) {
      const answer = await api.request(path, { method, ...(method === 'GET' ? {} : { body: { path: 'geo', status: 500 } }) });
      assert.deepEqual(answer.body, { statusCode: 404, message: API_MESSAGES.resourceNotFound }, `${method} ${path}`);
    }
    assert.equal((await api.call('geo')).status, 200);
  });

  it('the geo visitor cookie changes nothing', async () => {
    assert.equal((await api.call('geo', { visitor: 'traveller' })).body.country, 'CA');
  });
});

describe('without the dev flag', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ devRoutes: false });
  });
  after(() => api.close());

  it('there is no /__dev either', async () => {
    assert.equal((await api.request('/__dev/faults', { key: null })).status, 404);
  });
});

describe('the dev routes', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('answer only a caller that names this machine: not a page of another site resolving to it (DNS rebinding)', async () => {
    const rebound = await statusWithHost(`${api.url}/__dev/faults`, 'evil.example:8090');
    const local = await statusWithHost(`${api.url}/__dev/faults`, 'localhost:8090');

    assert.equal(rebound, 404);
    assert.equal(local, 200);
  });

  it('the server listens on the loopback interface only', () => {
    assert.match(api.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  });
});
