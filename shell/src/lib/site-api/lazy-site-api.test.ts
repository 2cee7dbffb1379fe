/**
 * @jest-environment node
 */
import type { SiteApi } from '@maple/contracts';
import { createTestConfig } from '../../testing/create-test-services';
import { createMemoryStorage } from '../safe-storage';
import { createLazySiteApi, type SiteApiRuntimeLoader } from './lazy-site-api';

function lazyApi({ failLoads = 0 } = {}) {
  const shown: number[] = [];
  const called: string[] = [];
  let loads = 0;
  const runtime: SiteApi = {
    call: (async (id: string) => {
      called.push(id);
      return { ok: true, data: { pointsBalance: 5 } };
    }) as SiteApi['call'],
  };
  const load: SiteApiRuntimeLoader = async () => {
    loads += 1;
    if (loads <= failLoads) throw new Error('ChunkLoadError: the API chunk failed');
    return { createSiteApiRuntime: () => runtime };
  };
  const api = createLazySiteApi(
    {
      config: createTestConfig(),
      storage: createMemoryStorage(),
      locale: () => 'en-CA',
      token: () => null,
      showError: (code) => shown.push(code),
      log: () => {},
    },
    load,
  );
  return { api, shown, called, loads: () => loads };
}

describe('the site API loaded on first use', () => {
  it('downloads nothing until the first call, then once for every call', async () => {
    const { api, called, loads } = lazyApi();
    expect(loads()).toBe(0);
    await expect(Promise.all([api.call('points'), api.call('messages')])).resolves.toEqual([
      { ok: true, data: { pointsBalance: 5 } },
      { ok: true, data: { pointsBalance: 5 } },
    ]);
    expect(called).toEqual(['points', 'messages']);
    expect(loads()).toBe(1);
  });

  it('fails a call like a network failure when its code cannot be downloaded, and tries again on the next call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api, shown, called } = lazyApi({ failLoads: 1 });
    await expect(api.call('points')).resolves.toMatchObject({ ok: false, kind: 'unknown', code: 1000, status: null });
    expect(shown).toEqual([1000]);
    await expect(api.call('points')).resolves.toEqual({ ok: true, data: { pointsBalance: 5 } });
    expect(called).toEqual(['points']);
  });

  it('leaves the failure to a caller that asked for inline errors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { api, shown } = lazyApi({ failLoads: 1 });
    await expect(api.call('points', undefined, { errors: 'inline' })).resolves.toMatchObject({ ok: false, code: 1000 });
    expect(shown).toEqual([]);
  });
});
