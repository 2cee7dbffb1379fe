import { createTestConfig } from '#src/testing/create-test-services.ts';
import { readRemoteOverrides, REMOTE_OVERRIDES_KEY } from './remote-overrides';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === REMOTE_OVERRIDES_KEY ? value : null) });

describe('readRemoteOverrides', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('reads the entries a developer stored, by remote name', () => {
    const overrides = readRemoteOverrides(
      createTestConfig({ environment: 'local' }),
      storageWith('{"rewards":"http://localhost:9999/remoteEntry.js","partner-offers":"http://localhost:9998/remoteEntry.js"}'),
    );
    expect(Object.fromEntries(overrides)).toEqual({
      rewards: 'http://localhost:9999/remoteEntry.js',
      'partner-offers': 'http://localhost:9998/remoteEntry.js',
    });
  });

  it('never applies overrides in production', () => {
    const overrides = readRemoteOverrides(
      createTestConfig({ environment: 'production' }),
      storageWith('{"rewards":"http://evil.example/"}'),
    );
    expect(overrides.size).toBe(0);
  });

  it('ignores values that are not JSON, not http URLs or name something that cannot be a remote', () => {
    for (const value of [
      'not json',
      '{"rewards":"not a url"}',
      '{"rewards":"javascript:alert(1)"}',
      '{"shell":"http://x.example/"}',
      '[]',
    ]) {
      expect(readRemoteOverrides(createTestConfig(), storageWith(value)).size).toBe(0);
    }
  });

  it('works without storage and when reading it throws', () => {
    expect(readRemoteOverrides(createTestConfig(), null).size).toBe(0);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readRemoteOverrides(createTestConfig(), throwing).size).toBe(0);
  });
});
