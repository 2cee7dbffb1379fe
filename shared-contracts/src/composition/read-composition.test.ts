import { siteRoutes } from '../routes/site-routes';
import { compositionReader, readComposition, releaseLabel } from './read-composition';

const entry = (app: 'rewards' | 'coupons', overrides: object = {}) => ({
  app,
  federationName: `mfe_${app}`,
  entry: `http://localhost:8081/${app}/remoteEntry.js`,
  enabled: true,
  routes: siteRoutes.ownedBy(app),
  builtWith: { contracts: '0.1.0', react: '19.3.1' },
  ...overrides,
});
const host = { contracts: '0.1.0', react: '19.3.1' };
const canary = (routes: readonly object[] = siteRoutes.ownedBy('rewards'), builtWith = host) => ({
  share: 10,
  version: '1.1.0',
  entry: 'http://localhost:8081/releases/1.1.0/remoteEntry.js',
  routes,
  builtWith,
});
const file = (remotes: unknown[]) => ({ version: 1, generatedAt: '2026-11-23T00:00:00Z', remotes });
const shellScreens = siteRoutes.ownedBy('shell');

describe('reading composition.json', () => {
  it('reads one entry at a time, each after those before it', () => {
    const reader = compositionReader(file([entry('rewards'), entry('rewards'), entry('coupons')]), shellScreens);
    expect(reader.entries).toHaveLength(3);

    reader.read(reader.entries[0], 0);
    reader.read(reader.entries[1], 1);
    expect(reader.result().composition.remotes.map((remote) => remote.app)).toEqual(['rewards']);
    expect(reader.result().rejected).toEqual([{ name: 'rewards', reason: expect.stringContaining('already composed') }]);

    reader.read(reader.entries[2], 2);
    expect(reader.result().composition.remotes.map((remote) => remote.app)).toEqual(['rewards', 'coupons']);
  });

  it('refuses a file that is not a composition before reading any entry', () => {
    expect(() => compositionReader({ version: 2, remotes: [] })).toThrow('composition.json is not a composition');
  });

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

  it('gives a visitor the stable release unless they are chosen for the canary', () => {
    const deployed = file([entry('rewards', { version: '1.0.0', canary: canary() })]);
    const [stable] = readComposition(deployed, shellScreens).composition.remotes;
    expect(stable).toMatchObject({ version: '1.0.0', channel: 'stable', entry: 'http://localhost:8081/rewards/remoteEntry.js' });
    expect(stable).not.toHaveProperty('canary');
    const [chosen] = readComposition(deployed, shellScreens, { choose: () => 'canary' }).composition.remotes;
    expect(chosen).toMatchObject({ version: '1.1.0', channel: 'canary', entry: 'http://localhost:8081/releases/1.1.0/remoteEntry.js' });
    expect(chosen && releaseLabel(chosen)).toBe('1.1.0 (canary)');
  });

  it('routes a canary visitor by the canary’s own claims', () => {
    const extra = { ...siteRoutes.find('rewards'), id: 'spring', paths: { 'en-CA': '/spring/', 'fr-CA': '/fr/printemps/' } };
    const deployed = file([entry('rewards', { canary: canary([...siteRoutes.ownedBy('rewards'), extra]) })]);
    expect(readComposition(deployed, shellScreens).composition.remotes[0]?.routes).not.toContainEqual(extra);
    expect(readComposition(deployed, shellScreens, { choose: () => 'canary' }).composition.remotes[0]?.routes).toContainEqual(extra);
  });

  it('refuses a canary claiming another remote’s screens', () => {
    const { rejected } = readComposition(file([entry('rewards', { canary: canary(siteRoutes.ownedBy('coupons')) })]), shellScreens);
    expect(rejected[0]?.reason).toContain('a canary claims only screens of its remote');
  });

  it('skips a release built against what the shell cannot give it, naming both sides, and composes the rest', () => {
    const newer = { contracts: '1.0.0', react: '19.3.1' };
    const { composition, rejected } = readComposition(
      file([entry('rewards', { version: '2.0.0', builtWith: newer }), entry('coupons')]),
      shellScreens,
      { host },
    );
    expect(composition.remotes.map((remote) => remote.app)).toEqual(['coupons']);
    expect(rejected).toEqual([
      {
        name: 'rewards',
        reason:
          'rewards 2.0.0 was built against @maple/contracts 1.0.0 and React 19.3.1, but the shell has @maple/contracts 0.1.0 and ' +
          'React 19.3.1 (@maple/contracts 0.1.0 is not within ^1.0.0)',
      },
    ]);
  });

  it('checks the release the visitor runs: an incompatible canary does not cost its stable visitors', () => {
    const deployed = file([entry('rewards', { version: '1.0.0', canary: canary(undefined, { contracts: '0.2.0', react: '19.3.1' }) })]);
    expect(readComposition(deployed, shellScreens, { host }).rejected).toEqual([]);
    expect(readComposition(deployed, shellScreens, { host, choose: () => 'canary' }).rejected[0]?.reason).toContain(
      'rewards 1.1.0 (canary) was built against @maple/contracts 0.2.0',
    );
  });
});
