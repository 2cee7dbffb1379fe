import {
  compositionEnvelopeSchema,
  createConsumerApi,
  createEventBus,
  createRouteIndex,
  fetchJson,
  href,
  localeFromPath,
  readComposition,
  type SiteCommands,
  siteConfigSchema,
  siteRoutes,
  storageMockFlags,
} from '@maple/contracts';
import { themeClassName } from '@maple/ui';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { navigateToUrl } from 'single-spa';
import { createAnalytics, trackSiteEvents } from '../features/analytics/services/analytics';
import { createParcelHost } from '../features/composition/services/parcel-host';
import { readRemoteOverrides } from '../features/composition/services/remote-overrides';
import { takePrerenderedPage } from '../features/composition/services/prerendered-page';
import { createRemoteStatusStore } from '../features/composition/services/remote-status-store';
import { reportRemoteFailures } from '../features/composition/services/report-remote-failures';
import { type RunningComposition, startComposition } from '../features/composition/services/start-composition';
import { recordConsent, restoreConsent } from '../features/consent/services/consent';
import { checkGeo } from '../features/geo/services/check-geo';
import { createModalStore } from '../features/modals/services/modal-store';
import { SESSION_KEYS } from '../features/session/services/session-keys';
import { followMemberProgress } from '../features/session/services/member-progress';
import { createSessionService } from '../features/session/services/session-service';
import { openStorage } from '../lib/safe-storage';
import { safeReturnPath } from '../lib/site-path';
import { createCallActivity } from '../lib/site-api/call-activity';
import { createSiteApi } from '../lib/site-api/site-api';
import { createSiteStore } from '../lib/site-store';
import { createBootStore } from './boot-store';
import { createMonitoringLog } from './monitoring-log';
import { createSiteQueryClient } from './query-client';
import { type ShellServices, ShellApp } from './shell-app';

const currentLocale = () => localeFromPath(window.location.pathname);

/** How many more times a remote's entry script is loaded after a network failure. */
const REMOTE_LOAD_RETRIES = 1;

/**
 * Starts the site: renders the chrome at once, then reads `/config.json` and
 * `/composition.json` in parallel, starts the session and composes the remotes.
 */
