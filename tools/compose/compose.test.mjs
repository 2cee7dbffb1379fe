import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { remotes } from '../lib/apps.mjs';
import { compose, localSiteConfig } from './compose.mjs';

const claimsRoute = (id, app, en, fr) => ({
  id,
  app,
  paths: { 'en-CA': en, 'fr-CA': fr },
  title: { 'en-CA': id, 'fr-CA': id },
  protected: false,
  kind: 'page',
});

/** A release folder per remote holding only its route-claims.json. */
function releases(routesOf) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'maple-compose-'));
  return Object.fromEntries(
    remotes.map((app) => {
      const dist = path.join(root, app.dir);
      fs.mkdirSync(dist);
      const claims = { app: app.name, federationName: app.federationName, routes: routesOf(app) };
      fs.writeFileSync(path.join(dist, 'route-claims.json'), JSON.stringify(claims));
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

  it('gives the environment’s third-party coupon pages in both languages, or the ones MAPLE_COUPON_PAGES names', () => {
    const local = localSiteConfig({ port: 8080, env: {} }).couponPages;
    assert.equal(local?.loyaltyLogin['fr-CA'], 'https://sandbox.loyalty-card.example/fr/connexion');
    const production = localSiteConfig({ port: 8080, env: { MAPLE_ENVIRONMENT: 'production' } }).couponPages;
    assert.equal(production?.razor['en-CA'], 'https://www.retail-partner.example/en-ca/cash-back/razors');
    const page = { 'en-CA': 'https://partner.example/en', 'fr-CA': 'https://partner.example/fr' };
    const named = Object.fromEntries(Object.keys(local ?? {}).map((name) => [name, page]));
    assert.deepEqual(localSiteConfig({ port: 8080, env: { MAPLE_COUPON_PAGES: JSON.stringify(named) } }).couponPages, named);
    assert.throws(() => localSiteConfig({ port: 8080, env: { MAPLE_COUPON_PAGES: JSON.stringify({ offers: page }) } }));
  });
});
