import {
  type ApiEndpointId,
  type Composition,
  CONTRACTS_VERSION,
  SPEC_REMOTE_NAMES,
  createEventBus,
  createRouteIndex,
  href,
  type SiteConfig,
  siteRoutes,
} from '@maple/contracts';
import { createFakeParcelHost, createFakeSiteApi, createTestQueryClient, type FakeAnswer, siteQueryClientOf } from '@maple/testing';
import { version as reactVersion } from 'react';
import { createIdentityProvider } from '../features/session/services/identity-provider';
import type { MonitoringEntry } from '../lib/site-api/site-api';
import { createCallActivity } from '../lib/site-api/call-activity';
import { createSiteStore } from '../lib/site-store';
import { discoveryFetch } from './identity-discovery';
import { createAnalytics } from '../features/analytics/services/analytics';
import { recordConsent } from '../features/consent/services/consent';
import { createModalStore } from '../features/modals/services/modal-store';
import { createMemoryStorage, type KeyValueStorage } from '../lib/safe-storage';
import { chooseCause, readChosenCause } from '../features/session/services/chosen-cause';
import { createSessionGateway } from '../features/session/services/session-gateway';
import { createSessionService, type SessionServiceOptions } from '../features/session/services/session-service';
import { testMessages } from './test-messages';
import type { ShellServices } from '../app/shell-app';
import { createBootStore } from '../app/boot-store';
import { createRemoteStatusStore } from '../features/composition/services/remote-status-store';

/** A local configuration as the compose step writes it. */
export function createTestConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    environment: 'test',
    apiBaseUrl: 'http://localhost:8090/api/v1/ca/',
    subscriptionKey: 'test-key',
    identity: { issuer: 'http://localhost:8091/', clientId: 'site', audience: 'api' },
    geoEndpoint: 'http://localhost:8090/api/v1/ca/geo',
    corporateSite: { 'en-CA': 'https://corporate.example/en', 'fr-CA': 'https://corporate.example/fr' },
    remoteLoadTimeoutMs: 5000,
    maintenance: false,
    ...overrides,
  };
}

/** A composition of every remote with the spec's screens. */
export function createTestComposition(): Composition {
  const remotes = SPEC_REMOTE_NAMES.map((app, index) => ({
    app,
    federationName: `mfe_${app}`,
    entry: `http://localhost:${8081 + index}/remoteEntry.js`,
    enabled: true,
    routes: siteRoutes.ownedBy(app).map((route) => ({ ...route })),
    builtWith: { contracts: CONTRACTS_VERSION, react: reactVersion },
    channel: 'stable' as const,
  }));
  return { version: 1, generatedAt: '2026-11-22T00:00:00.000Z', remotes };
}

/** The shell's services with recorded retries, reloads, exits and log lines; `ready` sets a started boot state. */
export function createTestServices({
  ready = true,
  config = createTestConfig(),
  answers = {},
  storage = createMemoryStorage(),
  persistentStorage = true,
  identityReachable = true,
  tabCache,
}: {
  ready?: boolean;
  config?: SiteConfig;
  answers?: Partial<Record<ApiEndpointId, FakeAnswer>>;
  storage?: KeyValueStorage;
  persistentStorage?: boolean;
  /** False makes the identity provider unreachable. */
  identityReachable?: boolean;
  /** What keeps the member's answers for the tab (none by default). */
  tabCache?: SessionServiceOptions['tabCache'];
} = {}) {
  const retried: string[] = [];
  const reloads: number[] = [];
  const left: string[] = [];
  const logged: MonitoringEntry[] = [];
  const cookiesDisabled: number[] = [];
  const queryClient = createTestQueryClient();
  const siteQueryClient = siteQueryClientOf(queryClient);
  const fake = createFakeSiteApi(answers);
  const store = createSiteStore();
  const dataLayer: unknown[] = [];
  const services: ShellServices = {
    store,
    messages: testMessages,
    bus: createEventBus(),
    queryClient: siteQueryClient,
    analytics: createAnalytics({ store, dataLayer: () => dataLayer }),
    modals: createModalStore(),
    boot: createBootStore(),
    statuses: createRemoteStatusStore(),
    activity: createCallActivity(),
    retryRemote: (app) => retried.push(app),
    reload: () => reloads.push(Date.now()),
    chooseConsent: (acceptAll) => recordConsent(storage, store, acceptAll),
    rememberCampaign: (campaign) => storage.setItem('campaignSource', campaign),
    chooseCause: (causeId) => chooseCause(storage, store, causeId),
    chosenCause: () => readChosenCause(storage),
    leave: (url) => left.push(url),
    prerendered: null,
    slotsRendered: () => {},
  };
  // The session's code comes at once, as if its chunk had been downloaded (without the member's
  // progress, which member-progress.test.ts covers).
  const session = createSessionGateway(
    {
      config,
      storage,
      persistentStorage,
      store: services.store,
      bus: services.bus,
      siteApi: fake.api,
      queryClient: siteQueryClient,
      ...(tabCache ? { tabCache } : {}),
      identity: createIdentityProvider(config, { fetch: discoveryFetch(config, { reachable: identityReachable }) }),
      log: (entry) => logged.push(entry),
      origin: 'http://localhost:8080',
      callbackPath: (locale) => href('authCallback', locale),
      homePath: (locale) => href('home', locale),
      isScreen: (pathname) => siteRoutes.match(pathname) !== undefined,
      leave: (url) => left.push(url),
      onOptedOut: () => services.modals.getState().open({ kind: 'optedOut' }),
      onIdentityProblem: (problem, retry) =>
        services.modals
          .getState()
          .open(problem === 'signInUnavailable' ? { kind: problem, ...(retry ? { retry } : {}) } : { kind: problem }),
      onCookiesDisabled: () => {
        cookiesDisabled.push(1);
        services.modals.getState().open({ kind: 'cookiesDisabled' });
      },
      currentLocale: () => 'en-CA',
    },
    async () => ({
      // The member's progress is left out: member-progress.test.ts covers it.
      startSession: async ({ queryClient: cache, ...options }) => createSessionService({ ...options, queryClient: await cache.load() }),
    }),
  );
  if (ready) {
    const composition = createTestComposition();
    const routes = createRouteIndex([...siteRoutes.ownedBy('shell'), ...composition.remotes.flatMap((remote) => remote.routes)]);
    services.boot.setState(
      { phase: 'ready', config, composition, routes, session, api: fake.api, parcels: createFakeParcelHost().host },
      true,
    );
  }
  return { services, session, storage, dataLayer, retried, reloads, left, logged, cookiesDisabled, queryClient, apiCalls: fake.calls };
}
