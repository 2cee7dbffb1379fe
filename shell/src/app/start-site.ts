// The second step of the shell's start (boot.ts): its own chunk, evaluated in a task after the
// chrome's first render began, with the schemas, the composition and single-spa.
import {
  compositionEnvelopeSchema,
  compositionReader,
  CONTRACTS_VERSION,
  createRouteIndex,
  href,
  localeFromPath,
  readJson,
  type SiteConfig,
  siteConfigSchema,
  siteRoutes,
} from '@maple/contracts';
import { yieldToBrowser } from '@maple/platform/tasks';
import { version as reactVersion } from 'react';
import { navigateToUrl } from 'single-spa';
import { createParcelHost } from '../features/composition/services/parcel-host';
import { releaseBucket, releaseChoices, releaseChooser } from '../features/composition/services/release-choice';
import { readRemoteOverrides } from '../features/composition/services/remote-overrides';
import { type RunningComposition, startComposition } from '../features/composition/services/start-composition';
import { checkGeo } from '../features/geo/services/check-geo';
import { loadMemberMenu } from '../features/session/components/account-menu';
import { SESSION_ENDED_KEY, SESSION_KEYS } from '../features/session/services/session-keys';
import { createSessionGateway } from '../features/session/services/session-gateway';
import type { KeyValueStorage } from '../lib/safe-storage';
import { createLazySiteApi } from '../lib/site-api/lazy-site-api';
import { createMonitoringLog } from './monitoring-log';
import { createSiteCommands } from './site-commands';
import type { ShellServices } from './shell-app';

const currentLocale = () => localeFromPath(window.location.pathname);

/** How many more times a remote's entry script is loaded after a network failure. */
const REMOTE_LOAD_RETRIES = 1;

/** What the second step gets from the first. */
interface StartSiteContext {
  readonly services: ShellServices;
  /** The deployment files, asked for by the first step. */
  readonly deployment: { readonly config: Promise<Response>; readonly composition: Promise<Response> };
  readonly storage: KeyValueStorage;
  /** False when the browser refused storage: signing in is then impossible. */
  readonly persistentStorage: boolean;
  /** Settles once the page holds the composition's slots. */
  readonly slotsInPage: Promise<void>;
  readonly onConfig: (config: SiteConfig) => void;
  readonly onComposed: (running: RunningComposition) => void;
}

/**
 * Reads the deployment (each file validated against its schema), starts the session (its code
 * only when the browser keeps one), makes the shell ready and composes the remotes: registered
 * with the federation runtime and single-spa, mounted into their slots once the page has them.
 */
