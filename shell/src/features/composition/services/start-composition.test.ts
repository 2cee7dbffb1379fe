import { createEventBus, createRouteIndex, type MfeProps, readComposition, type SiteEvents, siteRoutes } from '@maple/contracts';
import { createFakeParcelHost, createFakeSiteApi, createRecordingCommands, siteQueryClientOf } from '@maple/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { waitFor } from '@testing-library/react';
import type * as SingleSpa from 'single-spa';
import { createSiteStore } from '#src/lib/site-store.ts';
import { createTestComposition } from '#src/testing/create-test-services.ts';
import { UNAVAILABLE_REMOTE } from './composition-runtime-plugin';
import { createRemoteStatusStore } from './remote-status-store';
import type { startComposition as StartComposition } from './start-composition';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

type Mounted = { app: string; props: MfeProps };

const couponsSettings = { couponPages: { offers: { 'en-CA': 'https://coupons.example/en', 'fr-CA': 'https://coupons.example/fr' } } };

/** A remote's lifecycles that write its name into its slot, recording each mount. */
function fakeRemote(mounted: Mounted[], mount?: () => Promise<void>) {
  return {
    bootstrap: async () => {},
    mount: async (props: MfeProps & { domElementGetter: () => HTMLElement }) => {
      if (mount) await mount();
      props.domElementGetter().textContent = `${props.app} in ${props.locale}`;
      mounted.push({ app: props.app, props });
    },
    unmount: async (props: MfeProps & { domElementGetter: () => HTMLElement }) => {
      props.domElementGetter().textContent = '';
    },
  };
}

// single-spa keeps global state: each test gets its own copy, and ends with every app unregistered.
let current: typeof SingleSpa | null = null;
afterEach(async () => {
  const singleSpa = current;
  if (singleSpa) await Promise.all(singleSpa.getAppNames().map((name) => singleSpa.unregisterApplication(name)));
  current = null;
  jest.restoreAllMocks();
  jest.clearAllMocks();
});

/** Starts a composition with a fresh single-spa at `path`. */
async function composeAt(path: string, { signedIn = false, disabled = [] as string[], canaryOf = '' } = {}) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = createTestComposition()
    .remotes.map((remote) => `<div id="mfe-slot-${remote.app}"></div>`)
    .join('');
  const bus = createEventBus();
  const failures: SiteEvents['mfe:failed'][] = [];
  bus.on('mfe:failed', (failure) => failures.push(failure));
  const statuses = createRemoteStatusStore();
  const store = createSiteStore();
  const { commands } = createRecordingCommands();
  const queryClient = siteQueryClientOf();
  const deployed = createTestComposition();
  const { composition } = readComposition(
    {
      ...deployed,
      // The coupons remote has settings in this deployment; the others none.
      remotes: deployed.remotes.map((remote) => ({
        ...remote,
        enabled: !disabled.includes(remote.app),
        ...(remote.app === 'coupons' ? { settings: couponsSettings } : {}),
        // A canary of one remote, which this visitor gets.
        ...(remote.app === canaryOf
          ? {
              version: '1.0.0',
              canary: { ...remote, share: 50, version: '1.1.0', entry: 'http://localhost:8081/releases/1.1.0/remoteEntry.js' },
            }
          : {}),
      })),
    },
    [],
    { choose: (remote) => (remote.canary ? 'canary' : 'stable') },
  );
  const routes = createRouteIndex([
    ...siteRoutes.ownedBy('shell'),
    ...composition.remotes.filter((r) => r.enabled).flatMap((r) => r.routes),
  ]);
  let singleSpa!: typeof SingleSpa;
  let running!: ReturnType<typeof StartComposition>;
  await jest.isolateModulesAsync(async () => {
    singleSpa = await import('single-spa');
    current = singleSpa;
    const { startComposition } = await import('./start-composition');
    running = startComposition({
      composition,
      routes,
      bus,
      statuses,
      loading: { timeoutMs: 1000, retries: 1 },
      overrides: new Map(),
      mountProps: { store: store.view, commands, bus, api: createFakeSiteApi().api, queryClient, parcels: createFakeParcelHost().host },
      isSignedIn: () => signedIn,
    });
  });
  return { bus, failures, statuses, store, commands, queryClient, running, singleSpa };
}

const slot = (app: string) => document.getElementById(`mfe-slot-${app}`);

