import {
  compositionSchema,
  createEventBus,
  createRouteIndex,
  createSiteStore,
  fetchJson,
  siteConfigSchema,
  siteRoutes,
} from '@maple/contracts';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createBootStore } from '../features/composition/services/boot-store';
import { applyRemoteOverrides } from '../features/composition/services/remote-overrides';
import { createRemoteStatusStore } from '../features/composition/services/remote-status-store';
import { type RunningComposition, startComposition } from '../features/composition/services/start-composition';
import { type ShellServices, ShellApp } from './shell-app';

function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Starts the site: renders the chrome at once, then reads `/config.json` and
 * `/composition.json` in parallel and composes the remotes they name.
 */
export async function boot(container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('The page has no #root element');
  let running: RunningComposition | null = null;
  const services: ShellServices = {
    store: createSiteStore(),
    bus: createEventBus(),
    boot: createBootStore(),
    statuses: createRemoteStatusStore(),
    retryRemote: (app) => void running?.retry(app),
    reload: () => window.location.reload(),
  };
  // Any app may ask for the error modal; the store keeps the first code until it is closed.
  services.bus.on('modal:error', ({ code }) => services.store.getState().setErrorModal(code));
  createRoot(container).render(createElement(ShellApp, { services }));

  try {
    const [config, deployed] = await Promise.all([
      fetchJson('/config.json', siteConfigSchema, { cache: 'no-store' }),
      fetchJson('/composition.json', compositionSchema, { cache: 'no-store' }),
    ]);
    const composition = applyRemoteOverrides(deployed, config, storageOrNull());
    const claims = composition.remotes.filter((remote) => remote.enabled).flatMap((remote) => remote.routes);
    const routes = createRouteIndex([...siteRoutes.ownedBy('shell'), ...claims]);
    // The slots must be in the page before single-spa mounts anything into them.
    flushSync(() => services.boot.setState({ phase: 'ready', config, composition, routes }, true));
    if (!config.maintenance) {
      running = startComposition({ config, composition, routes, store: services.store, bus: services.bus, statuses: services.statuses });
    }
  } catch (error) {
    console.error('[shell] could not read the site configuration', error);
    services.boot.setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) }, true);
  }
}
