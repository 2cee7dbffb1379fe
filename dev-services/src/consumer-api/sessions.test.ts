import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES, SESSION_TOKEN_LIFETIME_SECONDS } from '@maple/contracts';
import { SignJWT, decodeJwt } from 'jose';
import { SESSION_ISSUER } from './sessions';
import { AUDIENCE, CODE_VERIFIER, REDIRECT_URI, SESSION_SECRET, type TestApi, startTestApi } from './test-support/harness';

const login = (authCode: string, campaignName = '') => ({
  body: { campaignName, authCode, codeVerifier: CODE_VERIFIER, redirectUri: REDIRECT_URI },
});

describe('signing in with auth/login', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('redeems the code with its verifier and redirect URI, and answers the new member’s profile with a session token', async () => {
    const answer = await api.call('login', login('code-for-amelie.gagnon'));
    assert.equal(answer.status, 200);
    assert.deepEqual(api.identity.exchanges.at(-1), {
      code: 'code-for-amelie.gagnon',
      redirectUri: REDIRECT_URI,
      codeVerifier: CODE_VERIFIER,
    });
    assert.equal(answer.body.ids.email, 'amelie.gagnon@example.ca');
    assert.match(answer.body.ids.consumerId, /^[0-9a-f-]{36}$/);
    assert.equal(answer.body.traits.firstName, 'Amelie');
    assert.equal(answer.body.enrolledForRewards, false, 'a new member is not enrolled until an enrol call');
    assert.equal(answer.body.loyaltyId, null);
  });

  it('issues an HS256 token whose subject is the consumerId, naming issuer and audience, with a jti and an exp 30 minutes after issue', async () => {
    const { token, consumerId } = await api.signIn('ben');
    const claims = decodeJwt(token);
    assert.equal(claims.sub, consumerId);
    assert.equal(claims.iss, SESSION_ISSUER);
    assert.equal(claims.aud, AUDIENCE);
    assert.equal(typeof claims.jti, 'string');
    assert.equal(claims.exp, Math.floor(api.clock.now / 1000) + SESSION_TOKEN_LIFETIME_SECONDS);
  });

  it('passes on the identity provider’s ID token as idTokenHint, for the site’s logout', async () => {
    const { profile } = await api.signIn('bertha');
    assert.equal(profile.idTokenHint, 'id-token-of-bertha');
  });

  it('finds the same member again on the next sign-in', async () => {
    const first = await api.signIn('carla');
    const second = await api.signIn('carla');
    assert.equal(second.consumerId, first.consumerId);
    assert.notEqual(second.token, first.token);
  });

  it('labels the enrolment source by campaign and keeps the campaign name in the traits', async () => {
    const cases = [
      ['pgEmployeeOffer', 'employee enroll', '105'],
      ['sweepsAcquisitionContest', 'cash-prize acquisition', '106'],
      ['tideContestQR', 'Tide contest', '107'],
      ['pampersAcquisition', 'Pampers acquisition', '102'],
      ['springBrochure', 'general', '100'],
    ] as const;
    for (const [campaign, label, sourceId] of cases) {
      const answer = await api.call('login', login(`code-for-${campaign.toLowerCase()}`, campaign));
      assert.equal(answer.body.traits.campaignName, campaign);
      assert.equal(answer.body.ids.sourceId, sourceId);
      const row = api.server.db
        .prepare<[string], { source: string }>('SELECT source FROM members WHERE consumer_id = ?')
        .get(answer.body.ids.consumerId);
      assert.equal(row?.source, label);
    }
  });

  it('answers a code the identity provider refuses 400 Invalid auth code', async () => {
    const answer = await api.call('login', login('stolen-code'));
    assert.deepEqual(answer.body, { statusCode: 400, message: API_MESSAGES.invalidAuthCode });
  });

  it('answers 502 Bad Gateway when the identity provider is down or answers nonsense', async () => {
    for (const code of ['idp-down', 'idp-garbled']) {
      const answer = await api.call('login', login(code));
      assert.deepEqual(answer.body, { statusCode: 502, message: API_MESSAGES.badGateway });
    }
  });
});