export async function startSite({ services, deployment, storage, persistentStorage, slotsInPage, onConfig, onComposed }: StartSiteContext) {
  const { store, bus, modals, statuses, activity, queryClient } = services;
  // Each step its own task (issue 18): this chunk's evaluation, reading the deployment files
  // (their schemas were built in the task before, deployment-schemas.ts), then the composition.
  await yieldToBrowser();
  const [config, deployed] = await Promise.all([
    deployment.config.then((response) => readJson('/config.json', response, siteConfigSchema)),
    deployment.composition.then((response) => readJson('/composition.json', response, compositionEnvelopeSchema)),
  ]);
  onConfig(config);
  await yieldToBrowser();
  const shellScreens = siteRoutes.ownedBy('shell');
  // Each visitor keeps one release of each remote (a canary's share of them its canary), and a
  // release built against what this shell cannot give it is skipped like a bad entry.
  const kept = persistentStorage ? storage : null;
  const reader = compositionReader(deployed, shellScreens, {
    host: { contracts: CONTRACTS_VERSION, react: reactVersion },
    choose: releaseChooser(() => releaseBucket(kept), releaseChoices(window.location.search, kept)),
  });
  // An entry a task: a phone takes 10 to 30 ms to check one.
  for (const [index, entry] of reader.entries.entries()) {
    await yieldToBrowser();
    reader.read(entry, index);
  }
  const { composition, rejected } = reader.result();
  for (const { name, reason } of rejected) bus.emit('mfe:failed', { app: name, phase: 'config', message: reason });
  await yieldToBrowser();
  const claims = composition.remotes.filter((remote) => remote.enabled).flatMap((remote) => remote.routes);
  const routes = createRouteIndex([...shellScreens, ...claims]);
  // Where sign-in may return to: a screen of the composition.
  const isScreen = (pathname: string) => routes.match(pathname) !== undefined;
  const commands = createSiteCommands({
    store,
    modals,
    isScreen,
    locale: currentLocale,
    chooseCause: (causeId) => services.chooseCause(causeId),
    resumeSession: () => void session.restore(currentLocale),
    chooseConsent: (acceptAll) => services.chooseConsent(acceptAll),
    // The session is created below: both look each other up at call time.
    session: { signOut: (reason, locale) => session.signOut(reason, locale), refreshMember: (locale) => session.refreshMember(locale) },
    // single-spa's patched history routes on a replaced address, as the shell's own redirects do.
    goTo: (path) => window.history.replaceState(null, '', path),
  });
  const monitoring = createMonitoringLog();
  // The API's token comes from the session, which calls the API: both look each other up at call time.
  const siteApi = createLazySiteApi({
    config,
    storage,
    locale: currentLocale,
    token: () => session.validToken(),
    showError: (code) => store.actions.setErrorModal(code),
    log: monitoring.write,
    activity,
  });
  const session = createSessionGateway(
    {
      config,
      storage,
      persistentStorage,
      store,
      bus,
      siteApi,
      queryClient,
      currentLocale,
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
    },
    () => import('./session-module'),
  );
  // A member's page needs the session's code before anything asks who is signed in.
  if (session.hasStoredSession()) {
    void loadMemberMenu().catch(() => undefined);
    await session.load().catch((error: unknown) => console.error('[shell] the session could not be resumed', error));
  }
  // Back from the provider's logout after a session ended by itself: the notice, from its own small chunk.
  if (storage.getItem(SESSION_ENDED_KEY)) {
    void import('../features/session/services/session-ended').then((notice) => notice.showLeftSessionEndedNotice({ store, storage }));
  }
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
  services.boot.setState({ phase: 'ready', config, composition, routes, session, api: siteApi, parcels }, true);
  if (config.maintenance) return;
  // Spec section 2: a stored session is resumed (profile and member data fetched) except on
  // the sign-in callback, the signup page and campaign landings; there it waits until the
  // visitor moves on to another page. On a landing the member is signed in all the same, from
  // the stored session alone (decision 030). Started before the remotes mount, in the same
  // task as the ready state, so the header never shows Log in to a member.
  const resumesLater = (pathname: string) => {
    const route = routes.match(pathname)?.route;
    return route?.id === 'authCallback' || route?.id === 'signup' || route?.kind === 'landing';
  };
  const resumeOnce = () => {
    if (resumesLater(window.location.pathname)) {
      if (routes.match(window.location.pathname)?.route.kind === 'landing') void session.recognise(currentLocale);
      return;
    }
    window.removeEventListener('single-spa:before-routing-event', resumeOnce);
    void session.restore(currentLocale);
  };
  // Before the next page's apps mount, so they find the session being taken up, not a member without a profile.
  window.addEventListener('single-spa:before-routing-event', resumeOnce);
  resumeOnce();
  // The slots must be in the page before single-spa mounts anything into them. Composing (single-spa
  // and the remote's entry script) starts a task of its own, after the ready state's work.
  await slotsInPage;
  await yieldToBrowser();
  onComposed(
    startComposition({
      composition,
      routes,
      bus,
      statuses,
      loading: { timeoutMs: config.remoteLoadTimeoutMs, retries: REMOTE_LOAD_RETRIES },
      overrides: readRemoteOverrides(config, persistentStorage ? storage : null),
      mountProps: sharedMountProps,
      isSignedIn: () => session.validToken() !== null,
    }),
  );
  // The company's page, where the country dialog sends a visitor from outside Canada, is for everyone.
  const onCompanyPage = routes.match(window.location.pathname)?.route.id === 'ourCompany';
  void checkGeo({
    config,
    storage,
    routes,
    location: window.location,
    onCountryRestricted: () => onCompanyPage || modals.getState().open({ kind: 'countryRestricted' }),
    onVpn: () => modals.getState().open({ kind: 'vpn' }),
    replaceUrl: (url) => window.history.replaceState(null, '', url),
  });
}
