import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { DevServicesSettingsError, PUBLIC_DEFAULT_VALUES, readDevServicesSettings } from './dev-services-settings';
import { LOCAL_SECRETS_FILE } from './local-secrets';

const dirs: string[] = [];
function dataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-settings-'));
  dirs.push(dir);
  return dir;
}

const base = (dir: string): NodeJS.ProcessEnv => ({
  MAPLE_SITE_ORIGIN: 'http://localhost:8080',
  MAPLE_API_PORT: '8090',
  MAPLE_IDENTITY_PORT: '8091',
  MAPLE_SUBSCRIPTION_KEY: 'local-dev-subscription-key',
  MAPLE_IDENTITY_CLIENT_ID: 'maple-rewards-site',
  MAPLE_IDENTITY_AUDIENCE: 'https://api.maple-rewards.local',
  MAPLE_DATA_DIR: dir,
  MAPLE_DEV_ROUTES: '1',
});

const production = (dir: string): NodeJS.ProcessEnv => ({
  ...base(dir),
  MAPLE_ENVIRONMENT: 'production',
  MAPLE_DEV_ROUTES: '0',
  MAPLE_SUBSCRIPTION_KEY: 'the-production-subscription-key',
  MAPLE_SESSION_SECRET: 'p'.repeat(48),
  MAPLE_IDENTITY_CLIENT_SECRET: 'c'.repeat(48),
});

describe('the dev services’ settings', () => {
  after(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generate the session and client secrets once per data folder, beside the data, readable by the owner only', () => {
    const dir = dataDir();

    const first = readDevServicesSettings(base(dir));
    const again = readDevServicesSettings(base(dir));
    const elsewhere = readDevServicesSettings(base(dataDir()));

    assert.ok(first.sessionSecret.length >= 43);
    assert.notEqual(first.sessionSecret, first.clientSecret);
    assert.deepEqual([again.sessionSecret, again.clientSecret], [first.sessionSecret, first.clientSecret]);
    assert.notEqual(elsewhere.sessionSecret, first.sessionSecret, 'every machine and folder has its own');
    assert.equal(fs.statSync(path.join(dir, LOCAL_SECRETS_FILE)).mode & 0o777, 0o600);
    assert.ok(!PUBLIC_DEFAULT_VALUES.includes(first.sessionSecret));
  });

  it('let the environment’s secrets win over the generated ones', () => {
    const settings = readDevServicesSettings({
      ...base(dataDir()),
      MAPLE_SESSION_SECRET: 'the-operators-own-session-secret-0123456789',
      MAPLE_IDENTITY_CLIENT_SECRET: 'the-operators-own-client-secret-0123456789',
    });

    assert.equal(settings.sessionSecret, 'the-operators-own-session-secret-0123456789');
    assert.equal(settings.clientSecret, 'the-operators-own-client-secret-0123456789');
  });

  it('start production with its own secrets, no generated file and no dev routes', () => {
    const dir = dataDir();
    const settings = readDevServicesSettings(production(dir));

    assert.equal(settings.production, true);
    assert.equal(settings.devRoutes, false);
    assert.equal(settings.sessionSecret, 'p'.repeat(48));
    assert.equal(fs.existsSync(path.join(dir, LOCAL_SECRETS_FILE)), false);
  });

  it('refuse to start production with a missing, short or public secret, the local subscription key, or dev routes', () => {
    const dir = dataDir();
    const refusals: [NodeJS.ProcessEnv, RegExp][] = [
      [{ ...production(dir), MAPLE_SESSION_SECRET: undefined }, /MAPLE_SESSION_SECRET is not set/],
      [{ ...production(dir), MAPLE_SESSION_SECRET: 'short' }, /MAPLE_SESSION_SECRET is too short/],
      [
        { ...production(dir), MAPLE_SESSION_SECRET: 'local-dev-session-secret-change-me-in-real-environments' },
        /MAPLE_SESSION_SECRET is a public default/,
      ],
      [{ ...production(dir), MAPLE_IDENTITY_CLIENT_SECRET: 'local-dev-client-secret' }, /MAPLE_IDENTITY_CLIENT_SECRET is a public default/],
      [{ ...production(dir), MAPLE_SUBSCRIPTION_KEY: 'local-dev-subscription-key' }, /MAPLE_SUBSCRIPTION_KEY is a public default/],
      [{ ...production(dir), MAPLE_DEV_ROUTES: '1' }, /MAPLE_DEV_ROUTES must be off in production/],
    ];
    for (const [env, message] of refusals) {
      assert.throws(
        () => readDevServicesSettings(env),
        (error) => error instanceof DevServicesSettingsError && message.test(error.message),
      );
    }
  });
});
