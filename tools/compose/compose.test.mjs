import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes } from '../lib/apps.mjs';
import { compose, localSiteConfig, remoteSettingsFor } from './compose.mjs';

const claimsRoute = (id, app, en, fr) => ({
  id,
  app,
  paths: { 'en-CA': en, 'fr-CA': fr },
  title: { 'en-CA': id, 'fr-CA': id },
  protected: false,
  kind: 'page',
});

/** What the releases of these tests were built against: what the shell has. */
const builtWith = { contracts: '0.1.0', react: '19.3.1' };
const host = builtWith;

/** A release folder per remote holding only its route-claims.json and built-with.json. */
function releases(routesOf) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-compose-'));
  return Object.fromEntries(
    remotes.map((app) => {
      const dist = path.join(root, app.dir);
      fs.mkdirSync(dist);
      const claims = { app: app.name, federationName: app.federationName, routes: routesOf(app) };
      fs.writeFileSync(path.join(dist, 'route-claims.json'), JSON.stringify(claims));
      fs.writeFileSync(path.join(dist, 'built-with.json'), JSON.stringify(builtWith));
      return [app.name, { entry: `https://cdn.example/${app.dir}/v1/remoteEntry.js`, dist }];
    }),
  );
}

describe('compose', () => {
  it('merges every remote’s claims with where it is deployed', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Home`, app.name, `/${app.name}/`, `/fr/${app.name}/`)]);
    const composition = compose({ port: 8080, overrides });
    assert.equal(composition.version, 1);
    assert.equal(composition.remotes.length, 5);
    const rewards = composition.remotes.find((remote) => remote.app === 'rewards');
    assert.equal(rewards.entry, 'https://cdn.example/mfe-rewards/v1/remoteEntry.js');
    assert.equal(rewards.enabled, true);
    assert.deepEqual(
      rewards.routes.map((route) => route.paths['en-CA']),
      ['/rewards/'],
    );
  });

  it('refuses two remotes claiming one path', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Page`, app.name, '/same-page', `/fr/${app.name}`)]);
    assert.throws(() => compose({ port: 8080, overrides }), /\/same-page is already claimed by rewards/);
  });

  it('refuses a remote claiming one of the shell’s paths', () => {
    const overrides = releases((app) => [
      claimsRoute(`${app.name}Login`, app.name, app.name === 'rewards' ? '/login' : `/${app.name}`, `/fr/${app.name}`),
    ]);
    assert.throws(() => compose({ port: 8080, overrides }), /rewards: \/login is already claimed by shell/);
  });

  it('refuses claims that break the contract', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Page`, app.name, `/${app.name}`, `/${app.name}-fr`)]);
    assert.throws(() => compose({ port: 8080, overrides }), /French paths start with \/fr/);
  });

  it('leaves a disabled remote’s claims out of the conflict check but in the manifest', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Page`, app.name, '/same-page', `/fr/${app.name}`)]);
    const enabled = { rewards: true, coupons: false, account: false, surveys: false, campaigns: false };
    const composition = compose({ port: 8080, overrides, enabled });
    assert.equal(composition.remotes.filter((remote) => remote.enabled).length, 1);
  });

  it('adds a remote the workspace has never heard of', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Page`, app.name, `/${app.name}`, `/fr/${app.name}`)]);
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-newcomer-'));
    const routes = [claimsRoute('partnerOffers', 'partner-offers', '/partner-offers', '/fr/offres-partenaires')];
    fs.writeFileSync(
      path.join(dist, 'route-claims.json'),
      JSON.stringify({ app: 'partner-offers', federationName: 'mfe_partner_offers', routes }),
    );
    fs.writeFileSync(path.join(dist, 'built-with.json'), JSON.stringify(builtWith));
    const composition = compose({
      port: 8080,
      overrides: { ...overrides, 'partner-offers': { entry: 'https://cdn.example/po/remoteEntry.js', dist } },
    });
    assert.deepEqual(
      composition.remotes.map((remote) => remote.app),
      ['rewards', 'coupons', 'account', 'surveys', 'campaigns', 'partner-offers'],
    );
  });

  it('refuses a release folder that holds another remote’s build', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Page`, app.name, `/${app.name}`, `/fr/${app.name}`)]);
    assert.throws(
      () => compose({ port: 8080, overrides: { ...overrides, coupons: overrides.rewards } }),
      /is the build of rewards, not of coupons/,
    );
  });
});

