import {
  type Composition,
  type SiteApi,
  type EventBus,
  localeFromPath,
  type RemoteName,
  type RouteDefinition,
  type RouteIndex,
  type SiteConfig,
  type SiteStore,
} from '@maple/contracts';
import {
  addErrorHandler,
  type LifeCycles,
  navigateToUrl,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import { loadRemoteApp, RemoteTimeoutError, type SlotProps } from './load-remote-app';
import type { RemoteStatusStore } from './remote-status-store';

/** What the composition needs from the shell. */
export interface CompositionContext {
  readonly config: SiteConfig;
  readonly composition: Composition;
  readonly routes: RouteIndex<RouteDefinition>;
  readonly store: SiteStore;
  readonly bus: EventBus;
  readonly statuses: RemoteStatusStore;
  /** The site API handed to every remote. */
  readonly api: SiteApi;
  /** Protected screens mount only for a signed-in member (the shell redirects the others). */
  readonly isSignedIn: () => boolean;
}

/** The handle the shell keeps on the running composition. */
export interface RunningComposition {
  /** Loads and mounts a failed remote again. */
  retry(app: RemoteName): Promise<void>;
}

/** The element a remote renders into: its slot inside the shell's `main`. */
export function slotElementId(app: RemoteName): string {
  return `mfe-slot-${app}`;
}

// A failed remote becomes an app that mounts nothing, so single-spa keeps routing and the
// shell's fallback (with its retry button) shows in the slot.
const inertApp: LifeCycles<SlotProps> = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Registers every enabled remote with single-spa, active on its claimed paths in both
 * languages, and starts routing. Failures of one remote stay in its slot.
 */
export function startComposition({
  config,
  composition,
  routes,
  store,
  bus,
  statuses,
  api,
  isSignedIn,
}: CompositionContext): RunningComposition {
  const enabled = composition.remotes.filter((remote) => remote.enabled);
  const attempts = new Map<RemoteName, number>();

  bus.on('mfe:failed', ({ app, phase, message }) => {
    // The report names the remote so monitoring can tell which team's deployment broke.
    console.error(`[shell] remote "${app}" failed (${phase}): ${message}`);
    statuses.getState().set(app, { state: 'failed', phase, message });
  });

  addErrorHandler((error) => {
    const app = enabled.find((remote) => remote.app === error.appOrParcelName)?.app;
    if (app) bus.emit('mfe:failed', { app, phase: 'mount', message: messageOf(error) });
    else console.error('[shell] routing error', error);
  });

  function register(remote: (typeof enabled)[number]) {
    const { app } = remote;
    registerApplication<SlotProps>({
      name: app,
      app: async () => {
        const attempt = (attempts.get(app) ?? 0) + 1;
        attempts.set(app, attempt);
        statuses.getState().set(app, { state: 'loading' });
        try {
          const lifecycles = await loadRemoteApp(remote, config.remoteLoadTimeoutMs, attempt > 1);
          return {
            bootstrap: lifecycles.bootstrap,
            mount: [...[lifecycles.mount].flat(), async () => statuses.getState().set(app, { state: 'mounted' })],
            unmount: lifecycles.unmount,
          };
        } catch (error) {
          bus.emit('mfe:failed', { app, phase: error instanceof RemoteTimeoutError ? 'timeout' : 'load', message: messageOf(error) });
          return inertApp;
        }
      },
      activeWhen: (location) => {
        const route = routes.match(location.pathname)?.route;
        return route?.app === app && (!route.protected || isSignedIn());
      },
      customProps: (_name, location) => ({
        app,
        locale: localeFromPath(location.pathname),
        store,
        bus,
        routes,
        navigate: navigateToUrl,
        api,
        domElementGetter: () => {
          const slot = document.getElementById(slotElementId(app));
          if (!slot) throw new Error(`The shell has no slot for ${app}`);
          return slot;
        },
      }),
    });
  }

  enabled.forEach(register);
  start({ urlRerouteOnly: true });

  return {
    async retry(app) {
      const remote = enabled.find((candidate) => candidate.app === app);
      if (!remote) return;
      statuses.getState().set(app, { state: 'loading' });
      await unregisterApplication(app);
      register(remote);
      await triggerAppChange();
    },
  };
}
