import {
  type ApiEndpointId,
  type Composition,
  SPEC_REMOTE_NAMES,
  createEventBus,
  createRouteIndex,
  href,
  type SiteConfig,
  siteRoutes,
} from '@maple/contracts';
import { createFakeParcelHost, createFakeSiteApi, createTestQueryClient, type FakeAnswer } from '@maple/contracts/testing';
import { createIdentityProvider } from '../features/session/services/identity-provider';
import type { MonitoringEntry } from '../lib/site-api/site-api';
import { createCallActivity } from '../lib/site-api/call-activity';
import { createSiteStore } from '../lib/site-store';
import { discoveryFetch } from './identity-discovery';
import { createAnalytics } from '../features/analytics/services/analytics';
import { recordConsent } from '../features/consent/services/consent';
import { createModalStore } from '../features/modals/services/modal-store';
import { createMemoryStorage, type KeyValueStorage } from '../lib/safe-storage';
import { createSessionService } from '../features/session/services/session-service';
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
}: {
  ready?: boolean;
  config?: SiteConfig;
  answers?: Partial<Record<ApiEndpointId, FakeAnswer>>;
  storage?: KeyValueStorage;
  persistentStorage?: boolean;
  /** False makes the identity provider unreachable. */
  identityReachable?: boolean;
} = {}) {
  const retried: string[] = [];
  const reloads: number[] = [];
  const left: string[] = [];
  const logged: MonitoringEntry[] = [];
  const cookiesDisabled: number[] = [];
  const queryClient = createTestQueryClient();
  const fake = createFakeSiteApi(answers);
  const store = createSiteStore();
  const dataLayer: unknown[] = [];
  const services: ShellServices = {
    store,
    bus: createEventBus(),
    queryClient,
    analytics: createAnalytics({ store, dataLayer: () => dataLayer }),
    modals: createModalStore(),
    boot: createBootStore(),
    statuses: createRemoteStatusStore(),
    activity: createCallActivity(),
    retryRemote: (app) => retried.push(app),
    reload: () => reloads.push(Date.now()),
    chooseConsent: (acceptAll) => recordConsent(storage, store, acceptAll),
    rememberCampaign: (campaign) => storage.setItem('campaignSource', campaign),
    leave: (url) => left.push(url),
    prerendered: null,
  };
  const session = createSessionService({
    config,
    storage,
    persistentStorage,
    store: services.store,
    bus: services.bus,
    siteApi: fake.api,
    queryClient,
    identity: createIdentityProvider(config, { fetch: discoveryFetch(config, { reachable: identityReachable }) }),
    log: (entry) => logged.push(entry),
    origin: 'http://localhost:8080',
    callbackPath: (locale) => href('authCallback', locale),
    homePath: (locale) => href('home', locale),
    isScreen: (pathname) => siteRoutes.match(pathname) !== undefined,
    leave: (url) => left.push(url),
    onOptedOut: () => services.modals.getState().open({ kind: 'optedOut' }),
    onIdentityProblem: (problem, retry) =>
      services.modals.getState().open(problem === 'signInUnavailable' ? { kind: problem, ...(retry ? { retry } : {}) } : { kind: problem }),
    onCookiesDisabled: () => {
      cookiesDisabled.push(1);
      services.modals.getState().open({ kind: 'cookiesDisabled' });
    },
  });
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
