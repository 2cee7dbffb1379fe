import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_BASE_PATH, API_MESSAGES, apiEndpoints, rateLimitMessage } from '@maple/contracts';
import { createRouter } from './router';
import { CODE_VERIFIER, REDIRECT_URI, SITE_ORIGIN, type TestApi, startTestApi } from './test-support/harness';

const loginWith = (authCode: string) => ({ body: { campaignName: '', authCode, codeVerifier: CODE_VERIFIER, redirectUri: REDIRECT_URI } });

describe('the consumer API at the door', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  describe('CORS', () => {
    it('reflects an allowed origin with credentials and exposes Retry-After', async () => {
      const answer = await api.call('geo');
      assert.equal(answer.headers.get('access-control-allow-origin'), SITE_ORIGIN);
      assert.equal(answer.headers.get('access-control-allow-credentials'), 'true');
      assert.equal(answer.headers.get('access-control-expose-headers'), 'Retry-After');
    });

    it('answers a preflight with the methods and the headers the site sends, without a subscription key', async () => {
      const answer = await api.request(`${API_BASE_PATH}user/reward`, {
        method: 'OPTIONS',
        key: null,
        headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
      });
      assert.equal(answer.status, 204);
      assert.equal(answer.headers.get('access-control-allow-origin'), SITE_ORIGIN);
      const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of ['content-type', 'authorization', 'x-locale', 'ocp-apim-subscription-key'])
        assert.ok(allowed.includes(header), header);
      assert.match(answer.headers.get('access-control-allow-methods') ?? '', /PUT/);
    });

    it('gives an origin it does not know no CORS headers at all', async () => {
      const answer = await api.call('geo', { headers: { Origin: 'https://evil.example' } });
      assert.equal(answer.headers.get('access-control-allow-origin'), null);
    });
  });

  describe('the subscription key', () => {
    it('is required: a call without one answers 401 with the key message', async () => {
      const answer = await api.call('geo', { key: null });
      assert.equal(answer.status, 401);
      assert.deepEqual(answer.body, { statusCode: 401, message: API_MESSAGES.invalidSubscriptionKey });
    });

    it('must be the right one', async () => {
      const answer = await api.call('anonymousRewards', { key: 'someone-elses-key' });
      assert.equal(answer.status, 401);
      assert.equal((answer.body as unknown as { message: string }).message, API_MESSAGES.invalidSubscriptionKey);
    });
  });

  describe('routing', () => {
    it('has every endpoint of the contract exactly once, with its method and path', () => {
      const router = createRouter();
      assert.equal(router.routes.length, Object.keys(apiEndpoints).length);
      for (const [id, endpoint] of Object.entries(apiEndpoints)) {
        const concrete = endpoint.path.replace(/\{\w+\}/g, 'x');
        const resolved = router.resolve(endpoint.method, concrete);
        assert.equal(resolved.kind === 'found' && resolved.id, id);
      }
    });

    it('refuses to build from a table with the same method and path twice', () => {
      assert.throws(
        () => createRouter({ ...apiEndpoints, again: apiEndpoints.geo } as typeof apiEndpoints),
        /two endpoints answer GET geo/,
      );
    });

    it('answers an unknown path 404 Resource not found', async () => {
      const answer = await api.request(`${API_BASE_PATH}user/nothing-here`);
      assert.deepEqual(answer.body, { statusCode: 404, message: API_MESSAGES.resourceNotFound });
    });

    it('answers a known path called with the wrong method 404 Api not found', async () => {
      const answer = await api.request(`${API_BASE_PATH}user/reward/points`, { method: 'DELETE' });
      assert.deepEqual(answer.body, { statusCode: 404, message: API_MESSAGES.apiNotFound });
    });

    it('answers paths outside the API base 404', async () => {
      const answer = await api.request('/api/v2/us/geo');
      assert.equal(answer.status, 404);
    });
  });

  describe('bad requests', () => {
    it('answers malformed JSON 400 Bad Request, never 500', async () => {
      const answer = await api.request(`${API_BASE_PATH}auth/login`, { method: 'POST', rawBody: '{"campaignName": "x", ' });
      assert.deepEqual(answer.body, { statusCode: 400, message: API_MESSAGES.badRequest });
    });

    it('answers a body that is not JSON by content type 400', async () => {
      const answer = await api.request(`${API_BASE_PATH}auth/login`, {
        method: 'POST',
        rawBody: 'campaignName=x',
        contentType: 'application/x-www-form-urlencoded',
      });
      assert.equal(answer.status, 400);
    });

    it('answers a missing body 400', async () => {
      const answer = await api.request(`${API_BASE_PATH}auth/login`, { method: 'POST' });
      assert.equal(answer.status, 400);
    });

    it('answers a body that breaks the endpoint schema 400', async () => {
      const answer = await api.call('login', { body: { campaignName: '', authCode: '', codeVerifier: 'short', redirectUri: 'not a url' } });
      assert.deepEqual(answer.body, { statusCode: 400, message: API_MESSAGES.badRequest });
    });

    it('checks the body only after the token: a member call without one is 401 first', async () => {
      const answer = await api.request(`${API_BASE_PATH}user/reward`, { method: 'POST', rawBody: '{' });
      assert.equal(answer.status, 401);
    });

    it('answers a query that breaks the schema 400', async () => {
      const { token } = await api.member('quentin');
      const answer = await api.call('history', { token, query: { page: '0' } as never });
      assert.equal(answer.status, 400);
      const repeated = await api.request(`${API_BASE_PATH}user/transaction/history?page=1&page=2`, { token });
      assert.equal(repeated.status, 400);
    });
  });

  describe('the locale header', () => {
    it('defaults to English and accepts only en-CA and fr-CA', async () => {
      const english = await api.call('quizzes');
      const french = await api.call('quizzes', { locale: 'fr-CA' });
      const german = await api.call('quizzes', { locale: 'de-DE' });
      assert.equal(english.body.quizzes[0]?.title, 'Black history in Canada');
      assert.equal(french.body.quizzes[0]?.title, 'L’histoire des Noirs au Canada');
      assert.deepEqual(german.body, english.body);
    });
  });

  describe('unexpected failures', () => {
    it('answer 500 Internal server error and are logged', async () => {
      const answer = await api.call('login', {
        body: { campaignName: '', authCode: 'idp-crash', codeVerifier: 'v'.repeat(43), redirectUri: 'http://localhost:8080/login/' },
      });
      assert.deepEqual(answer.body, { statusCode: 500, message: API_MESSAGES.internalServerError });
      assert.ok(api.logged.some((entry) => String((entry as { error?: Error }).error?.message).includes('identity client has a bug')));
    });
  });
});