describe('starting the composition', () => {
  it('mounts the remote that owns the page into its slot, with the shared mount props', async () => {
    const mounted: Mounted[] = [];
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote(mounted));
    const { store, commands, queryClient, statuses } = await composeAt('/fr/bons-rabais/');

    await waitFor(() => expect(slot('coupons')).toHaveTextContent('coupons in fr-CA'));
    expect(slot('rewards')).toBeEmptyDOMElement();
    expect(loadRemote).toHaveBeenCalledWith('mfe_coupons/app');
    expect(mounted[0]?.props).toMatchObject({ store: store.view, commands, queryClient, app: 'coupons', settings: couponsSettings });
    expect(mounted[0]?.props.routes.find('coupons')?.paths['fr-CA']).toBe('/fr/bons-rabais/');
    expect(statuses.getState().statuses.coupons).toEqual({ state: 'mounted' });
  });

  it('says on the bus and in the console which release of a remote mounted', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote([]));
    const { bus } = await composeAt('/rewards/', { canaryOf: 'rewards' });
    const mounts: SiteEvents['mfe:mounted'][] = [];
    bus.on('mfe:mounted', (mount) => mounts.push(mount));

    await waitFor(() => expect(mounts).toEqual([{ app: 'rewards', version: '1.1.0', channel: 'canary' }]));
    expect(info).toHaveBeenCalledWith('[shell] remote "rewards" 1.1.0 (canary) mounted');
  });

  it('follows navigation from one remote to another', async () => {
    const mounted: Mounted[] = [];
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote(mounted));
    const { singleSpa } = await composeAt('/rewards/');
    await waitFor(() => expect(slot('rewards')).toHaveTextContent('rewards in en-CA'));
    singleSpa.navigateToUrl('/samples');

    await waitFor(() => expect(slot('coupons')).toHaveTextContent('coupons in en-CA'));
    expect(slot('rewards')).toBeEmptyDOMElement();
  });

  it('gives each remote its own settings from its composition entry, and none of another remote’s', async () => {
    const mounted: Mounted[] = [];
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote(mounted));
    const { singleSpa } = await composeAt('/rewards/');
    await waitFor(() => expect(slot('rewards')).toHaveTextContent('rewards in en-CA'));
    singleSpa.navigateToUrl('/samples');
    await waitFor(() => expect(slot('coupons')).toHaveTextContent('coupons in en-CA'));

    expect(mounted.map(({ app, props }) => [app, props.settings])).toEqual([
      ['rewards', {}],
      ['coupons', couponsSettings],
    ]);
  });

  it('mounts a protected screen only for a signed-in member', async () => {
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote([]));
    const visitor = await composeAt('/my-account');
    await waitFor(() => expect(visitor.singleSpa.checkActivityFunctions(window.location)).toEqual([]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slot('account')).toBeEmptyDOMElement();
    await Promise.all(visitor.singleSpa.getAppNames().map((name) => visitor.singleSpa.unregisterApplication(name)));

    await composeAt('/my-account', { signedIn: true });
    await waitFor(() => expect(slot('account')).toHaveTextContent('account in en-CA'));
  });

  it('leaves a disabled remote out', async () => {
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote([]));
    const { singleSpa } = await composeAt('/rewards/', { disabled: ['rewards'] });
    expect(singleSpa.getAppNames()).not.toContain('rewards');
    expect(singleSpa.getAppNames()).toContain('coupons');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('mounts nothing for a remote the runtime could not load, leaving its slot to the fallback', async () => {
    jest.mocked(loadRemote).mockImplementation(async () => ({ [UNAVAILABLE_REMOTE]: true, ...fakeRemote([]) }));
    const { statuses, singleSpa } = await composeAt('/rewards/');
    await waitFor(() => expect(singleSpa.getAppStatus('rewards')).toBe(singleSpa.MOUNTED));
    expect(slot('rewards')).toBeEmptyDOMElement();
    expect(statuses.getState().statuses.rewards).toEqual({ state: 'loading' });
  });

  it('reports a remote whose mount fails with its name, and mounts it again on retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    jest.mocked(loadRemote).mockImplementation(async () =>
      fakeRemote([], async () => {
        if (fail) throw new Error('exploded while mounting');
      }),
    );
    const { failures, running } = await composeAt('/rewards/');
    await waitFor(() =>
      expect(failures).toEqual([
        { app: 'rewards', phase: 'mount', message: expect.stringContaining('exploded while mounting'), release: 'unversioned build' },
      ]),
    );

    fail = false;
    await running.retry('rewards');
    await waitFor(() => expect(slot('rewards')).toHaveTextContent('rewards in en-CA'));
  });

  it('keeps the fallback of a remote whose page failed to render while it mounted', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // The page's error boundary reports the failure while the remote is still mounting.
    const during: { composed?: Awaited<ReturnType<typeof composeAt>> } = {};
    const failDuringMount = async () =>
      during.composed?.statuses.getState().set('rewards', { state: 'failed', phase: 'render', message: 'exploded' });
    jest.mocked(loadRemote).mockImplementation(async () => fakeRemote([], failDuringMount));
    const composed = await composeAt('/rewards/');
    during.composed = composed;
    await waitFor(() => expect(composed.singleSpa.getAppStatus('rewards')).toBe(composed.singleSpa.MOUNTED));
    expect(composed.statuses.getState().statuses.rewards).toEqual({ state: 'failed', phase: 'render', message: 'exploded' });
  });

  it('reports a module that is not a remote app as a load failure', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ nothing: 'here' });
    const { failures } = await composeAt('/rewards/');
    await waitFor(() =>
      expect(failures).toEqual([
        { app: 'rewards', phase: 'load', message: 'rewards does not expose single-spa lifecycles as ./app', release: 'unversioned build' },
      ]),
    );
  });
});
