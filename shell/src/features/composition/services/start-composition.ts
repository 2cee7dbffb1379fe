import {
  type ComposedRemote,
  type Composition,
  type EventBus,
  localeFromPath,
  type MfeProps,
  releaseLabel,
  type RemoteName,
  type RouteDefinition,
  type RouteIndex,
} from '@maple/contracts';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  addErrorHandler,
  type LifeCycles,
  navigateToUrl,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
} from 'single-spa';
import { compositionRuntimePlugin, isUnavailableRemote } from './composition-runtime-plugin';
import { loadRemoteApp, type SlotProps } from './load-remote-app';
import type { RemoteStatusStore } from './remote-status-store';
import { slotElementId } from './slot-element-id';

/** What the composition needs from the shell. */
interface CompositionContext {
  readonly composition: Composition;
  readonly routes: RouteIndex<RouteDefinition>;
  readonly bus: EventBus;
  readonly statuses: RemoteStatusStore;
  /** How long a remote's entry script may take, and how many more tries it gets. */
  readonly loading: { readonly timeoutMs: number; readonly retries: number };
  /** A developer's local entry for a remote (never in production), by remote name. */
  readonly overrides: ReadonlyMap<string, string>;
  /** The mount props every remote shares (all but its name, its settings and the page's). */
  readonly mountProps: Omit<MfeProps, 'app' | 'settings' | 'locale' | 'routes' | 'navigate'>;
  /** Protected screens mount only for a signed-in member (the shell redirects the others). */
  readonly isSignedIn: () => boolean;
}

/** The handle the shell keeps on the running composition. */
export interface RunningComposition {
  /** Loads and mounts a failed remote again. */
  retry(app: RemoteName): Promise<void>;
}

// A remote that failed to load mounts nothing, so single-spa keeps routing and the shell's
// fallback (with its retry button) shows in the slot.
const inertApp: LifeCycles<SlotProps> = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** The release a failure report names (none for a container the composition does not know). */
const releaseOf = (remote: ComposedRemote | undefined) => (remote ? { release: releaseLabel(remote) } : {});

/**
 * Registers every enabled remote with the federation runtime (through the shell's runtime
 * plugin) and with single-spa, active on its claimed paths in both languages, and starts
 * routing. Failures of one remote stay in its slot.
 */
export function startComposition({
  composition,
  routes,
  bus,
  statuses,
  loading,
  overrides,
  mountProps,
  isSignedIn,
}: CompositionContext): RunningComposition {
  const enabled = composition.remotes.filter((remote) => remote.enabled);
  const byContainer = new Map(enabled.map((remote) => [remote.federationName, remote]));
  const attempts = new Map<RemoteName, number>();

  registerPlugins([
    compositionRuntimePlugin({
      ...loading,
      overrideFor: (container) => {
        const remote = byContainer.get(container);
        const entry = remote && overrides.get(remote.app);
        return remote && entry ? { app: remote.app, entry } : null;
      },
      onFailure: (container, phase, error) => {
        const remote = byContainer.get(container);
        bus.emit('mfe:failed', { app: remote?.app ?? container, phase, message: messageOf(error), ...releaseOf(remote) });
      },
    }),
  ]);
  addErrorHandler((error) => {
    const remote = enabled.find((candidate) => candidate.app === error.appOrParcelName);
    if (remote) bus.emit('mfe:failed', { app: remote.app, phase: 'mount', message: messageOf(error), ...releaseOf(remote) });
    else console.error('[shell] routing error', error);
  });

  function register(remote: ComposedRemote) {
    const { app } = remote;
    registerApplication<SlotProps>({
      name: app,
      app: async () => {
        const attempt = (attempts.get(app) ?? 0) + 1;
        attempts.set(app, attempt);
        statuses.getState().set(app, { state: 'loading' });
        try {
          const lifecycles = await loadRemoteApp(remote, attempt > 1);
          // The runtime plugin already reported why it could not load the remote.
          if (isUnavailableRemote(lifecycles)) return inertApp;
          return {
            bootstrap: lifecycles.bootstrap,
            // Mounted, unless a render error during the mount already showed the fallback.
            mount: [
              ...[lifecycles.mount].flat(),
              async () => {
                if (statuses.getState().statuses[app]?.state === 'loading') statuses.getState().set(app, { state: 'mounted' });
                // Which release ran, for monitoring and for whoever watches a canary.
                console.info(`[shell] remote "${app}" ${releaseLabel(remote)} mounted`);
                bus.emit('mfe:mounted', { app, version: remote.version ?? null, channel: remote.channel });
              },
            ],
            unmount: lifecycles.unmount,
          };
        } catch (error) {
          bus.emit('mfe:failed', { app, phase: 'load', message: messageOf(error), ...releaseOf(remote) });
          return inertApp;
        }
      },
      activeWhen: (location) => {
        const route = routes.match(location.pathname)?.route;
        return route?.app === app && (!route.protected || isSignedIn());
      },
      customProps: (_name, location) => ({
        ...mountProps,
        app,
        // Its own settings only: another remote's are not its business.
        settings: remote.settings ?? {},
        locale: localeFromPath(location.pathname),
        routes,
        navigate: navigateToUrl,
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
