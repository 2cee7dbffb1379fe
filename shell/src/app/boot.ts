import { createEventBus, localeFromPath, requestJson } from '@maple/contracts';
import { loadLocaleMessages } from '@maple/platform';
import { yieldToBrowser } from '@maple/platform/tasks';
import { themeClassName } from '@maple/ui';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAnalytics, trackSiteEvents } from '../features/analytics/services/analytics';
import { takePrerenderedPage } from '../features/composition/services/prerendered-page';
import { createRemoteStatusStore } from '../features/composition/services/remote-status-store';
import { reportRemoteFailures } from '../features/composition/services/report-remote-failures';
import type { RunningComposition } from '../features/composition/services/start-composition';
import { recordConsent, restoreConsent } from '../features/consent/services/consent';
import { createModalStore } from '../features/modals/services/modal-store';
import { chooseCause, readChosenCause, restoreChosenCause } from '../features/session/services/chosen-cause';
import { SESSION_KEYS } from '../features/session/services/session-keys';
import { messages } from '../i18n/messages';
import { openStorage } from '../lib/safe-storage';
import { createCallActivity } from '../lib/site-api/call-activity';
import { createSiteStore } from '../lib/site-store';
import { keepVisitPages, readVisitPages } from '../lib/visit-pages';
import { createBootStore } from './boot-store';
import { SHELL_ID_PREFIX } from './shell-ids';
import { type ShellServices, ShellApp } from './shell-app';
import { createLazySiteQueryClient } from './site-query-client';

const currentLocale = () => localeFromPath(window.location.pathname);

/** A served page React could not hydrate as it was (it rendered it anew): said with its cause and where. */
function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  console.error('[shell] the served page could not be hydrated as served:', error, cause, info.componentStack ?? '');
}

/**
 * Starts the site in two steps, each its own chunk and its own tasks, so no task blocks for
 * long (issue 18): first the chrome, hydrated on a page served as HTML or rendered anew, in a
 * transition (React yields to the browser between components); then, while it renders, the
 * site itself (start-site.ts): `/config.json` and `/composition.json` (asked for at once, read
 * once their schemas are there), the session and the remotes. The code a first view does not
 * use (sign-in, the API client, the modals) loads when first needed.
 */
export async function boot(container = document.getElementById('root')): Promise<void> {
  if (!container) throw new Error('The page has no #root element');
  // The UI kit's design tokens for the whole document (remotes add their own on their root).
  document.documentElement.classList.add(themeClassName);
  const served = container.firstElementChild !== null;
  let running: RunningComposition | null = null;
  let environment: string | null = null;
  const { storage, persistent } = openStorage(() => window.localStorage);
  // A visit is the tab's: its page count (the onboarding tracker's visits 2, 4 and 6) outlives a full page load.
  const { storage: tabStorage } = openStorage(() => window.sessionStorage);
  const store = createSiteStore({ pageVisits: readVisitPages(tabStorage) });
  keepVisitPages(store, tabStorage);
  const bus = createEventBus();
  const queryClient = createLazySiteQueryClient({ exposeOnWindow: () => environment !== null && environment !== 'production' });
  const windowWithDataLayer = window as Window & { dataLayer?: unknown[] };
  const analytics = createAnalytics({ store, dataLayer: () => (windowWithDataLayer.dataLayer ??= []) });
  const modals = createModalStore();
  const statuses = createRemoteStatusStore();
  const activity = createCallActivity();
  let slotsRendered!: () => void;
  const slotsInPage = new Promise<void>((resolve) => (slotsRendered = resolve));
  const services: ShellServices = {
    store,
    messages,
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
    chooseCause: (causeId) => chooseCause(storage, store, causeId),
    chosenCause: () => readChosenCause(storage),
    leave: (url) => window.location.assign(url),
    prerendered: served ? takePrerenderedPage(document.head, window.location.pathname) : null,
    slotsRendered: () => slotsRendered(),
  };
  restoreConsent(storage, store);
  restoreChosenCause(storage, store);
  trackSiteEvents(analytics, bus, store);
  reportRemoteFailures(bus, statuses);

  // Asked for now; read (and validated) by the second step.
  const deployment = {
    config: requestJson('/config.json', { cache: 'no-store' }),
    composition: requestJson('/composition.json', { cache: 'no-store' }),
  };
  // The chrome's first render needs its words: the page's language only. Without them it still
  // renders, with the English written in the code.
  const locale = currentLocale();
  const words = await loadLocaleMessages(messages, locale).catch((error: unknown) => {
    console.error('[shell] the chrome’s messages could not be loaded', error);
    return null;
  });
  const shell = createElement(ShellApp, { services: words ? services : { ...services, messages: { ...messages, [locale]: {} } } });
  startTransition(() => {
    if (served) hydrateRoot(container, shell, { identifierPrefix: SHELL_ID_PREFIX, onRecoverableError: reportHydrationError });
    else createRoot(container, { identifierPrefix: SHELL_ID_PREFIX }).render(shell);
  });

  await yieldToBrowser();
  try {
    // The deployment files' schemas are built when their modules are evaluated: a task of their
    // own, apart from the rest of the second step's code. One chunk holds both (one download).
    await import(/* webpackChunkName: "start-site" */ './deployment-schemas');
    await yieldToBrowser();
    const { startSite } = await import(/* webpackChunkName: "start-site" */ './start-site');
    await startSite({
      services,
      deployment,
      storage,
      persistentStorage: persistent,
      slotsInPage,
      onConfig: (config) => (environment = config.environment),
      onComposed: (composition) => (running = composition),
    });
  } catch (error) {
    console.error('[shell] could not read the site configuration', error);
    services.boot.setState({ phase: 'failed', reason: error instanceof Error ? error.message : String(error) }, true);
  }
}
