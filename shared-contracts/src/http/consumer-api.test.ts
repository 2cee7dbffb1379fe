/**
 * @jest-environment node
 */
import { API_MESSAGES } from '../api/api-messages';
import { ApiError, ApiNetworkError, ApiRequestError, createConsumerApi } from './consumer-api';
import { ResponseShapeError } from './fetch-json';
import { MOCK_FLAG_PREFIX, type MockFlags, storageMockFlags } from './mock-mode';

type Call = { url: string; init: RequestInit };

function fakeApi(answers: Array<() => Response>, token: string | null = 'jwt-1', mocks?: MockFlags) {
  const calls: Call[] = [];
  const waits: number[] = [];
  const api = createConsumerApi({
    baseUrl: 'http://api.test/api/v1/ca',
    subscriptionKey: 'key-1',
    locale: () => 'fr-CA',
    token: () => token,
    origin: 'http://site.test',
    fetch: async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      const next = answers.shift();
      if (!next) throw new Error('no answer left');
      return next();
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...(mocks ? { mocks } : {}),
  });
  return { api, calls, waits };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('the consumer API client', () => {
  it('sends the headers of spec section 7 and returns the validated answer', async () => {
    const { api, calls } = fakeApi([json(200, { pointsBalance: 120, memberPointsAvailable: 100 })]);
    await expect(api.call('points')).resolves.toEqual({ pointsBalance: 120, memberPointsAvailable: 100 });
    expect(calls[0]?.url).toBe('http://api.test/api/v1/ca/user/reward/points');
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
    expect(calls[0]?.init).toMatchObject({
      method: 'GET',
      credentials: 'include',
      headers: {
        'Content-Type': 'application/json',
        'x-locale': 'fr-CA',
        'Ocp-Apim-Subscription-Key': 'key-1',
        Authorization: 'Bearer jwt-1',
        Origin: 'http://site.test',
      },
    });
  });

  it('sends no bearer token when there is no session', async () => {
    const { api, calls } = fakeApi([json(200, { memberChoiceRewards: { choiceRewardWithMemberEligibility: [] } })], null);
    await api.call('anonymousRewards');
    expect(calls[0]?.init.headers).not.toHaveProperty('Authorization');
  });

  it('sends the body as JSON, the query and the path parameters', async () => {
    const { api, calls } = fakeApi([
      json(200, { ok: true }),
      json(200, { MemberTransactions: [], MemberIssuedRewards: [], page: 2, totalPages: 2 }),
      json(200, { orders: [] }),
    ]);
    await api.call('changePassword', { body: { currentPassword: 'maple-leaf-41', newPassword: 'maple-leaf-42' } });
    await api.call('history', { query: { transactionType: 'earn', page: '2' } });
    await api.call('consumerIncentives', { params: { consumerId: 'c 1' } });
    expect(calls[0]?.init).toMatchObject({ method: 'PUT', body: '{"currentPassword":"maple-leaf-41","newPassword":"maple-leaf-42"}' });
    expect(calls[1]?.url).toBe('http://api.test/api/v1/ca/user/transaction/history?transactionType=earn&page=2');
    expect(calls[2]?.url).toBe('http://api.test/api/v1/ca/modernincentives/consumers/v1/consumers/c%201/incentives');
  });

  it('refuses to send a request that breaks the contract', async () => {
    const { api, calls } = fakeApi([]);
    await expect(api.call('changePassword', { body: { currentPassword: 'maple-leaf-41', newPassword: 'short' } })).rejects.toThrow(
      ApiRequestError,
    );
    expect(calls).toHaveLength(0);
  });

  it('turns an error answer into an ApiError with the server message', async () => {
    const { api } = fakeApi([json(401, { statusCode: 401, message: API_MESSAGES.invalidSubscriptionKey })]);
    const error = await api.call('points').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ endpoint: 'points', status: 401, serverMessage: API_MESSAGES.invalidSubscriptionKey });
  });

  it('tries a read answered 429 once more after Retry-After', async () => {
    const { api, waits, calls } = fakeApi([
      json(429, { statusCode: 429, message: 'Rate limit is exceeded. Try again in 2 seconds.' }, { 'Retry-After': '2' }),
      json(200, { charityDetailsCount: 3 }),
    ]);
    await expect(api.call('charityDetailsCount')).resolves.toEqual({ charityDetailsCount: 3 });
    expect(waits).toEqual([2000]);
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a write answered 429', async () => {
    const { api, calls } = fakeApi([
      json(429, { statusCode: 429, message: 'Rate limit is exceeded. Try again in 1 seconds.' }, { 'Retry-After': '1' }),
    ]);
    const error = await api.call('optOut').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(calls).toHaveLength(1);
  });

  it('tries a read that could not reach the API once more, then reports a network error', async () => {
    const unreachable = () => {
      throw new TypeError('fetch failed');
    };
    const { api, calls, waits } = fakeApi([unreachable, unreachable]);
    await expect(api.call('points')).rejects.toThrow(ApiNetworkError);
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([500]);
  });

  it('recovers when the second try of a read gets through', async () => {
    const { api } = fakeApi([
      () => {
        throw new TypeError('fetch failed');
      },
      json(200, { charityDetailsCount: 4 }),
    ]);
    await expect(api.call('charityDetailsCount')).resolves.toEqual({ charityDetailsCount: 4 });
  });

  it('never repeats a write that could not reach the API', async () => {
    const { api, calls } = fakeApi([
      () => {
        throw new TypeError('fetch failed');
      },
    ]);
    await expect(api.call('optOut')).rejects.toThrow(ApiNetworkError);
    expect(calls).toHaveLength(1);
  });

  it('gives up a call that takes longer than its time limit, saying it timed out', async () => {
    const hanging = createConsumerApi({
      baseUrl: 'http://api.test/api/v1/ca',
      subscriptionKey: 'key-1',
      locale: () => 'en-CA',
      token: () => null,
      timeoutMs: 20,
      sleep: async () => {},
      fetch: (_url, init) =>
        new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
    });
    const error = await hanging.call('anonymousRewards').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ timedOut: true });
  });

  it('refuses an answer that is not what the contract says', async () => {
    const { api } = fakeApi([json(200, { pointsBalance: 'lots' })]);
    await expect(api.call('points')).rejects.toThrow(ResponseShapeError);
  });
});