describe('compose with releases', () => {
  /** Release folders of rewards under a `.deploy`-like root, by version, with the other remotes elsewhere. */
  function releasedRewards(versions) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-releases-'));
    for (const [version, { paths = ['/rewards/'], built = builtWith }] of Object.entries(versions)) {
      const dir = path.join(root, 'rewards', version);
      fs.mkdirSync(dir, { recursive: true });
      const routes = paths.map((en, index) => claimsRoute(`rewards${index}`, 'rewards', en, `/fr${en}`));
      fs.writeFileSync(path.join(dir, 'route-claims.json'), JSON.stringify({ app: 'rewards', federationName: 'mfe_rewards', routes }));
      fs.writeFileSync(path.join(dir, 'built-with.json'), JSON.stringify(built));
    }
    const others = releases((app) => [claimsRoute(`${app.name}Home`, app.name, `/${app.name}/`, `/fr/${app.name}/`)]);
    // Rewards from its releases; the others from folders of their own.
    delete others.rewards;
    return { releasesRoot: root, overrides: others };
  }

  it('points a released remote at its stable version and names its canary, each under /releases/ of its origin', () => {
    const released = releasedRewards({ '1.0.0': {}, '1.1.0': { paths: ['/rewards/', '/rewards/spring/'] } });
    const channels = { rewards: { stable: '1.0.0', canary: { version: '1.1.0', share: 10 }, previous: [] } };
    const rewards = compose({ port: 8080, channels, host, ...released }).remotes.find((remote) => remote.app === 'rewards');
    assert.equal(rewards.entry, 'http://localhost:8081/releases/1.0.0/remoteEntry.js');
    assert.equal(rewards.version, '1.0.0');
    assert.deepEqual(rewards.builtWith, builtWith);
    assert.equal(rewards.canary.entry, 'http://localhost:8081/releases/1.1.0/remoteEntry.js');
    assert.equal(rewards.canary.share, 10);
    assert.deepEqual(
      rewards.canary.routes.map((route) => route.paths['en-CA']),
      ['/rewards/', '/rewards/spring/'],
    );
  });

  it('refuses a release built against other contracts, naming what it needs and what the shell has', () => {
    const released = releasedRewards({ '2.0.0': { built: { contracts: '1.0.0', react: '19.3.1' } } });
    const channels = { rewards: { stable: '2.0.0', previous: [] } };
    assert.throws(
      () => compose({ port: 8080, channels, host, ...released }),
      /rewards: rewards 2\.0\.0 was built against @maple\/contracts 1\.0\.0 and React 19\.3\.1, but the shell has @maple\/contracts 0\.1\.0 and React 19\.3\.1/,
    );
  });

  it('refuses an incompatible canary though its stable release is fine, since its share of visitors would run it', () => {
    const released = releasedRewards({ '1.0.0': {}, '1.1.0': { built: { contracts: '0.1.0', react: '19.4.0' } } });
    const channels = { rewards: { stable: '1.0.0', canary: { version: '1.1.0', share: 50 }, previous: [] } };
    assert.throws(() => compose({ port: 8080, channels, host, ...released }), /rewards 1\.1\.0 \(canary\) was built against/);
  });

  it('refuses a canary claiming a path another remote has', () => {
    const released = releasedRewards({ '1.0.0': {}, '1.1.0': { paths: ['/rewards/', '/coupons/'] } });
    const channels = { rewards: { stable: '1.0.0', canary: { version: '1.1.0', share: 5 }, previous: [] } };
    assert.throws(() => compose({ port: 8080, channels, host, ...released }), /coupons: \/coupons is already claimed by rewards/);
  });
});

describe('localSiteConfig', () => {
  it('points the site at the local services next to its port', () => {
    const config = localSiteConfig({ port: 4180, env: {} });
    assert.equal(config.apiBaseUrl, 'http://localhost:4190/api/v1/ca/');
    assert.equal(config.identity.issuer, 'http://localhost:4191');
    assert.equal(config.maintenance, false);
  });

  it('turns maintenance on from the environment', () => {
    assert.equal(localSiteConfig({ port: 8080, env: { MAPLE_MAINTENANCE: '1' } }).maintenance, true);
  });

  it('gives the coupons remote the environment’s third-party coupon pages in both languages, or the ones MAPLE_COUPON_PAGES names', () => {
    const local = remoteSettingsFor({ env: {} }).coupons.couponPages;
    assert.equal(local?.loyaltyLogin['fr-CA'], 'https://sandbox.loyalty-card.example/fr/connexion');
    const production = remoteSettingsFor({ env: { MAPLE_ENVIRONMENT: 'production' } }).coupons.couponPages;
    assert.equal(production?.razor['en-CA'], 'https://www.retail-partner.example/en-ca/cash-back/razors');
    const page = { 'en-CA': 'https://partner.example/en', 'fr-CA': 'https://partner.example/fr' };
    const named = Object.fromEntries(Object.keys(local ?? {}).map((name) => [name, page]));
    assert.deepEqual(remoteSettingsFor({ env: { MAPLE_COUPON_PAGES: JSON.stringify(named) } }).coupons.couponPages, named);
    assert.throws(() => remoteSettingsFor({ env: { MAPLE_COUPON_PAGES: JSON.stringify({ offers: page }) } }));
    // The shell's own file no longer carries them: no remote reads it.
    assert.equal('couponPages' in localSiteConfig({ port: 8080, env: {} }), false);
  });

  it('writes each remote’s own settings into its composition entry only', () => {
    const overrides = releases((app) => [claimsRoute(`${app.name}Home`, app.name, `/${app.name}/`, `/fr/${app.name}/`)]);
    const settings = { coupons: { couponPages: { note: 'the coupons remote’s own' } } };
    const composition = compose({ port: 8080, overrides, settings });
    assert.deepEqual(composition.remotes.find((remote) => remote.app === 'coupons').settings, settings.coupons);
    assert.equal(composition.remotes.find((remote) => remote.app === 'rewards').settings, undefined);
  });
});
