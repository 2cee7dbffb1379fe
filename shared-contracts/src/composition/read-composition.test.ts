import { siteRoutes } from '../routes/site-routes';
import { readComposition } from './read-composition';

const entry = (app: 'rewards' | 'coupons', overrides: object = {}) => ({
  app,
  federationName: `mfe_${app}`,
  entry: `http://localhost:8081/${app}/remoteEntry.js`,
  enabled: true,
  routes: siteRoutes.ownedBy(app),
  ...overrides,
});
const file = (remotes: unknown[]) => ({ version: 1, generatedAt: '2026-11-23T00:00:00Z', remotes });
const shellScreens = siteRoutes.ownedBy('shell');

describe('reading composition.json', () => {
  it('composes every well-formed entry', () => {
    const { composition, rejected } = readComposition(file([entry('rewards'), entry('coupons')]), shellScreens);
    expect(composition.remotes.map((remote) => remote.app)).toEqual(['rewards', 'coupons']);
    expect(rejected).toEqual([]);
  });

  it('skips a malformed entry, names it, and composes the rest', () => {
    const { composition, rejected } = readComposition(file([entry('rewards', { entry: 'nowhere' }), entry('coupons')]), shellScreens);
    expect(composition.remotes.map((remote) => remote.app)).toEqual(['coupons']);
    expect(rejected).toEqual([{ name: 'rewards', reason: expect.stringContaining('entry') }]);
  });

  it('names an entry without a readable name by its place in the file', () => {
    const { rejected } = readComposition(file([entry('rewards'), 42, { app: { nested: true } }]), shellScreens);
    expect(rejected.map((reject) => reject.name)).toEqual(['#1', '#2']);
  });

  it('keeps the first of two entries for the same remote', () => {
    const { composition, rejected } = readComposition(
      file([entry('rewards'), entry('rewards', { entry: 'http://elsewhere.example/remoteEntry.js' })]),
      shellScreens,
    );
    expect(composition.remotes).toHaveLength(1);
    expect(composition.remotes[0]?.entry).toBe('http://localhost:8081/rewards/remoteEntry.js');
    expect(rejected[0]?.reason).toContain('already composed');
  });

  it('refuses a remote that claims a path the shell or an earlier remote already has', () => {
    const login = { ...siteRoutes.ownedBy('rewards')[0], paths: { 'en-CA': '/login/', 'fr-CA': '/fr/x' } };
    const { rejected } = readComposition(file([entry('rewards', { routes: [login] })]), shellScreens);
    expect(rejected).toEqual([{ name: 'rewards', reason: '/login is already claimed by shell' }]);
  });

  it('refuses a remote that offers a parcel an earlier remote offers', () => {
    const tracker = { name: 'onboarding-tracker', siteWide: true };
    const { composition, rejected } = readComposition(
      file([entry('rewards', { parcels: [tracker] }), entry('coupons', { parcels: [tracker, { name: 'sample-order', siteWide: false }] })]),
      shellScreens,
    );
    expect(composition.remotes.map((remote) => remote.app)).toEqual(['rewards']);
    expect(rejected).toEqual([{ name: 'coupons', reason: 'the parcel onboarding-tracker is already offered by rewards' }]);
  });

  it('lets a disabled remote claim nothing', () => {
    const { composition, rejected } = readComposition(
      file([entry('rewards', { enabled: false }), entry('coupons', { routes: siteRoutes.ownedBy('coupons') })]),
      shellScreens,
    );
    expect(composition.remotes.map((remote) => [remote.app, remote.enabled])).toEqual([
      ['rewards', false],
      ['coupons', true],
    ]);
    expect(rejected).toEqual([]);
  });

  it('throws when the file is not a composition at all', () => {
    expect(() => readComposition({ version: 2, remotes: [] })).toThrow('composition.json is not a composition');
    expect(() => readComposition('<html>')).toThrow('composition.json is not a composition');
  });
});