describe('the rate limit', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ rateLimit: { windowMs: 60_000, max: 3 } });
  });
  after(() => api.close());

  it('answers 429 with Retry-After and the rate-limit message once a client used up its window', async () => {
    for (let i = 0; i < 3; i += 1) assert.equal((await api.call('geo')).status, 200);
    api.clock.advance(15_000);
    const limited = await api.call('geo');
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '45');
    assert.deepEqual(limited.body, { statusCode: 429, message: rateLimitMessage(45) });
  });

  it('counts each signed-in member apart from the address they share', async () => {
    // The sign-ins themselves come from the (already limited) address, so move on a window first.
    api.clock.advance(60_000);
    const { token } = await api.signIn('rita');
    api.clock.advance(60_000);
    await api.signIn('sami');
    for (let i = 0; i < 3; i += 1) assert.equal((await api.call('getProfile', { token })).status, 200);
    assert.equal((await api.call('getProfile', { token })).status, 429);
    assert.equal((await api.call('geo')).status, 200, 'the anonymous client still has room');
  });

  it('lets a client in again when its window is over', async () => {
    api.clock.advance(60_000);
    assert.equal((await api.call('geo')).status, 200);
  });
});

describe('the rate limit per client', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ rateLimit: { windowMs: 60_000, max: 3 }, loginRateLimit: { windowMs: 60_000, max: 2 } });
  });
  after(() => api.close());

  /** A browser's first call: the API gives it a client cookie, which it sends from then on. */
  async function newBrowser(): Promise<{ Cookie: string }> {
    const first = await api.call('geo');
    const cookie = first.headers.get('set-cookie')?.split(';')[0];
    assert.match(cookie ?? '', /^maple-client=[\w-]+\.[\w-]+$/);
    return { Cookie: cookie ?? '' };
  }

  it('gives each anonymous browser behind one address its own budget', async () => {
    const greedy = await newBrowser();
    const neighbour = await newBrowser();
    for (let i = 0; i < 3; i += 1) assert.equal((await api.call('geo', { headers: greedy })).status, 200);

    const limited = await api.call('geo', { headers: greedy });
    const other = await api.call('geo', { headers: neighbour });

    assert.equal(limited.status, 429);
    assert.equal(other.status, 200, 'the neighbour behind the same address is not blocked');
  });

  it('counts a forged client cookie as no cookie at all', async () => {
    api.clock.advance(60_000);
    for (let i = 0; i < 3; i += 1) await api.call('geo', { headers: { Cookie: `maple-client=attacker-${i}.forged` } });

    assert.equal((await api.call('geo', { headers: { Cookie: 'maple-client=attacker-9.forged' } })).status, 429);
    assert.equal((await api.call('geo')).status, 429, 'one bucket for every caller without a cookie this API signed');
  });

  it('answers the clients of one address together no more than the address’s budget, however many cookies they mint', async () => {
    api.clock.advance(60_000);
    const browsers = [];
    for (let minted = 0; minted < 6; minted += 1) browsers.push(await api.call('geo'));
    const cookies = browsers.map((first) => ({ Cookie: first.headers.get('set-cookie')?.split(';')[0] ?? '' }));
    const answers = [];
    for (const headers of cookies) for (let call = 0; call < 3; call += 1) answers.push(await api.call('geo', { headers }));

    const served = [...browsers, ...answers].filter((answer) => answer.status === 200).length;
    assert.equal(served, 9, 'three times one client’s budget');
    assert.ok(answers.slice(-3).every((answer) => answer.status === 429));
  });

  it('gives auth/login its own, smaller budget, answered 429 with Retry-After', async () => {
    api.clock.advance(60_000);
    const browser = await newBrowser();
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await api.call('login', { headers: browser, ...loginWith(`code-for-lou${i}`) }));

    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 429],
    );
    assert.equal(answers[2]?.headers.get('retry-after'), '60');
  });
});
