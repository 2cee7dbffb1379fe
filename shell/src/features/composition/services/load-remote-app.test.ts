import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_REMOTE } from './composition-runtime-plugin';
import { loadRemoteApp, NotLifecyclesError } from './load-remote-app';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const remote = {
  app: 'rewards',
  federationName: 'mfe_rewards',
  entry: 'http://localhost:8081/remoteEntry.js',
  enabled: true,
  routes: [],
  builtWith: { contracts: '0.1.0', react: '19.3.1' },
  channel: 'stable' as const,
};
const lifecycles = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

describe('loadRemoteApp', () => {
  it('registers the remote and returns its exposed lifecycles', async () => {
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await expect(loadRemoteApp(remote, false)).resolves.toBe(lifecycles);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mfe_rewards', entry: remote.entry }], { force: false });
    expect(loadRemote).toHaveBeenCalledWith('mfe_rewards/app');
  });

  it('forces a fresh registration on a retry', async () => {
    jest.mocked(loadRemote).mockResolvedValue(lifecycles);
    await loadRemoteApp(remote, true);
    expect(registerRemotes).toHaveBeenLastCalledWith(expect.any(Array), { force: true });
  });

  it('hands back the runtime’s stand-in for a remote it could not load', async () => {
    const standIn = { [UNAVAILABLE_REMOTE]: true, ...lifecycles };
    jest.mocked(loadRemote).mockResolvedValue(standIn);
    await expect(loadRemoteApp(remote, false)).resolves.toBe(standIn);
  });

  it('refuses a module that is not a set of single-spa lifecycles', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ mount: 'nope' });
    await expect(loadRemoteApp(remote, false)).rejects.toThrow(new NotLifecyclesError('rewards'));
  });
});
