/**
 * @jest-environment node
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { compositionRuntimePlugin, isUnavailableRemote } from './composition-runtime-plugin';

type Hook<Name extends keyof ModuleFederationRuntimePlugin> = NonNullable<ModuleFederationRuntimePlugin[Name]>;

function plugin(overrides: Partial<Parameters<typeof compositionRuntimePlugin>[0]> = {}) {
  const failures: { container: string; phase: string }[] = [];
  const waits: number[] = [];
  const instance = compositionRuntimePlugin({
    timeoutMs: 50,
    retries: 1,
    overrideFor: () => null,
    onFailure: (container, phase) => failures.push({ container, phase }),
    sleep: async (ms) => void waits.push(ms),
    ...overrides,
  });
  return { instance, failures, waits };
}

const hook = <Name extends keyof ModuleFederationRuntimePlugin>(instance: ModuleFederationRuntimePlugin, name: Name) =>
  instance[name] as Hook<Name> & ((...args: never[]) => unknown);

describe('the composition runtime plugin', () => {
  afterEach(() => jest.restoreAllMocks());

  it('points a remote at the entry a developer set, and leaves the others alone', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { instance } = plugin({
      overrideFor: (name) => (name === 'mfe_rewards' ? { app: 'rewards', entry: 'http://localhost:9999/remoteEntry.js' } : null),
    });
    const register = hook(instance, 'beforeRegisterRemote') as unknown as (args: object) => { remote: { entry: string } };
    const origin = {};
    const rewards = { name: 'mfe_rewards', entry: 'http://cdn.example/r/remoteEntry.js' };
    register({ remote: rewards, origin });
    // The runtime registers the object it handed the hook.
    expect(rewards.entry).toBe('http://localhost:9999/remoteEntry.js');
    expect(console.warn).toHaveBeenCalledWith('[shell] remote "rewards" overridden: http://localhost:9999/remoteEntry.js');
    expect(register({ remote: { name: 'mfe_coupons', entry: 'http://cdn.example/c/remoteEntry.js' }, origin }).remote.entry).toBe(
      'http://cdn.example/c/remoteEntry.js',
    );
  });

  it('gives every entry script the time limit', () => {
    const { instance } = plugin();
    expect((hook(instance, 'createScript') as unknown as (args: object) => unknown)({ url: 'http://cdn.example/remoteEntry.js' })).toEqual({
      timeout: 50,
    });
  });

  it('loads an entry script again after it failed', async () => {
    const exports = { init: jest.fn(), get: jest.fn() };
    const getRemoteEntry = jest.fn().mockResolvedValue(exports);
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('old')).catch(() => undefined) };
    const { instance } = plugin();
    const loadEntryError = hook(instance, 'loadEntryError') as unknown as (args: object) => Promise<unknown>;
    await expect(loadEntryError({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'key' })).resolves.toBe(exports);
    expect(globalLoading.key).toBeUndefined();
  });

  it('reports a remote it could not load, as a timeout when it was one, and hands back lifecycles that mount nothing', async () => {
    const { instance, failures } = plugin();
    const errorLoadRemote = hook(instance, 'errorLoadRemote') as unknown as (args: object) => Promise<unknown>;
    const timedOut = Object.assign(new Error('RUNTIME-003'), { cause: new DOMException('signal timed out', 'TimeoutError') });
    const standIn = await errorLoadRemote({ id: 'mfe_rewards/app', error: timedOut, lifecycle: 'onLoad' });
    await errorLoadRemote({ id: 'mfe_coupons/app', error: new Error('ScriptNetworkError'), lifecycle: 'onLoad' });
    expect(isUnavailableRemote(standIn)).toBe(true);
    expect(failures).toEqual([
      { container: 'mfe_rewards', phase: 'timeout' },
      { container: 'mfe_coupons', phase: 'load' },
    ]);
  });

  it('lets the runtime handle failures of other steps itself', async () => {
    const { instance, failures } = plugin();
    const errorLoadRemote = hook(instance, 'errorLoadRemote') as unknown as (args: object) => Promise<unknown>;
    await expect(
      errorLoadRemote({ id: 'http://cdn.example/remoteEntry.js', error: new Error('x'), lifecycle: 'afterResolve' }),
    ).resolves.toBeUndefined();
    expect(failures).toEqual([]);
  });
});
