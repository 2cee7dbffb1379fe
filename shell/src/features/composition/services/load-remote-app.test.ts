import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemoteApp, RemoteTimeoutError } from './load-remote-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remote = {
  app: 'rewards' as const,
  federationName: 'mfe_rewards',
  entry: 'http://localhost:8081/mf-manifest.json',
  enabled: true,
  routes: [],
};
const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

describe('loadRemoteApp', () => {
  afterEach(() => jest.useRealTimers());

  it('registers the remote and returns its exposed lifecycles', async () => {
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await expect(loadRemoteApp(remote, 1000, false)).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_rewards', entry: remote.entry }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mfe_rewards/app');
  });

  it('forces a fresh registration on a retry', async () => {
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await loadRemoteApp(remote, 1000, true);
    expect(registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('gives up with a timeout error when the remote is too slow', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    const loading = loadRemoteApp(remote, 1000, false);
    jest.advanceTimersByTime(1000);
    await expect(loading).rejects.toEqual(new RemoteTimeoutError('rewards', 1000));
  });

  it('refuses a module that is not a set of single-spa lifecycles', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ mount: 'nope' });
    await expect(loadRemoteApp(remote, 1000, false)).rejects.toThrow('rewards does not expose single-spa lifecycles as ./app');
  });

  it('passes on the runtime’s failure to fetch the remote', async () => {
    jest.mocked(loadRemote).mockRejectedValue(new Error('RUNTIME-008 failed to load script'));
    await expect(loadRemoteApp(remote, 1000, false)).rejects.toThrow('RUNTIME-008');
  });
});
