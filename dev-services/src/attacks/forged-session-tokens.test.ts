// Finding: "The session-signing secret is committed and forced". tools/lib/local-services.mjs
// spread its fixed secrets after process.env (an operator's secret was overwritten while
// MAPLE_ENVIRONMENT=production still passed); tokens signed with the repository's secret read
// any member's profile; a token with a 10-year exp was accepted.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { API_MESSAGES } from '@maple/contracts';
import { SignJWT, decodeJwt } from 'jose';
import { SESSION_ISSUER } from '../consumer-api/sessions';
import { readDevServicesSettings } from '../shared/dev-services-settings';
import { type SignedUpMember, type Stack, startStack } from './stack';

/** The secret that was in the repository: public for ever. */
const COMMITTED_SECRET = 'local-dev-session-secret-change-me-in-real-environments';

const sign = (secret: string, claims: { sub: string; jti: string; aud: string; iat: number; exp: number }) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));

describe('attack: forged session tokens', () => {
  let stack: Stack;
  let victim: SignedUpMember;
  before(async () => {
    stack = await startStack();
    victim = await stack.signUp();
  });
  after(() => stack.close());

  const profileWith = (token: string) => stack.call('GET', 'user/profile', { token });

  it('a token signed with the secret that was in the repository reads no member’s profile', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign(COMMITTED_SECRET, {
      sub: victim.consumerId,
      jti: 'forged',
      aud: stack.settings.audience,
      iat: now,
      exp: now + 1800,
    });

    assert.deepEqual((await profileWith(forged)).body, { statusCode: 401, message: API_MESSAGES.invalidJwt });
  });

  it('even the server’s own key cannot make a 10-year token, a token for another audience, or one for another member', async () => {
    const { jti, iat = 0 } = decodeJwt(victim.token);
    const key = stack.settings.sessionSecret;
    const claims = { sub: victim.consumerId, jti: String(jti), aud: stack.settings.audience, iat, exp: iat + 1800 };
    const tenYears = await sign(key, { ...claims, exp: iat + 10 * 365 * 24 * 3600 });
    const otherAudience = await sign(key, { ...claims, aud: 'https://somewhere-else.example' });
    const anotherMember = await sign(key, { ...claims, sub: '00000000-0000-0000-0000-000000000000' });
    const unknownSession = await sign(key, { ...claims, jti: 'never-issued' });

    assert.equal((await profileWith(victim.token)).status, 200);
    for (const token of [tenYears, otherAudience, anotherMember, unknownSession]) {
      assert.deepEqual((await profileWith(token)).body, { statusCode: 401, message: API_MESSAGES.invalidJwt });
    }
  });

  it('production refuses to start with the repository’s secret, or with none, or with a short one', () => {
    const production = {
      MAPLE_ENVIRONMENT: 'production',
      MAPLE_SITE_ORIGIN: 'https://www.maple-rewards.example',
      MAPLE_API_PORT: '8090',
      MAPLE_IDENTITY_PORT: '8091',
      MAPLE_SUBSCRIPTION_KEY: 'a-real-subscription-key',
      MAPLE_IDENTITY_CLIENT_ID: 'maple-rewards-site',
      MAPLE_IDENTITY_CLIENT_SECRET: 'a-real-client-secret-of-at-least-32-characters',
      MAPLE_IDENTITY_AUDIENCE: 'https://api.maple-rewards.example',
      MAPLE_DATA_DIR: stack.settings.dataDir,
    };

    for (const secret of [COMMITTED_SECRET, undefined, 'too-short']) {
      assert.throws(() => readDevServicesSettings({ ...production, MAPLE_SESSION_SECRET: secret }), /MAPLE_SESSION_SECRET/);
    }
    const ownSecret = 'an-operators-own-session-secret-0123456789abcdef';
    assert.equal(readDevServicesSettings({ ...production, MAPLE_SESSION_SECRET: ownSecret }).sessionSecret, ownSecret);
  });
});
