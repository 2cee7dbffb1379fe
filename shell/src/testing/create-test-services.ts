import { createEventBus, createRouteIndex, createSiteStore, type Composition, type SiteConfig, siteRoutes } from '@maple/contracts';
import type { ShellServices } from '../app/shell-app';
import { createBootStore } from '../features/composition/services/boot-store';
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
  const remotes = (['rewards', 'coupons', 'account', 'surveys', 'campaigns'] as const).map((app, index) => ({
    app,
    federationName: `mfe_${app}`,
    entry: `http://localhost:${8081 + index}/mf-manifest.json`,
    enabled: true,
    routes: siteRoutes.ownedBy(app).map((route) => ({ ...route })),
  }));
  return { version: 1, generatedAt: '2026-11-22T00:00:00.000Z', remotes };
}

/** The shell's services with recorded retries and reloads; `ready` sets a started boot state. */
export function createTestServices({ ready = true, config = createTestConfig() }: { ready?: boolean; config?: SiteConfig } = {}) {
  const retried: string[] = [];
  const reloads: number[] = [];
  const services: ShellServices = {
    store: createSiteStore(),
    bus: createEventBus(),
    boot: createBootStore(),
    statuses: createRemoteStatusStore(),
    retryRemote: (app) => retried.push(app),
    reload: () => reloads.push(Date.now()),
  };
  if (ready) {
    const composition = createTestComposition();
    const routes = createRouteIndex([...siteRoutes.ownedBy('shell'), ...composition.remotes.flatMap((remote) => remote.routes)]);
    services.boot.setState({ phase: 'ready', config, composition, routes }, true);
  }
  return { services, retried, reloads };
}
