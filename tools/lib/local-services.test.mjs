import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { devServicesEnv, localServices } from './local-services.mjs';

describe('the local services environment', () => {
  it('lets an operator’s own secret and settings win over the local defaults', () => {
    const env = devServicesEnv(8080, '/data/8080', {
      MAPLE_SESSION_SECRET: 'the-operators-own-secret-of-at-least-32-bytes',
      MAPLE_SUBSCRIPTION_KEY: 'operators-key',
      MAPLE_ENVIRONMENT: 'production',
    });

    assert.equal(env.MAPLE_SESSION_SECRET, 'the-operators-own-secret-of-at-least-32-bytes');
    assert.equal(env.MAPLE_SUBSCRIPTION_KEY, 'operators-key');
    assert.equal(env.MAPLE_ENVIRONMENT, 'production');
    assert.equal(env.MAPLE_DEV_ROUTES, '0', 'no dev routes by default in production');
  });

  it('fills the ports, origin and data folder from the site port when nothing is set', () => {
    const env = devServicesEnv(6080, '/data/6080', {});

    assert.deepEqual(env, {
      MAPLE_SITE_ORIGIN: 'http://localhost:6080',
      MAPLE_API_PORT: '6090',
      MAPLE_IDENTITY_PORT: '6091',
      MAPLE_SUBSCRIPTION_KEY: localServices.subscriptionKey,
      MAPLE_IDENTITY_CLIENT_ID: localServices.identityClientId,
      MAPLE_IDENTITY_AUDIENCE: localServices.identityAudience,
      MAPLE_DATA_DIR: '/data/6080',
      MAPLE_DEV_ROUTES: '1',
    });
  });

  it('commits no session or client secret: dev-services generates them per machine', () => {
    const source = readFileSync(new URL('./local-services.mjs', import.meta.url), 'utf8');

    assert.equal('MAPLE_SESSION_SECRET' in devServicesEnv(8080, '/data', {}), false);
    assert.equal('MAPLE_IDENTITY_CLIENT_SECRET' in devServicesEnv(8080, '/data', {}), false);
    assert.doesNotMatch(source, /sessionSecret|clientSecret/);
  });
});