export async function boot(container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('The page has no #root element');
  // The UI kit's design tokens for the whole document (remotes add their own on their root).
  document.documentElement.classList.add(themeClassName);
  let running: RunningComposition | null = null;
  // Where sign-in may return to: a screen of the composition, once it is known.
  let isScreen: (pathname: string) => boolean = () => false;
  const { storage, persistent } = openStorage(() => window.localStorage);
  const store = createSiteStore();
  const bus = createEventBus();
  const queryClient = createSiteQueryClient();
  const windowWithDataLayer = window as Window & { dataLayer?: unknown[] };
  const analytics = createAnalytics({ store, dataLayer: () => (windowWithDataLayer.dataLayer ??= []) });
  const modals = createModalStore();
  const statuses = createRemoteStatusStore();
  const activity = createCallActivity();
  const services: ShellServices = {
    store,
    bus,
    queryClient,
    analytics,
    modals,
    boot: createBootStore(),
    statuses,
    activity,
    retryRemote: (app) => void running?.retry(app),
    reload: () => window.location.reload(),
    chooseConsent: (acceptAll) => recordConsent(storage, store, acceptAll),
    rememberCampaign: (campaign) => storage.setItem(SESSION_KEYS.campaignSource, campaign),
    leave: (url) => window.location.assign(url),
    // Taken before React renders into the container, which replaces the served chrome.
    prerendered: takePrerenderedPage(container, window.location.pathname),
  };
  const commands: SiteCommands = {
    showError: (code) => store.actions.setErrorModal(code),
    promptLogin: ({ reason, returnTo }) =>
      modals.getState().open({ kind: 'loginPrompt', reason, returnTo: safeReturnPath(returnTo, isScreen, href('home', currentLocale())) }),
    chooseCause: (causeId) => store.actions.setCharityId(causeId),
    showAlert: (alert) => store.actions.showAlert(alert),
    dismissAlert: (id) => store.actions.dismissAlert(id),
  };
  restoreConsent(storage, store);
  trackSiteEvents(analytics, bus, store);
  reportRemoteFailures(bus, statuses);
  createRoot(container).render(createElement(ShellApp, { services }));

  try {
    const [config, deployed] = await Promise.all([
      fetchJson('/config.json', siteConfigSchema, { cache: 'no-store' }),
      fetchJson('/composition.json', compositionEnvelopeSchema, { cache: 'no-store' }),
    ]);
    // The TanStack Query devtools (and the e2e suite) find the cache here; never in production.
    if (config.environment !== 'production') Object.assign(window, { __TANSTACK_QUERY_CLIENT__: queryClient });
    const shellScreens = siteRoutes.ownedBy('shell');
    const { composition, rejected } = readComposition(deployed, shellScreens);
    for (const { name, reason } of rejected) bus.emit('mfe:failed', { app: name, phase: 'config', message: reason });
    const claims = composition.remotes.filter((remote) => remote.enabled).flatMap((remote) => remote.routes);
    const routes = createRouteIndex([...shellScreens, ...claims]);
    isScreen = (pathname) => routes.match(pathname) !== undefined;
    const monitoring = createMonitoringLog();
    // The API's token comes from the session, which calls the API: both look each other up at call time.
    const siteApi = createSiteApi({
      api: createConsumerApi({
        baseUrl: config.apiBaseUrl,
        subscriptionKey: config.subscriptionKey,
        locale: currentLocale,
        token: () => session.validToken(),
        ...(config.apiTimeoutMs ? { timeoutMs: config.apiTimeoutMs } : {}),
        // Development builds only (spec section 7's test-only mock mode); production builds drop it.
        ...(process.env.NODE_ENV !== 'production' && config.environment !== 'production' ? { mocks: storageMockFlags(storage) } : {}),
      }),
      locale: currentLocale,
      hasToken: () => session.validToken() !== null,
      showError: (code) => store.actions.setErrorModal(code),
      log: monitoring.write,
      activity,
    });
    const session = createSessionService({
      config,
      storage,
      persistentStorage: persistent,
      store,
      bus,
      siteApi,
      queryClient,
      log: monitoring.write,
      origin: window.location.origin,
      callbackPath: (locale) => href('authCallback', locale),
      homePath: (locale) => href('home', locale),
      isScreen,
      leave: (url) => window.location.assign(url),
      onCookiesDisabled: () => modals.getState().open({ kind: 'cookiesDisabled' }),
      onOptedOut: () => modals.getState().open({ kind: 'optedOut' }),
      onIdentityProblem: (problem, retry) =>
        modals.getState().open(problem === 'signInUnavailable' ? { kind: problem, ...(retry ? { retry } : {}) } : { kind: problem }),
    });
    // The onboarding steps and action counters of the store follow the member's history.
    followMemberProgress({ queryClient, api: siteApi, store, locale: currentLocale });
    // Adding the site to the home screen earns points (credited once signed in).
    window.addEventListener('appinstalled', () => void session.recordHomeScreenInstall());
    // Signing out in one tab signs out the others.
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEYS.token && event.newValue === null && store.getState().loggedIn) {
        void session.signOut('other-tab', currentLocale());
      }
    });
    // Parcels get the same mount props as remotes, parcels included: read when a parcel mounts.
    const parcels = createParcelHost({
      composition,
      bus,
      mountProps: () => ({
        ...sharedMountProps,
        locale: currentLocale(),
        routes,
        navigate: navigateToUrl,
      }),
    });
    const sharedMountProps = { store: store.view, commands, bus, api: siteApi, queryClient, parcels };
    // The slots must be in the page before single-spa mounts anything into them.
    flushSync(() => services.boot.setState({ phase: 'ready', config, composition, routes, session, api: siteApi, parcels }, true));
    if (!config.maintenance) {
      running = startComposition({
        composition,
        routes,
        bus,
        statuses,
        loading: { timeoutMs: config.remoteLoadTimeoutMs, retries: REMOTE_LOAD_RETRIES },
        overrides: readRemoteOverrides(config, persistent ? storage : null),
        mountProps: sharedMountProps,
        isSignedIn: () => session.validToken() !== null,
      });
      // Spec section 2: a stored session is resumed (profile and member data fetched) except on
      // the sign-in callback, the signup page and campaign landings; there it waits until the
      // visitor moves on to another page.
      const resumesLater = (pathname: string) => {
        const route = routes.match(pathname)?.route;
        return route?.id === 'authCallback' || route?.id === 'signup' || route?.kind === 'landing';
      };
      const resumeOnce = () => {
        if (resumesLater(window.location.pathname)) return;
        window.removeEventListener('single-spa:routing-event', resumeOnce);
        void session.restore(currentLocale);
      };
      window.addEventListener('single-spa:routing-event', resumeOnce);
      resumeOnce();
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
