import {
  compositionSchema,
  createConsumerApi,
  createEventBus,
  createRouteIndex,
  createSiteApi,
  createSiteStore,
  fetchJson,
  href,
  localeFromPath,
  siteConfigSchema,
  siteRoutes,
} from '@maple/contracts';
import { themeClassName } from '@maple/ui';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createAnalytics, trackSiteEvents } from '../features/analytics/services/analytics';
import { applyRemoteOverrides } from '../features/composition/services/remote-overrides';
import { recordConsent, restoreConsent } from '../features/consent/services/consent';
import { checkGeo } from '../features/geo/services/check-geo';
import { createModalStore } from '../features/modals/services/modal-store';
import { createRemoteStatusStore } from '../features/composition/services/remote-status-store';
import { type RunningComposition, startComposition } from '../features/composition/services/start-composition';
import { openStorage } from '../lib/safe-storage';
import { SESSION_KEYS } from '../features/session/services/session-keys';
import { createSessionService } from '../features/session/services/session-service';
import { createBootStore } from './boot-store';
import { createMonitoringLog } from './monitoring-log';
import { type ShellServices, ShellApp } from './shell-app';

const currentLocale = () => localeFromPath(window.location.pathname);

/**
 * Starts the site: renders the chrome at once, then reads `/config.json` and
 * `/composition.json` in parallel, starts the session and composes the remotes.
 */
export async function boot(container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('The page has no #root element');
  // The UI kit's design tokens for the whole document (remotes add their own on their root).
  document.documentElement.classList.add(themeClassName);
  let running: RunningComposition | null = null;
  const { storage, persistent } = openStorage(() => window.localStorage);
  const store = createSiteStore();
  const bus = createEventBus();
  const windowWithDataLayer = window as Window & { dataLayer?: unknown[] };
  const analytics = createAnalytics({ store, dataLayer: () => (windowWithDataLayer.dataLayer ??= []) });
  const modals = createModalStore();
  const services: ShellServices = {
    store,
    bus,
    analytics,
    modals,
    boot: createBootStore(),
    statuses: createRemoteStatusStore(),
    retryRemote: (app) => void running?.retry(app),
    reload: () => window.location.reload(),
    chooseConsent: (acceptAll) => recordConsent(storage, store, acceptAll),
    rememberCampaign: (campaign) => storage.setItem(SESSION_KEYS.campaignSource, campaign),
    leave: (url) => window.location.assign(url),
  };
  restoreConsent(storage, store);
  trackSiteEvents(analytics, bus, store);
  // Any app may ask for the error modal; the store keeps the first code until it is closed.
  bus.on('modal:error', ({ code }) => store.getState().setErrorModal(code));
  bus.on('modal:login-prompt', ({ reason, returnTo }) => modals.getState().open({ kind: 'loginPrompt', reason, returnTo }));
  createRoot(container).render(createElement(ShellApp, { services }));

  try {
    const [config, deployed] = await Promise.all([
      fetchJson('/config.json', siteConfigSchema, { cache: 'no-store' }),
      fetchJson('/composition.json', compositionSchema, { cache: 'no-store' }),
    ]);
    const composition = applyRemoteOverrides(deployed, config, persistent ? storage : null);
    const claims = composition.remotes.filter((remote) => remote.enabled).flatMap((remote) => remote.routes);
    const routes = createRouteIndex([...siteRoutes.ownedBy('shell'), ...claims]);
    const monitoring = createMonitoringLog();
    // The API's token comes from the session, which calls the API: both look each other up at call time.
    const siteApi = createSiteApi({
      api: createConsumerApi({
        baseUrl: config.apiBaseUrl,
        subscriptionKey: config.subscriptionKey,
        locale: currentLocale,
        token: () => session.validToken(),
      }),
      locale: currentLocale,
      hasToken: () => session.validToken() !== null,
      showError: (code) => store.getState().setErrorModal(code),
      log: monitoring.write,
    });
    const session = createSessionService({
      config,
      storage,
      persistentStorage: persistent,
      store,
      bus,
      siteApi,
      log: monitoring.write,
      origin: window.location.origin,
      callbackPath: (locale) => href('authCallback', locale),
      homePath: (locale) => href('home', locale),
      leave: (url) => window.location.assign(url),
      onCookiesDisabled: () => modals.getState().open({ kind: 'cookiesDisabled' }),
      onOptedOut: () => modals.getState().open({ kind: 'optedOut' }),
    });
    // Adding the site to the home screen earns points (credited once signed in).
    window.addEventListener('appinstalled', () => void session.recordHomeScreenInstall());
    // Signing out in one tab signs out the others.
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEYS.token && event.newValue === null && store.getState().loggedIn) {
        void session.signOut('other-tab', currentLocale());
      }
    });
    // The slots must be in the page before single-spa mounts anything into them.
    flushSync(() => services.boot.setState({ phase: 'ready', config, composition, routes, session }, true));
    if (!config.maintenance) {
      running = startComposition({
        config,
        composition,
        routes,
        store,
        bus,
        statuses: services.statuses,
        api: siteApi,
        isSignedIn: () => session.validToken() !== null,
      });
      const onCallback = routes.match(window.location.pathname)?.route.id === 'authCallback';
      if (!onCallback) void session.restore(currentLocale);
      void checkGeo({
        config,
        storage,
        routes,
        location: window.location,
        onCountryRestricted: () => modals.getState().open({ kind: 'countryRestricted' }),
        onVpn: () => modals.getState().open({ kind: 'vpn' }),
        replaceUrl: (url) => window.history.replaceState(null, '', url),
      });
    }
  } catch (error) {
    console.error('[shell] could not read the site configuration', error);
    services.boot.setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) }, true);
  }
}
