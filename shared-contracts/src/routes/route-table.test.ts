import { SPEC_REMOTE_NAMES } from './route-definition';
import { routeTable } from './route-table';
import { counterpart, href, siteRoutes } from './site-routes';

describe('the route table', () => {
  it('has unique ids', () => {
    const ids = routeTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts every French path under /fr and no English path there', () => {
    for (const route of routeTable) {
      expect(route.paths['fr-CA']).toMatch(/^\/fr(\/|$)/);
      expect(route.paths['en-CA']).not.toMatch(/^\/fr(\/|$)/);
    }
  });

  it('keeps the spec’s paths exactly as written, trailing slashes included', () => {
    expect(href('signup', 'en-CA')).toBe('/signup');
    expect(href('changePassword', 'fr-CA')).toBe('/fr/modifier-mot-de-passe/');
    expect(href('pointsHistory', 'en-CA')).toBe('/my-account/points-history/');
    expect(href('sweepstakesEntry', 'fr-CA')).toBe('/fr/recompenses/cartes-de-concours/');
    expect(href('actionTasks', 'fr-CA')).toBe('/fr/recompenses/action-oriented-reward-tasks');
    expect(href('fabricCareSampleSignup', 'en-CA')).toBe('/signup/downy-unstopables-sample/');
    expect(href('coupons', 'fr-CA')).toBe('/fr/bons-rabais/');
  });

  it('tells the signup page apart from the fabric-care campaign under it', () => {
    expect(siteRoutes.match('/signup/')?.route.app).toBe('shell');
    expect(siteRoutes.match('/signup/downy-unstopables-sample')?.route.app).toBe('campaigns');
  });

  it('gives every screen a title in both languages and an owner', () => {
    for (const route of routeTable) {
      expect(route.title['en-CA'].trim()).not.toBe('');
      expect(route.title['fr-CA'].trim()).not.toBe('');
      expect(['shell', ...SPEC_REMOTE_NAMES]).toContain(route.app);
    }
  });

  it('assigns the screens to the apps the architecture names', () => {
    const owners = Object.fromEntries(routeTable.map((route) => [route.id, route.app]));
    expect(owners).toMatchObject({
      login: 'shell',
      signup: 'shell',
      maintenance: 'shell',
      authCallback: 'shell',
      rewards: 'rewards',
      impact: 'rewards',
      myMessages: 'account',
      impactDashboard: 'account',
      coupons: 'coupons',
      outOfStock: 'coupons',
      survey: 'surveys',
      quizWater: 'surveys',
      home: 'campaigns',
      menopause: 'campaigns',
      fabricCareSampleSignup: 'campaigns',
    });
  });

  it('marks member-only screens as protected', () => {
    expect(siteRoutes.match('/my-account')?.route.protected).toBe(true);
    expect(siteRoutes.match('/rewards/')?.route.protected).toBe(false);
  });

  it('finds the counterpart of any spec screen', () => {
    expect(counterpart('/fr/mon-compte/historique-des-points/')).toBe('/my-account/points-history/');
    expect(counterpart('/learn-about-menopause')).toBe('/fr/en-savoir-plus-sur-la-menopause');
  });
});