describe('the session token', () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi();
  });
  after(() => api.close());

  it('is required by member calls: none, a forged one or garbage answer 401 Invalid JWT', async () => {
    const { consumerId } = await api.signIn('dana');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(SESSION_ISSUER)
      .setSubject(consumerId)
      .setJti('forged')
      .setIssuedAt()
      .setExpirationTime('30m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    for (const token of [null, forged, 'not-a-jwt']) {
      const answer = await api.call('points', { token });
      assert.deepEqual(answer.body, { statusCode: 401, message: API_MESSAGES.invalidJwt });
    }
  });

  /** A token signed with the server's own key (as if it had leaked), with the claims given. */
  async function signedWithTheServerKey(claims: { sub: string; jti: string; iss?: string; aud?: string; iat: number; exp: number }) {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(claims.iss ?? SESSION_ISSUER)
      .setAudience(claims.aud ?? AUDIENCE)
      .setSubject(claims.sub)
      .setJti(claims.jti)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode(SESSION_SECRET));
  }

  it('refuses, even when well signed, a token for another audience or issuer, one living longer than 30 minutes, or one of a session it never issued', async () => {
    const { token, consumerId } = await api.signIn('dario');
    const { jti, iat = 0 } = decodeJwt(token);
    const session = { sub: consumerId, jti: String(jti), iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS };
    const tokens = {
      otherAudience: await signedWithTheServerKey({ ...session, aud: 'https://another-api.example' }),
      otherIssuer: await signedWithTheServerKey({ ...session, iss: 'someone-else' }),
      tenYears: await signedWithTheServerKey({ ...session, exp: iat + 10 * 365 * 24 * 60 * 60 }),
      unknownSession: await signedWithTheServerKey({ ...session, jti: 'a-session-never-issued' }),
      anotherMember: await signedWithTheServerKey({ ...session, sub: 'someone-elses-consumer-id' }),
    };
    assert.equal((await api.call('getProfile', { token })).status, 200, 'the real token works');
    for (const [what, forged] of Object.entries(tokens)) {
      assert.deepEqual((await api.call('getProfile', { token: forged })).body, { statusCode: 401, message: API_MESSAGES.invalidJwt }, what);
    }
  });

  it('is refused 30 minutes after issue whatever its exp says', async () => {
    const { token, consumerId } = await api.signIn('delia');
    const { jti, iat = 0 } = decodeJwt(token);
    const longLived = await signedWithTheServerKey({ sub: consumerId, jti: String(jti), iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS });
    api.clock.advance(31 * 60_000);
    assert.equal((await api.call('getProfile', { token: longLived })).status, 401);
  });

  it('works for 30 minutes and is refused once expired', async () => {
    const { token } = await api.signIn('eli');
    api.clock.advance(29 * 60_000);
    assert.equal((await api.call('getProfile', { token })).status, 200);
    api.clock.advance(60_000 + 1000);
    const expired = await api.call('getProfile', { token });
    assert.deepEqual(expired.body, { statusCode: 401, message: API_MESSAGES.invalidJwt });
  });

  it('is revoked by auth/logout: the same token is refused afterwards', async () => {
    const { token } = await api.signIn('fay');
    assert.deepEqual((await api.call('logout', { token })).body, { ok: true });
    assert.equal((await api.call('getProfile', { token })).status, 401);
    const again = await api.call('logout', { token });
    assert.deepEqual(again.body, { statusCode: 401, message: API_MESSAGES.invalidOrExpiredToken });
  });

  it('makes auth/logout answer Invalid or expired token for a bad or missing token', async () => {
    for (const token of ['nonsense', null]) {
      const answer = await api.call('logout', { token });
      assert.deepEqual(answer.body, { statusCode: 401, message: API_MESSAGES.invalidOrExpiredToken });
    }
  });

  it('leaves other sessions of the same member alone on logout', async () => {
    const phone = await api.signIn('gus');
    const laptop = await api.signIn('gus');
    await api.call('logout', { token: phone.token });
    assert.equal((await api.call('getProfile', { token: laptop.token })).status, 200);
  });

  it('ends with every other session of the member when the identity provider says the password was reset', async () => {
    const phone = await api.signIn('ivo');
    const laptop = await api.signIn('ivo');
    const someoneElse = await api.signIn('jun');
    assert.equal(api.server.endSessionsOfIdentity('sub-ivo'), 2);
    assert.equal((await api.call('getProfile', { token: phone.token })).status, 401);
    assert.equal((await api.call('getProfile', { token: laptop.token })).status, 401);
    assert.equal((await api.call('getProfile', { token: someoneElse.token })).status, 200);
    assert.equal(api.server.endSessionsOfIdentity('sub-nobody'), 0);
  });

  it('is used by optional calls when present, and they work without one', async () => {
    const { token } = await api.member('hana');
    assert.equal((await api.call('samples')).status, 200);
    assert.equal((await api.call('samples', { token })).status, 200);
    assert.equal((await api.call('samples', { token: 'expired-or-bad' })).status, 401);
  });

  it('is ignored by anonymous calls', async () => {
    assert.equal((await api.call('anonymousRewards', { token: 'whatever' })).status, 200);
  });
});
