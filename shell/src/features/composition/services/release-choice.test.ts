import type { CompositionRemote } from '@maple/contracts';
import { createMemoryStorage } from '#src/lib/safe-storage.ts';
import { RELEASE_BUCKET_KEY, RELEASE_CHOICES_KEY, releaseBucket, releaseChoices, releaseChooser } from './release-choice';

const builtWith = { contracts: '0.1.0', react: '19.3.1' };
const rewards: CompositionRemote = {
  app: 'rewards',
  federationName: 'mfe_rewards',
  routes: [],
  entry: 'http://localhost:8081/releases/1.0.0/remoteEntry.js',
  version: '1.0.0',
  builtWith,
  enabled: true,
  canary: { share: 10, version: '1.1.0', entry: 'http://localhost:8081/releases/1.1.0/remoteEntry.js', routes: [], builtWith },
};

describe('choosing which release a visitor runs', () => {
  it('draws a visitor’s bucket once and keeps it for every later page and visit', () => {
    const storage = createMemoryStorage();
    expect(releaseBucket(storage, () => 0.42)).toBe(42);
    expect(releaseBucket(storage, () => 0.99)).toBe(42);
    expect(storage.getItem(RELEASE_BUCKET_KEY)).toBe('42');
  });

  it('draws again over a stored value that is not a bucket', () => {
    const storage = createMemoryStorage();
    storage.setItem(RELEASE_BUCKET_KEY, '250');
    expect(releaseBucket(storage, () => 0.05)).toBe(5);
  });

  it('gives a visitor whose browser keeps nothing the stable releases, so pages never switch versions', () => {
    expect(releaseChooser(() => releaseBucket(null, () => 0), new Map())(rewards)).toBe('stable');
  });

  it('gives the canary to the buckets below its share, the stable release to the others', () => {
    expect(releaseChooser(() => 9, new Map())(rewards)).toBe('canary');
    expect(releaseChooser(() => 10, new Map())(rewards)).toBe('stable');
    expect(releaseChooser(() => 0, new Map())({ ...rewards, canary: undefined })).toBe('stable');
  });

  it('draws and stores no bucket while no entry has a canary, and draws it once for several', () => {
    const storage = createMemoryStorage();
    let draws = 0;
    const choose = releaseChooser(() => {
      draws += 1;
      return releaseBucket(storage, () => 0.05);
    }, new Map());
    expect(choose({ ...rewards, canary: undefined })).toBe('stable');
    expect(storage.getItem(RELEASE_BUCKET_KEY)).toBeNull();
    expect(choose(rewards)).toBe('canary');
    expect(choose(rewards)).toBe('canary');
    expect(draws).toBe(1);
    expect(storage.getItem(RELEASE_BUCKET_KEY)).toBe('5');
  });

  it('lets a tester pick a release by channel or by version, over their bucket', () => {
    expect(releaseChooser(() => 99, new Map([['rewards', 'canary']]))(rewards)).toBe('canary');
    expect(releaseChooser(() => 99, new Map([['rewards', '1.1.0']]))(rewards)).toBe('canary');
    expect(releaseChooser(() => 0, new Map([['rewards', 'stable']]))(rewards)).toBe('stable');
    expect(releaseChooser(() => 0, new Map([['rewards', '1.0.0']]))(rewards)).toBe('stable');
    // A version the composition does not list picks nothing: the bucket decides.
    expect(releaseChooser(() => 0, new Map([['rewards', '9.9.9']]))(rewards)).toBe('canary');
  });

  it('remembers a tester’s ?release= choices on later pages until @auto forgets them', () => {
    const storage = createMemoryStorage();
    expect(releaseChoices('?release=rewards@canary,coupons@2.0.0', storage)).toEqual(
      new Map([
        ['rewards', 'canary'],
        ['coupons', '2.0.0'],
      ]),
    );
    expect(releaseChoices('', storage).get('rewards')).toBe('canary');
    expect(releaseChoices('?release=rewards@auto', storage)).toEqual(new Map([['coupons', '2.0.0']]));
    expect(JSON.parse(storage.getItem(RELEASE_CHOICES_KEY) ?? '')).toEqual({ coupons: '2.0.0' });
  });

  it('ignores a choice that does not name a remote and a release, saying so', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(releaseChoices('?release=rewards', createMemoryStorage())).toEqual(new Map());
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('is not <remote>@<canary|stable|version>'));
  });
});
