import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveBenchPages } from './bench-pages.mjs';

const route = (id, app, en, fr, options = {}) => ({
  id,
  app,
  paths: { 'en-CA': en, 'fr-CA': fr },
  title: { 'en-CA': id, 'fr-CA': id },
  protected: false,
  kind: 'page',
  ...options,
});

const composition = {
  version: 1,
  remotes: [
    {
      app: 'campaigns',
      routes: [
        route('home', 'campaigns', '/', '/fr/'),
        route('menopause', 'campaigns', '/learn-about-menopause', '/fr/en-savoir-plus-sur-la-menopause', { kind: 'landing' }),
      ],
    },
    { app: 'account', routes: [route('myAccount', 'account', '/my-account', '/fr/mon-compte', { protected: true })] },
    { app: 'rewards', enabled: false, routes: [route('allRewards', 'rewards', '/rewards/all/', '/fr/recompenses/toutes/')] },
  ],
};

describe('resolveBenchPages', () => {
  it('finds each page’s path in its language and the app that renders it', () => {
    const pages = resolveBenchPages(composition, [
      { id: 'home', route: 'home', locale: 'en-CA', lighthouse: true },
      { id: 'home-fr', route: 'home', locale: 'fr-CA', lighthouse: false },
    ]);
    assert.deepEqual(pages, [
      { id: 'home', routeId: 'home', path: '/', app: 'campaigns', lighthouse: true, member: false },
      { id: 'home-fr', routeId: 'home', path: '/fr/', app: 'campaigns', lighthouse: false, member: false },
    ]);
  });

  it('takes the first landing page the composition holds', () => {
    const [landing] = resolveBenchPages(composition, [{ id: 'landing', kind: 'landing', locale: 'en-CA', lighthouse: true }]);
    assert.equal(landing.path, '/learn-about-menopause');
    assert.equal(landing.routeId, 'menopause');
  });

  it('says which page it cannot find, counting a disabled remote as absent', () => {
    assert.throws(
      () => resolveBenchPages(composition, [{ id: 'all-rewards', route: 'allRewards', locale: 'en-CA', lighthouse: true }]),
      /Bench page "all-rewards" needs the route "allRewards", which no enabled remote of the composition claims/,
    );
  });

  it('refuses a page only a signed-in member can see, unless the bench opens it signed in', () => {
    assert.throws(
      () => resolveBenchPages(composition, [{ id: 'account', route: 'myAccount', locale: 'en-CA', lighthouse: false }]),
      /needs a signed-in member: give it member: true/,
    );
    const [account] = resolveBenchPages(composition, [
      { id: 'account', route: 'myAccount', locale: 'en-CA', lighthouse: true, member: true },
    ]);
    assert.deepEqual(account, { id: 'account', routeId: 'myAccount', path: '/my-account', app: 'account', lighthouse: true, member: true });
  });
});