describe('the test-only mock mode', () => {
  const flags = (values: Record<string, unknown>) => {
    const storage = new Map(
      Object.entries(values).map(([id, flag]) => [`${MOCK_FLAG_PREFIX}${id}`, typeof flag === 'string' ? flag : JSON.stringify(flag)]),
    );
    return storageMockFlags({ getItem: (key) => storage.get(key) ?? null });
  };
  const interaction = { body: { interaction: { type: 'SIGN_IN', reference: 'header' } } } as const;

  beforeEach(() => {
    jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('answers a flagged call from its flag, without calling the API', async () => {
    const { api, calls } = fakeApi(
      [],
      'jwt-1',
      flags({ points: { response: { status: 200, body: { pointsBalance: 9000, memberPointsAvailable: 8000 } } } }),
    );
    await expect(api.call('points')).resolves.toEqual({ pointsBalance: 9000, memberPointsAvailable: 8000 });
    expect(calls).toHaveLength(0);
  });

  it('gives a flagged error answer the way the API would, with its message', async () => {
    const { api } = fakeApi(
      [],
      'jwt-1',
      flags({ points: { response: { status: 503, body: { statusCode: 503, message: 'Service not available' } } } }),
    );
    await expect(api.call('points')).rejects.toMatchObject({ status: 503, serverMessage: 'Service not available' });
  });

  it('still refuses a flagged answer that breaks the contract', async () => {
    const { api } = fakeApi([], 'jwt-1', flags({ points: { response: { status: 200, body: { pointsBalance: 'lots' } } } }));
    await expect(api.call('points')).rejects.toBeInstanceOf(ResponseShapeError);
  });

  it('lays a flagged payload over the request body before it is sent', async () => {
    const answer = { pointsAwarded: 5, causePointsAwarded: 0, sweepstakesEntries: 0, pointsBalance: 5, alreadyCredited: false };
    const { api, calls } = fakeApi(
      [json(200, answer)],
      'jwt-1',
      flags({ memberInteraction: { payload: { interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'mock' } } } }),
    );
    await api.call('memberInteraction', interaction);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ interaction: { type: 'HOME_SCREEN_INSTALL', reference: 'mock' } });
  });

  it('refuses a flagged payload that breaks the contract, as it would any request', async () => {
    const { api, calls } = fakeApi(
      [],
      'jwt-1',
      flags({ memberInteraction: { payload: { interaction: { type: 'NOT_A_TYPE', reference: 'x' } } } }),
    );
    await expect(api.call('memberInteraction', interaction)).rejects.toBeInstanceOf(ApiRequestError);
    expect(calls).toHaveLength(0);
  });

  it('ignores a flag that is not JSON or not a mock, and says why', async () => {
    for (const flag of ['{not json', { respond: 200 }, { response: { status: 42 } }]) {
      const { api, calls } = fakeApi([json(200, { pointsBalance: 1, memberPointsAvailable: 1 })], 'jwt-1', flags({ points: flag }));
      await expect(api.call('points')).resolves.toEqual({ pointsBalance: 1, memberPointsAvailable: 1 });
      expect(calls).toHaveLength(1);
    }
    expect(console.warn).toHaveBeenCalledTimes(3);
  });

  it('leaves calls without a flag alone', async () => {
    const { api, calls } = fakeApi(
      [json(200, { pointsBalance: 1, memberPointsAvailable: 1 })],
      'jwt-1',
      flags({ history: { response: { status: 500 } } }),
    );
    await expect(api.call('points')).resolves.toEqual({ pointsBalance: 1, memberPointsAvailable: 1 });
    expect(calls).toHaveLength(1);
  });
});
