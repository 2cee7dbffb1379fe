import { createTestComposition, createTestConfig } from '../../../testing/create-test-services';
import { applyRemoteOverrides, REMOTE_OVERRIDES_KEY } from './remote-overrides';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === REMOTE_OVERRIDES_KEY ? value : null) });
const entryOf = (composition: ReturnType<typeof createTestComposition>, app: string) =>
  composition.remotes.find((r) => r.app === app)?.entry;

describe('applyRemoteOverrides', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('points a remote at the entry a developer stored', () => {
    const composition = applyRemoteOverrides(
      createTestComposition(),
      createTestConfig({ environment: 'local' }),
      storageWith('{"rewards":"http://localhost:9999/mf-manifest.json"}'),
    );
    expect(entryOf(composition, 'rewards')).toBe('http://localhost:9999/mf-manifest.json');
    expect(entryOf(composition, 'coupons')).toBe('http://localhost:8082/mf-manifest.json');
    expect(console.warn).toHaveBeenCalledWith('[shell] remote "rewards" overridden: http://localhost:9999/mf-manifest.json');
  });

  it('never applies overrides in production', () => {
    const composition = applyRemoteOverrides(
      createTestComposition(),
      createTestConfig({ environment: 'production' }),
      storageWith('{"rewards":"http://evil.example/mf-manifest.json"}'),
    );
    expect(entryOf(composition, 'rewards')).toBe('http://localhost:8081/mf-manifest.json');
  });

  it('ignores values that are not JSON, not URLs or name unknown remotes', () => {
    for (const value of ['not json', '{"rewards":"not a url"}', '{"shell":"http://x.example/"}', '[]']) {
      const composition = applyRemoteOverrides(createTestComposition(), createTestConfig(), storageWith(value));
      expect(composition).toEqual(createTestComposition());
    }
  });

  it('works without storage and when reading it throws', () => {
    expect(applyRemoteOverrides(createTestComposition(), createTestConfig(), null)).toEqual(createTestComposition());
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(applyRemoteOverrides(createTestComposition(), createTestConfig(), throwing)).toEqual(createTestComposition());
  });
});
